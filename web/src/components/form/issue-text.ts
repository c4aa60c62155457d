import type { TFunction } from 'i18next'
import type { FieldError } from 'react-hook-form'

/** Per field, its own wording of some codes (e.g. a password's minimum length). */
export type IssueTexts = Partial<Record<string, string>>

/**
 * A field's error in the visitor's language, by the contract's stable code (docs/api.md): the
 * same table for the forms' own checks and the server's 400 answers.
 */
export function issueText(t: TFunction, error: FieldError, own: IssueTexts = {}): string {
  return own[error.type] ?? t([`form.issue.${error.type}`, 'form.issue.invalid'])
}
