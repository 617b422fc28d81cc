// How a list is read: every page (paginate), one page as the server pages it, or one answer paged
// here; a list's rows and total in an answer; the local sort of lists the server does not sort.
// The pager's safeguards (a server that ignores `page`, a list that never ends) live here too.
import { ForgeError } from '../errors.js'
import type { Operation, RawResponse, Route } from '../registry/types.js'
import { buildRequest } from './request.js'

/** Paging bounds: the page size of lists svc pages itself, the most pages one list may take, and how many pages are fetched at once. */
export const LIMITS = { pageSize: 50, maxPages: 10_000, parallelPages: 8 }
const SORT_FIELDS: Record<string, string> = { created: 'created_at', updated: 'updated_at', stars: 'stars_count', name: 'name' }

/** Sends one request of a route, the paging query added (the runner's `Forge.call`). */
export type Send = (route: Route, p: Record<string, unknown>, query?: Record<string, string>) => Promise<RawResponse>

/**
 * How the rows of a paged list are kept as its pages arrive: each row formatted (`row`), after the
 * page's full records have given up their credentials (`credentials`). The full records of a long
 * list then never all sit in memory at once (100,000 users would hold every record twice over).
 */
export interface RowShaper {
  row: (row: unknown) => unknown
  credentials: (page: unknown[]) => void
}

/** A list's answer: the (last) response, the rows when they are not the response's body, and whether a shaper shaped them. */
export interface ListAnswer {
  response: RawResponse
  rows?: unknown[]
  shaped?: boolean
}

/**
 * A route call that knows lists. One of three ways to read the rows, then the local sort:
 * every page (`paginate`, or a list the interface gives no paging params), one server page (`page`
 * always sent as 1 or more: Forgejo returns every row when it is absent), or one answer paged
 * here (a server that does not page the list). With a `shaper`, every page read is shaped as it
 * arrives (`shaped` says so), unless the rows are sorted here (the sort key may not be kept).
 */
export async function readList(
  send: Send,
  route: Route,
  p: Record<string, unknown>,
  op: Operation,
  paginate: boolean,
  shaper?: RowShaper,
  rowsNeeded?: number
): Promise<ListAnswer> {
  const limit = typeof p.limit === 'number' ? p.limit : 0
  const page = Math.max(1, typeof p.page === 'number' ? p.page : 0)
  const sortHere = route.sortLocally && (p.sort !== undefined || p.order === 'desc')
  const everyPage = route.paged && (paginate || !('page' in op.params.shape))
  const size = limit > 0 ? limit : LIMITS.pageSize
  // Rows sorted here are every row, all read first.
  const needed = sortHere ? undefined : rowsNeeded
  if (everyPage && shaper && !sortHere) return { ...(await allPages(send, route, p, size, shaper, needed)), shaped: true }
  const answer = everyPage
    ? await allPages(send, route, p, size, undefined, needed)
    : route.paged
      ? await serverPage(send, route, p, page, limit)
      : await unpagedList(send, route, p, paginate ? 0 : limit, page)
  if (sortHere)
    return {
      ...answer,
      rows: sortRows(answer.rows ?? asList(unwrapBody(route, answer.response.body)), SORT_FIELDS[String(p.sort)], p.order === 'desc')
    }
  return answer
}

/** One page as the server pages it; a server that ignored the paging sent everything: paged here. */
async function serverPage(send: Send, route: Route, p: Record<string, unknown>, page: number, limit: number): Promise<ListAnswer> {
  const query: Record<string, string> = { page: String(page) }
  if (limit > 0) query.limit = String(limit)
  const response = await send(route, p, query)
  // More rows than asked for: the server ignored the paging (Gitea 1.25's /admin/hooks answers
  // every hook whatever page and limit say), so it sent the whole list.
  const got = asList(unwrapBody(route, response.body))
  return limit > 0 && got.length > limit ? pageLocally(response, got, page, limit) : { response }
}

/** A list the server does not page: one answer, paged here when the route says so and a limit is given. */
async function unpagedList(send: Send, route: Route, p: Record<string, unknown>, limit: number, page: number): Promise<ListAnswer> {
  const response = await send(route, p)
  return route.clientPaging && limit > 0 ? pageLocally(response, asList(unwrapBody(route, response.body)), page, limit) : { response }
}

/**
 * Every page of a paged list, `page` 1, 2, ... until the reported total is reached or, where no
 * total is reported, a short or empty page. Once page 1 tells the total (and page 2 differs from
 * it), the pages up to the total are fetched `LIMITS.parallelPages` at a time, and taken in order with the same checks as one by one;
 * pages past a stop are not asked for. Returns the rows (each shaped as its page is taken, with
 * a `shaper`) and the last answer.
 */
export async function allPages(
  send: Send,
  route: Route,
  p: Record<string, unknown>,
  size: number,
  shaper?: RowShaper,
  /** Stop once this many rows are in and whether more exist is known (RunOptions.rowsNeeded). */
  needed = Infinity
): Promise<{ response: RawResponse; rows: unknown[] }> {
  // No spread over a page: a page can hold more rows than a call may take arguments.
  const rows: unknown[] = []
  let response!: RawResponse
  let previous: unknown[] = []
  const where = `${route.method} ${buildRequest(route, p).path}`
  const ignored = (what: string) =>
    new ForgeError(
      `${where}: ${what}: the server (or a proxy in front of it) ignores the page parameter, so the list cannot be read completely`,
      response.status,
      undefined,
      'ask for one page (limit and page) instead of paginate, and check that nothing between svc and the server drops query parameters'
    )
  const fetchPage = (n: number) => {
    if (n > LIMITS.maxPages)
      throw new ForgeError(
        `${where}: the list did not end within ${LIMITS.maxPages} pages of ${size}; stopped`,
        response.status,
        undefined,
        'ask for one page at a time (limit and page) instead of paginate'
      )
    return send(route, p, { page: String(n), limit: String(size) })
  }
  /** Keeps a page's rows, shaped when there is a shaper. */
  const keep = (batch: unknown[]) => {
    shaper?.credentials(batch)
    for (const row of batch) rows.push(shaper ? shaper.row(row) : row)
  }
  /** Takes page `n`'s answer (pages are taken in order); false when the list has ended. */
  const take = (n: number, answer: RawResponse): boolean => {
    response = answer
    const batch = asList(unwrapBody(route, answer.body))
    // More rows than asked for: the server ignores paging and sent the whole list at once.
    if (batch.length > size) {
      if (n === 1) keep(batch)
      else throw ignored(`page ${n} holds ${batch.length} rows though ${size} were asked for`)
      return false
    }
    // A page equal to the one before (the same JSON): the server answers the same rows whatever
    // page says. Pages of other lengths or first rows cannot be equal, so most pages are told
    // apart without stringifying both.
    if (batch.length > 0 && samePage(batch, previous)) throw ignored(`page ${n} holds the same rows as page ${n - 1}`)
    previous = batch
    keep(batch)
    const total = totalOf(route, answer)
    if (total !== undefined && rows.length > total)
      throw ignored(`the pages hold more rows (${rows.length}) than the total the server reports (${total})`)
    if (batch.length === 0 || (total !== undefined ? rows.length >= total : batch.length < size)) return false
    // Enough rows, and whether more exist is known: from the total, else from a row past them.
    return rows.length < (total !== undefined ? needed : needed + 1)
  }

  let n = 1
  if (!take(n, await fetchPage(n))) return { response, rows }
  n = 2
  const total = totalOf(route, response)
  if (total !== undefined) {
    // Page 2 alone first: a server that ignores page is caught after two requests, not a window.
    if (!take(n, await fetchPage(n))) return { response, rows }
    n = 3
    const last = Math.min(Math.ceil(Math.min(total, needed) / size), LIMITS.maxPages)
    // Settled promises: a page that fails while an earlier one is awaited is never an unhandled rejection.
    const pending = new Map<number, Promise<{ ok: true; answer: RawResponse } | { ok: false; error: unknown }>>()
    let next = n
    for (; n <= last; n++) {
      while (next <= last && pending.size < LIMITS.parallelPages) {
        pending.set(
          next,
          fetchPage(next).then(
            answer => ({ ok: true as const, answer }),
            (error: unknown) => ({ ok: false as const, error })
          )
        )
        next++
      }
      const got = await pending.get(n)!
      pending.delete(n)
      if (!got.ok) throw got.error
      if (!take(n, got.answer)) return { response, rows }
    }
  }
  // No total, or rows still missing at the total's last page: one page at a time until the end.
  for (; ; n++) if (!take(n, await fetchPage(n))) break
  return { response, rows }
}

/** Page `page` of `limit` rows out of every row, with the total as the server would report it. */
function pageLocally(response: RawResponse, all: unknown[], page: number, limit: number): { response: RawResponse; rows: unknown[] } {
  const start = (page - 1) * limit
  return {
    response: { ...response, headers: { ...response.headers, 'x-total-count': String(all.length) } },
    rows: all.slice(start, start + limit)
  }
}

/** Whether two pages have the same JSON text; the cheap differences are looked at first. */
function samePage(a: unknown[], b: unknown[]): boolean {
  if (a.length !== b.length) return false
  if (a.length > 0 && JSON.stringify(a[0]) !== JSON.stringify(b[0])) return false
  return JSON.stringify(a) === JSON.stringify(b)
}

function asList(body: unknown): unknown[] {
  return Array.isArray(body) ? body : []
}

/** A list's rows in an answer: the body, or its `unwrap` field for lists wrapped in an object. */
export function unwrapBody(route: Route | undefined, body: unknown): unknown {
  if (route?.unwrap && body && typeof body === 'object' && !Array.isArray(body))
    return (body as Record<string, unknown>)[route.unwrap] ?? []
  return body
}

/** The total of a list as the server reports it: a field of the body, else the `x-total-count` header. */
export function totalOf(route: Route | undefined, res: RawResponse): number | undefined {
  if (route?.total && route.total !== 'header') {
    const v = (res.body as Record<string, unknown> | null)?.[route.total.field]
    return typeof v === 'number' ? v : undefined
  }
  const h = res.headers['x-total-count']
  return h !== undefined && /^\d+$/.test(h) ? Number(h) : undefined
}

/** Rows sorted by `field` when one is given, then reversed for `desc`. */
function sortRows(rows: unknown[], field: string | undefined, desc: boolean): unknown[] {
  if (!field) return desc ? [...rows].reverse() : rows
  const key = (r: unknown) => (r as Record<string, unknown>)[field]
  const sorted = [...rows].sort((a, b) => {
    const x = key(a)
    const y = key(b)
    return typeof x === 'number' && typeof y === 'number' ? x - y : String(x ?? '').localeCompare(String(y ?? ''))
  })
  return desc ? sorted.reverse() : sorted
}
