import { IMAGE_TOO_LARGE_MESSAGE } from './limits'

/**
 * The refusals a person can meet on the site's screens and in Payload's panel, by a stable code
 * and its parameters (docs/decisions/0170-refusals-by-code.md; docs/api.md, "Errors"). The server
 * answers `{ detail, code, params }`: `detail` is the English text written here from the
 * parameters, for API clients; the browser shows the code's text in the visitor's language
 * (web: `refusals.<code>`, the same parameters). Field errors have their own codes
 * (schemas/issues.ts).
 */
export const REFUSALS = {
  currentPasswordWrong: () => 'Current password is incorrect',
  emailTaken: ({ email }: { email: string }) =>
    `email "${email}" is already used by another dealer`,
  usernameTaken: ({ username }: { username: string }) => `username "${username}" is already taken`,
  firearmIdTaken: ({ id }: { id: string }) => `A firearm with id "${id}" already exists`,
  optionTaken: ({ name, type }: { name: string; type: string }) =>
    `"${name}" already exists as a ${OPTION_TYPE_WORDS[type] ?? type}`,
  optionInUse: ({ name, count }: { name: string; count: number }) =>
    `Cannot delete "${name}" because it is used by ${count} firearm(s). Please reassign those firearms to different categories first.`,
  optionTypeInUse: ({ name, count }: { name: string; count: number }) =>
    `Cannot change the type of "${name}" because it is used by ${count} firearm(s). Please reassign those firearms first.`,
  imageTooLarge: () => IMAGE_TOO_LARGE_MESSAGE,
  imageType: ({ field }: { field: string }) =>
    `${field} must be a JPEG, PNG, WebP, GIF or AVIF image`,
  imageTooManyPixels: ({ megapixels }: { megapixels: number }) =>
    `Image must have at most ${megapixels} megapixels`,
  // A save's body over its route's limit (the front's, before anything reads it).
  // The limit as the English detail writes it (`size`: "64 KB", "2 MB"), and in kilobytes.
  bodyTooLarge: ({ size }: { size: string; kilobytes: number }) =>
    `Request body is too large (at most ${size} here)`,
  saveTooLarge: ({ count }: { count: number }) =>
    `Request body is too large: one save may carry at most ${count} new images of 5 MB each`,
  // A door's share used up: the wait in seconds (the answer's Retry-After), which people are
  // told in whole minutes (`count`, rounded up).
  tooManyRequests: ({ seconds }: { seconds: number; count: number }) =>
    `Too many requests; please try again in ${seconds} seconds`,
  // Wrong passwords in a row for one name from one client: the wait in whole minutes.
  signInPaused: ({ count }: { count: number }) =>
    `Too many failed login attempts. Try again in ${count} minute${count === 1 ? '' : 's'}.`,
  databaseAway: () => 'The database is not answering; please try again shortly',
  // The application server behind the front: busy, one client's share of it in use, away
  // (restarting), too slow, or gone mid-answer.
  serverBusy: () => 'The server is busy; please try again in a moment',
  tooManyAtOnce: () => 'Too many requests at once from this client',
  serverAway: () => 'The application server is not answering; please try again shortly',
  serverSlow: () => 'The application server took too long to answer',
  serverClosed: () => 'The application server closed the connection',
  dealerInactive: () => 'This dealer account is inactive',
  lastAdmin: () => 'At least one administrator account must remain',
  csvUnreadable: ({ reason }: { reason: string }) => `The CSV cannot be read: ${reason}`,
  csvTooManyRows: ({ max }: { max: number }) => `A stock CSV may have at most ${max} rows`,
  csvMissingColumns: ({ columns }: { columns: string }) =>
    `The CSV header lacks the column ${columns}`,
  csvRowsRefused: ({ count }: { count: number }) =>
    `${count} ${count === 1 ? 'row has' : 'rows have'} errors; nothing was imported`,
  // One row of a stock CSV (its line is the row error's own).
  csvNoKey: () => 'firearmId or name is required',
  csvUnknownId: ({ id }: { id: string }) => `No firearm has the id "${id}"`,
  csvUnknownName: ({ name }: { name: string }) => `No firearm is named "${name}"`,
  csvAmbiguousName: ({ name, count }: { name: string; count: number }) =>
    `${count} firearms are named "${name}": give its firearmId`,
  csvRepeated: ({ name, line }: { name: string; line: number }) =>
    `${name} is on line ${line} already`,
  csvValue: ({ message }: { column: string; issue: string; message: string }) => message,
} as const

const OPTION_TYPE_WORDS: Record<string, string> = {
  category: 'category',
  caliber: 'caliber',
  barrelLength: 'barrel length',
  systemType: 'system type',
}

export type RefusalCode = keyof typeof REFUSALS
/** A code's parameters: what its text is written from, in every language. */
export type RefusalParams<C extends RefusalCode> =
  Parameters<(typeof REFUSALS)[C]> extends [infer P] ? P : Record<string, never>

/** A refusal as the answer carries it: its code, its parameters and its English text. */
export type CodedRefusal = {
  code: RefusalCode
  params: Record<string, string | number>
  detail: string
}

export function refusal<C extends RefusalCode>(
  code: C,
  ...[params]: Parameters<(typeof REFUSALS)[C]> extends [] ? [] : [RefusalParams<C>]
): CodedRefusal {
  const write = REFUSALS[code] as (params?: unknown) => string
  return {
    code,
    params: (params ?? {}) as Record<string, string | number>,
    detail: write(params),
  }
}

/** A wait as people are told it (`count` of `tooManyRequests`, `signInPaused`): whole minutes, rounded up. */
export const wholeMinutes = (seconds: number): number => Math.max(1, Math.ceil(seconds / 60))

export const isRefusalCode = (value: unknown): value is RefusalCode =>
  typeof value === 'string' && Object.hasOwn(REFUSALS, value)
