/**
 * How a refused input is described, the same on both sides: the server's 400 answer
 * (`{ detail, errors: [{ field, code, message }] }`) and the forms' messages beside each field.
 * `code` is stable and translatable; `message` is an English sentence naming the field.
 */
export type IssueCode =
  | 'required'
  | 'type'
  | 'tooShort'
  | 'tooLong'
  | 'tooSmall'
  | 'tooBig'
  | 'format'
  | 'oneOf'
  | 'step'
  | 'mismatch'
  /** Already used by another record (a dealer's username or e-mail). */
  | 'taken'
  | 'invalid'

export type FieldIssue = { field: string; code: IssueCode; message: string }

/** An entry of a refusal's `errors` as its readers (the web client, the front) accept it. */
export const isFieldIssue = (value: unknown): value is FieldIssue =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FieldIssue).field === 'string' &&
  typeof (value as FieldIssue).code === 'string'
