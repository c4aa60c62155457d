import type { z } from 'zod'

import type { FieldIssue, IssueCode } from './field-issue'

type Issue = z.core.$ZodIssue | z.core.$ZodRawIssue

/** `specifications.en.barrel`, `images[0]`, `multipleLocations[1].city`. */
export function fieldPath(path: readonly PropertyKey[] | undefined): string {
  return (path ?? []).reduce<string>((out, key) => {
    if (typeof key === 'number') return `${out}[${key}]`
    return out ? `${out}.${String(key)}` : String(key)
  }, '')
}

const TYPE_NAMES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
}

function isMissing(issue: Issue): boolean {
  if (issue.code === 'invalid_type') return issue.input === undefined || issue.input === null
  return issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) === 1
}

/** A union whose alternatives all failed is described by its first (main) alternative. */
function mainIssue(issue: Issue): Issue {
  if (issue.code !== 'invalid_union') return issue
  const first = issue.errors[0]?.[0]
  return first ? mainIssue({ ...first, path: issue.path } as Issue) : issue
}

export function issueCode(raw: Issue): IssueCode {
  const issue = mainIssue(raw)
  if (isMissing(issue)) return 'required'
  switch (issue.code) {
    case 'invalid_type':
      return 'type'
    case 'too_small':
      return issue.origin === 'string' || issue.origin === 'array' ? 'tooShort' : 'tooSmall'
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array' ? 'tooLong' : 'tooBig'
    case 'invalid_format':
      return 'format'
    case 'invalid_value':
      return 'oneOf'
    case 'not_multiple_of':
      return 'step'
    default:
      return 'invalid'
  }
}

/** What is wrong, without the field's name: "must be at most 200 characters". */
function problem(raw: Issue): string {
  const issue = mainIssue(raw)
  if (isMissing(issue)) return 'is required'
  switch (issue.code) {
    case 'invalid_type':
      return `must be ${TYPE_NAMES[issue.expected] ?? issue.expected}`
    case 'too_small':
      if (issue.origin === 'string') return `must be at least ${issue.minimum} characters long`
      if (issue.origin === 'array') return `must have at least ${issue.minimum} entries`
      return `must be ${issue.minimum} or more`
    case 'too_big':
      if (issue.origin === 'string') return `must be at most ${issue.maximum} characters`
      if (issue.origin === 'array') return `must have at most ${issue.maximum} entries`
      return `must be at most ${issue.maximum}`
    case 'invalid_value':
      return `must be one of ${issue.values.map(String).join(', ')}`
    case 'not_multiple_of':
      return `must be a multiple of ${issue.divisor}`
    default:
      return 'is not valid'
  }
}

/**
 * The sentence for an issue. A schema's own message is a problem ("must be 0 or more") unless
 * it starts with a capital letter, which marks a whole sentence of its own ("New passwords do
 * not match").
 */
export function issueMessage(issue: Issue, own?: string): string {
  const what = own ?? problem(issue)
  if (/^[A-Z]/.test(what)) return what
  const field = fieldPath(issue.path)
  return field ? `${field} ${what}` : `Request body ${what}`
}

/** Zod's per-parse error function: every message the contract produces goes through it. */
export const describeIssue = (issue: z.core.$ZodRawIssue) => issueMessage(issue)

/**
 * Parse options for every input: the contract's messages, and the input kept on each issue so
 * a missing value ("required") can be told from a wrong one.
 */
export const PARSE_OPTIONS = { error: describeIssue, reportInput: true } as const

export function fieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({
    field: fieldPath(issue.path),
    code: codeOf(issue),
    message: issue.message,
  }))
}

/** A schema's own message replaces zod's code with a custom one; recover the stable code. */
function codeOf(issue: z.core.$ZodIssue): IssueCode {
  if (issue.code === 'custom') {
    const code = (issue.params as { code?: IssueCode } | undefined)?.code
    return code ?? 'invalid'
  }
  return issueCode(issue)
}
