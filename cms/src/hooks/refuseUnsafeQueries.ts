import {
  NotFound,
  type CollectionBeforeOperationHook,
  type FlattenedField,
  type Payload,
  type Where,
} from 'payload'

import { ruleError } from '@/lib/rule-error'

/**
 * Every collection's guard on the queries its callers send (issue 32): Payload's REST API
 * accepts any `where`, `sort` and `select` path and any id, and the database then either
 * answers what nobody may ask or fails with a 500.
 *
 * - The fields Payload keeps for authentication (sessions, password hash, reset tokens…) are
 *   hidden, yet a `where` on them answered, one prefix at a time, which dealers were signed in
 *   and their session ids: any path through one of them is refused (400).
 * - A record id that cannot be one (`/cms/api/dealers/abc` where ids are whole numbers) names
 *   nothing: 404. A `where` comparing a whole-number id or relationship with something that is
 *   not one is the caller's mistake: 400, before the database sees it.
 *
 * Payload's own work (`overrideAccess`) is left alone: it reads sessions to sign people in.
 */
const INTERNAL_FIELDS = new Set([
  'sessions',
  'hash',
  'salt',
  'password',
  'resetPasswordToken',
  'resetPasswordExpiration',
  'loginAttempts',
  'lockUntil',
  '_verified',
  '_verificationToken',
  'apiKey',
  'apiKeyIndex',
  'enableAPIKey',
])

/** Operators that compare a value with a whole-number id; anything else is refused on one. */
const NUMERIC_OPERATORS = new Set([
  'equals',
  'not_equals',
  'in',
  'not_in',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'contains',
  'exists',
])

const WHOLE = /^\d{1,15}$/

type Refusal = { status: 400; message: string }

function fieldsOf(payload: Payload, slug: string): FlattenedField[] | undefined {
  return (
    payload.collections as Record<string, Payload['collections'][keyof Payload['collections']]>
  )[slug]?.config.flattenedFields
}

function numericIdCollection(payload: Payload, slug: string): boolean {
  const id = fieldsOf(payload, slug)?.find((f) => f.name === 'id')
  return id === undefined || id.type === 'number'
}

/** Whether `value` (as REST's query string gives it, or as a Local API call passes it) holds only whole numbers. */
function wholeNumbers(value: unknown, operator: string): boolean {
  if (operator === 'exists') return ['true', 'false', true, false].includes(value as string)
  if (value === null && (operator === 'equals' || operator === 'not_equals')) return true
  const values =
    typeof value === 'string' && (operator === 'in' || operator === 'not_in')
      ? value.split(',')
      : Array.isArray(value)
        ? value
        : [value]
  return values.every(
    (v) => (typeof v === 'number' && Number.isInteger(v)) || WHOLE.test(String(v)),
  )
}

/**
 * Walks one path through a collection's fields: whether it passes an internal field, and
 * whether its end compares with a whole-number id.
 */
function pathKind(payload: Payload, slug: string, path: string): 'internal' | 'numeric' | 'other' {
  let fields = fieldsOf(payload, slug)
  let collection = slug
  const segments = path.split('.')
  for (let i = 0; i < segments.length; i++) {
    const name = segments[i]!
    if (INTERNAL_FIELDS.has(name)) return 'internal'
    const last = i === segments.length - 1
    if (name === 'id') return last && numericIdCollection(payload, collection) ? 'numeric' : 'other'
    const field = fields?.find((f) => 'name' in f && f.name === name)
    if (!field) return 'other'
    if (field.type === 'relationship' || field.type === 'upload') {
      if (typeof field.relationTo !== 'string') return 'other'
      if (last) return numericIdCollection(payload, field.relationTo) ? 'numeric' : 'other'
      collection = field.relationTo
      fields = fieldsOf(payload, collection)
    } else if ('flattenedFields' in field) fields = field.flattenedFields
    else return 'other'
  }
  return 'other'
}

function whereRefusal(payload: Payload, slug: string, where: unknown): Refusal | null {
  if (typeof where !== 'object' || where === null) return null
  for (const [key, condition] of Object.entries(where as Where)) {
    if (key === 'and' || key === 'or') {
      for (const nested of Array.isArray(condition) ? condition : Object.values(condition ?? {})) {
        const refusal = whereRefusal(payload, slug, nested)
        if (refusal) return refusal
      }
      continue
    }
    const kind = pathKind(payload, slug, key)
    if (kind === 'internal') return { status: 400, message: `${key} cannot be queried` }
    if (kind !== 'numeric' || typeof condition !== 'object' || condition === null) continue
    for (const [operator, value] of Object.entries(condition)) {
      if (!NUMERIC_OPERATORS.has(operator) || !wholeNumbers(value, operator))
        return { status: 400, message: `${key} must be compared with whole numbers` }
    }
  }
  return null
}

function pathsRefusal(payload: Payload, slug: string, paths: string[]): Refusal | null {
  for (const path of paths) {
    if (pathKind(payload, slug, path.replace(/^-/, '')) === 'internal')
      return { status: 400, message: `${path} cannot be queried` }
  }
  return null
}

type QueryArgs = {
  id?: unknown
  where?: unknown
  sort?: unknown
  select?: unknown
  overrideAccess?: boolean
}

export const refuseUnsafeQueries: CollectionBeforeOperationHook = ({ args, collection, req }) => {
  const query = args as QueryArgs
  if (query.overrideAccess === true) return args
  const { payload } = req
  const slug = collection.slug
  if (query.id !== undefined && numericIdCollection(payload, slug) && !WHOLE.test(String(query.id)))
    throw new NotFound(req.t)
  const sort = (Array.isArray(query.sort) ? query.sort : [query.sort]).flatMap((entry) =>
    typeof entry === 'string' ? entry.split(',') : [],
  )
  const select =
    typeof query.select === 'object' && query.select !== null ? Object.keys(query.select) : []
  const refusal =
    whereRefusal(payload, slug, query.where) ?? pathsRefusal(payload, slug, [...sort, ...select])
  if (refusal) throw ruleError(refusal.message, refusal.status)
  return args
}
