// Lists that fit a context window: a tool's list answer is one page (`page`, `limit`; the forges'
// default page size when no limit is given, so the envelope can say whether there is `more`), and
// no answer holds more than MAX_ANSWER_ROWS rows, `paginate` and the lists the forge does not page
// included: the rest is left out, and the answer says so. A list read page by page is read only as
// far as the answer needs (the client's `rowsNeeded`): the first page of a list of 5,000 keys is not
// the forge's 100 pages.
import type { Operation } from '../registry/index.js'

/** Rows a list page holds when the call gives no limit: the forges' own default (Gitea and Forgejo DEFAULT_PAGING_NUM). */
export const MCP_PAGE_SIZE = 30
/** The most rows one answer holds. */
export const MAX_ANSWER_ROWS = 500

/** Whether the operation reads one page of a list at a time (it takes `page` and `limit`). */
const isPagedList = (op: Operation) => 'page' in op.params.shape && 'limit' in op.params.shape

/** The params a call sends: a paged list without a limit asks for the default page size. */
export function withPageSize(op: Operation, params: Record<string, unknown>, paginate: boolean): Record<string, unknown> {
  if (!isPagedList(op) || paginate || (params.limit !== undefined && params.limit !== 0)) return params
  return { ...params, limit: MCP_PAGE_SIZE }
}

export interface PageOfAnswer {
  /** The rows answered (at most MAX_ANSWER_ROWS). */
  result: unknown
  /** Envelope fields: `page` and `limit` of a paged list, `more` when it is known whether rows are left. */
  fields: { page?: number; limit?: number; more?: boolean }
  /** Why rows were left out, when they were. */
  warning?: string
}

/** The answer's page: what the envelope says of it, the rows cut at MAX_ANSWER_ROWS. */
export function pageOf(op: Operation, params: Record<string, unknown>, paginate: boolean, result: unknown, total?: number): PageOfAnswer {
  if (!Array.isArray(result)) return { result, fields: {} }
  const rows = result.length > MAX_ANSWER_ROWS ? result.slice(0, MAX_ANSWER_ROWS) : result
  /** The answer is the list from its start (every page, or a list without paging params), not one page of it. */
  const whole = paginate || !isPagedList(op)
  // Rows were read past the bound, or the total says the list goes on past it (the rest unread).
  const cut =
    result.length > MAX_ANSWER_ROWS || (whole && rows.length === MAX_ANSWER_ROWS && total !== undefined && total > MAX_ANSWER_ROWS)
  const warning = cut
    ? `the list has ${total ?? (whole ? `more than ${MAX_ANSWER_ROWS}` : result.length)} rows: the first ${MAX_ANSWER_ROWS} are answered; ${isPagedList(op) ? 'ask for one page at a time (page, limit) instead' : 'narrow the request'}`
    : undefined
  // Rows left unread are told by the total where the forge gives one.
  if (whole) return { result: rows, fields: { more: cut || (total !== undefined && total > rows.length) }, warning }
  const limit = typeof params.limit === 'number' && params.limit > 0 ? params.limit : MCP_PAGE_SIZE
  const page = typeof params.page === 'number' && params.page > 0 ? params.page : 1
  const more = cut || (total !== undefined ? (page - 1) * limit + result.length < total : result.length >= limit)
  return { result: rows, fields: { page, limit, more }, warning }
}
