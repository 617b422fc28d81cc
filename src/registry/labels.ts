// The labels of a repository (domain `repos`, `/repos/{owner}/{repo}/labels`) and of an
// organization (domain `orgs`, `/orgs/{org}/labels`, shared by its repositories): one factory at
// both scopes. Both variants have the routes, `exclusive` (scoped labels: one label of a
// `scope/` prefix per issue) and `is_archived` (Gitea 1.26 and Forgejo 15 specs).
import * as z from './zod.js'
import {
  both,
  deleteIfPresent,
  described,
  flag,
  get,
  id,
  jsonFields,
  list,
  name,
  operation,
  paging,
  params,
  patch,
  patchUnlessSame,
  post,
  type Scope
} from './define.js'
import type { Domain, Operation } from './types.js'

const LABEL_FIELDS = ['id', 'name', 'color', 'description', 'exclusive', 'is_archived']

const COLOR = /^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/

/**
 * A colour as the servers answer it: six lower-case hex digits without `#` (label.NormalizeColor
 * stores `#rrggbb`, convert.ToLabel trims the `#`), so that an edit to the same colour in another
 * spelling is no change.
 */
export function labelColor(color: string): string {
  const hex = color.trim().replace(/^#/, '').toLowerCase()
  return hex.length === 3 ? [...hex].map(c => c + c).join('') : hex
}

function normalizeEdit(p: Record<string, unknown>): Record<string, unknown> {
  const asked = p.json_fields as Record<string, unknown>
  return typeof asked.color === 'string' && COLOR.test(asked.color)
    ? { ...p, json_fields: { ...asked, color: labelColor(asked.color) } }
    : p
}

export interface LabelFamilyText {
  create: string
  delete: string
  edit: string
  list: string
}

/** labels_create, labels_delete, labels_edit, labels_list under the scope's `/labels`. */
export function labelFamily(domain: Domain, scope: Scope, text: LabelFamilyText): Operation[] {
  const base = `${scope.base}/labels`
  const one = `${base}/{id}`
  const at = scope.params
  const labelId = () => ({ ...at(), id: id('label id') })
  return [
    operation({
      domain,
      name: 'labels_create',
      summary: text.create,
      params: () =>
        params({
          ...at(),
          name: name('label name; scope/name makes it a scoped label when exclusive'),
          color: described(z.string().check(z.regex(COLOR, 'expected a hex colour: #rrggbb, rrggbb or #rgb')), 'colour: #rrggbb'),
          description: described(z.optional(z.string()), 'description'),
          exclusive: flag('exclusive: an issue holds one label of its scope (the part before the last /)')
        }),
      prepare: p => ({ ...p, color: `#${labelColor(String(p.color))}` }),
      routes: both(post(base, { body: { name: 'name', color: 'color', description: 'description', exclusive: 'exclusive' } })),
      output: { kind: 'record', fields: LABEL_FIELDS }
    }),
    operation({
      domain,
      name: 'labels_delete',
      summary: text.delete,
      params: () => params(labelId()),
      // Gitea 1.26 answers 204 for a label it does not have (issues_model.DeleteLabel): read first.
      routes: both(deleteIfPresent(one)),
      output: { kind: 'none' }
    }),
    operation({
      domain,
      name: 'labels_edit',
      summary: text.edit,
      params: () =>
        params({
          ...labelId(),
          json_fields: jsonFields('fields to change (EditLabelOption): name, color, description, exclusive, is_archived')
        }),
      prepare: normalizeEdit,
      routes: both(patchUnlessSame(get(one), patch(one, { jsonFields: 'EditLabelOption' }))),
      output: { kind: 'record', fields: LABEL_FIELDS }
    }),
    operation({
      domain,
      name: 'labels_list',
      summary: text.list,
      params: () => params({ ...at(), ...paging() }),
      routes: both(list(base)),
      output: { kind: 'list', fields: LABEL_FIELDS }
    })
  ]
}
