import { toNestErrors } from '@hookform/resolvers'
import { fieldIssues, PARSE_OPTIONS, type FieldIssue } from '@sog/contract'
import type {
  FieldError,
  FieldErrors,
  FieldValues,
  Path,
  Resolver,
  UseFormReturn,
} from 'react-hook-form'
import type { z } from 'zod'

import { ApiError } from '@/lib/api/api-client'
import { mergeThreeWay, type FieldPath } from './merge'

/** Add and edit share one form per record (dealers, firearms); only the call and texts differ. */
export type FormMode = 'create' | 'edit'

/** What the person chose when their save met someone else's change. */
export type ConflictChoice = 'theirs' | 'overwrite' | 'cancel'

/** The fields that differ between the two versions, by their labels on screen. */
export type ConflictFields = {
  /** Changed only by them: "Overwrite with mine" keeps their value. */
  theirs: string[]
  /** Changed only by this person: written by "Overwrite with mine". */
  mine: string[]
  /** Changed by both: "Overwrite with mine" writes this person's value. */
  both: string[]
}
export type AskConflict = (fields: ConflictFields) => Promise<ConflictChoice>

/** A field's label as the form shows it, by its place in the values; null for what it does not show. */
export type FieldLabel = (path: FieldPath) => string | null

const labelled = (paths: FieldPath[], label: FieldLabel) => [
  ...new Set(paths.map(label).filter((name): name is string => name !== null)),
]

/**
 * A save refused because someone else changed the record since it was opened (409 with the
 * record as it is now; docs/api.md, "Versions"): the person is shown which fields differ and
 * chooses. `theirs` loads their version; `overwrite` gets theirs with only this person's changes
 * on top (`mergeThreeWay` of what the form opened with, what it holds and theirs), to save on
 * their version. False for any other error.
 */
export async function settleConflict<C extends { version: string | null }, V>(
  error: unknown,
  ask: AskConflict,
  on: {
    /** What the form opened with, and what it holds now. */
    base: V
    mine: V
    toValues: (current: C) => V
    label: FieldLabel
    theirs: (current: C) => void
    overwrite: (merged: V, current: C) => Promise<unknown>
  },
): Promise<boolean> {
  const current = error instanceof ApiError ? error.current : undefined
  if (typeof current !== 'object' || current === null || !('version' in current)) return false
  const record = current as C
  const merge = mergeThreeWay(on.base, on.mine, on.toValues(record))
  const choice = await ask({
    theirs: labelled(merge.theirs, on.label),
    mine: labelled(merge.mine, on.label),
    both: labelled(merge.both, on.label),
  })
  if (choice === 'theirs') on.theirs(record)
  if (choice === 'overwrite') await on.overwrite(merge.merged, record)
  return true
}

/**
 * `settleConflict` for an edit form holding its record's `version`: their version is loaded
 * into the form, or becomes what the form was opened with, holding theirs with this person's
 * changes on top, saved again with their version.
 */
export function settleFormConflict<
  C extends { version: string | null },
  V extends FieldValues & { version?: string | undefined },
>(
  error: unknown,
  ask: AskConflict,
  form: Pick<UseFormReturn<V>, 'reset' | 'getValues' | 'formState'>,
  toValues: (current: C) => V,
  resubmit: () => Promise<unknown>,
  label: FieldLabel,
): Promise<boolean> {
  return settleConflict<C, V>(error, ask, {
    // What the form was opened with, or last loaded (their version, a saved record).
    base: form.formState.defaultValues as V,
    mine: form.getValues(),
    toValues,
    label,
    theirs: (current) => form.reset(toValues(current)),
    overwrite: (merged, current) => {
      const theirs = toValues(current)
      // Their version is now the one this form edits: a later conflict merges against it.
      form.reset(theirs)
      form.reset({ ...merged, version: theirs.version }, { keepDefaultValues: true })
      return resubmit()
    },
  })
}

/** `images[0]` and `multipleLocations[1].city` (the contract's paths) as form names. */
export const formName = (field: string) => field.replace(/\[(\d+)\]/g, '.$1')

const toFieldErrors = (issues: FieldIssue[]) => {
  const errors: Record<string, FieldError> = {}
  for (const issue of issues) {
    errors[formName(issue.field)] ??= { type: issue.code, message: issue.message }
  }
  return errors
}

/**
 * The forms validate with the contract's own schemas and parse options, so a field's error
 * carries the contract's stable code (`type`), the same code the server sends in its 400
 * answer: both are translated by one table (docs/api.md). @hookform/resolvers' `zodResolver`
 * keeps only zod's raw code, which cannot tell a missing value from a wrong one or a refinement
 * from another (docs/decisions/0053-forms-by-contract.md), so its nesting helper is used with the
 * contract's issues.
 */
export function contractResolver<
  S extends z.ZodType<FieldValues, FieldValues>,
  /** What the form holds, when it holds more than the schema reads. */
  V extends FieldValues = z.input<S>,
>(schema: S): Resolver<V, unknown, z.output<S>> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values, PARSE_OPTIONS)
    if (result.success) return { values: result.data, errors: {} }
    return { values: {}, errors: toNestErrors(toFieldErrors(fieldIssues(result.error)), options) }
  }
}

/**
 * A whole-number input read as a number; blank is absent, so a required number reads "required"
 * (decimals: lib/forms/decimals.ts).
 */
export const asNumber = {
  setValueAs: (value: unknown) =>
    typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value,
}

/**
 * A refused save shown where it belongs (docs/product.md, "Errors"): each field the server names
 * gets its message beside it (the summary then focuses the first); a refusal naming no field
 * goes to the summary next to the submit button (`errors.root.server`).
 */
export function showSaveError<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError'>,
  error: unknown,
  /** What the summary says when the server names no field (its detail, in the visitor's words). */
  message: string,
): void {
  const issues = error instanceof ApiError ? error.issues : []
  for (const issue of issues) {
    form.setError(formName(issue.field) as Path<T>, { type: issue.code, message: issue.message })
  }
  form.setError('root.server', {
    type: error instanceof ApiError ? String(error.status) : 'network',
    message: issues.length > 0 ? '' : message,
  })
}

/**
 * `showSaveError`'s errors for a refusal the form is rendered with, before any event (a form
 * posted without the app, lib/page/posted-form.tsx). For forms whose fields are not nested.
 */
export function refusalErrors<T extends FieldValues>(
  refusal: { status: number; issues: FieldIssue[] },
  message: string,
): FieldErrors<T> {
  const errors: FieldErrors = {
    ...toFieldErrors(refusal.issues),
    root: {
      server: { type: String(refusal.status), message: refusal.issues.length > 0 ? '' : message },
    },
  }
  return errors as FieldErrors<T>
}
