import { z } from 'zod'

import { FIREARM_ID_PATTERN } from '../rules/firearm-id'
import { MAX_EXCHANGE_RATE, RATE_DECIMALS } from '../rules/currency'
import { isImageAddress, isSafeLink } from '../rules/links'
import { MAX_IMAGE_BYTES, MAX_NUMERIC_ID, MAX_PRICE, MAX_STOCK, TEXT_LIMITS } from '../rules/limits'
import type { IssueCode } from './field-issue'
import { issueMessage } from './issues'

/**
 * The field rules every schema is built from (docs/product.md, "Validation"). A rule's own
 * message names the problem only; `issueMessage` puts the field's name in front.
 */

/** A rule's own wording, and for refinements the stable code forms translate. */
export const own = (problem: string | (() => string), code?: IssueCode) => ({
  error: (issue: z.core.$ZodRawIssue) =>
    issueMessage(issue, typeof problem === 'string' ? problem : problem()),
  ...(code ? { params: { code } } : {}),
})

/** C0 and C1 control characters and DEL; tab and line breaks are ordinary text. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/

const noControl = own('must not contain control characters', 'format')

export const hasNoControlCharacters = (value: string) => !CONTROL_CHARACTERS.test(value)

/** Any text a person sends: bounded, and free of control characters. */
export const plainText = (max: number) =>
  z.string().max(max).refine(hasNoControlCharacters, noControl)

/** A required line of text, trimmed; blank is missing. */
export const requiredText = (max: number) =>
  z.string().trim().min(1).max(max).refine(hasNoControlCharacters, noControl)

/** Optional text, trimmed; absent or null reads as empty. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine(hasNoControlCharacters, noControl)
    .nullish()
    .transform((value) => value ?? '')

/**
 * The project's one e-mail rule: an ASCII local part without quotes, spaces or `..`, and a
 * domain of letters, digits and inner hyphens ending in a top-level domain of two or more
 * letters. It is the rule Payload's own e-mail fields apply (dealers' sign-in addresses,
 * messages), so an address /api accepts is never refused later by the store (issue 27: the
 * generated round trips found `a@b.c` accepted here and refused there).
 */
export const EMAIL_PATTERN =
  /^(?!.*\.\.)[\w!#$%&'*+/=?^`{|}~-](?:[\w!#$%&'*+/=?^`{|}~.-]*[\w!#$%&'*+/=?^`{|}~-])?@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/i

export const email = z
  .string()
  .trim()
  .min(1)
  .max(TEXT_LIMITS.email)
  .regex(EMAIL_PATTERN, own('must be a valid e-mail address'))

/** An e-mail address or nothing (company settings). */
export const optionalEmail = z
  .union([email, z.literal(''), z.null()])
  .optional()
  .transform((value) => value || null)

/** A link people will click: http(s), mailto: or tel:, or a bare host such as www.example.com. */
export const link = z
  .string()
  .trim()
  .max(TEXT_LIMITS.url)
  .refine(
    (value) => value === '' || isSafeLink(value),
    own('must be an http(s), mailto: or tel: address', 'format'),
  )
  .nullish()
  .transform((value) => value ?? '')

/** Whole cents (floating-point noise such as 0.1 + 0.2 forgiven); nothing below one cent. */
export function hasAtMostTwoDecimals(value: number): boolean {
  if (value !== 0 && Math.abs(value) < 0.01) return false
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6
}

export const money = z
  .number()
  .min(0)
  .max(MAX_PRICE)
  .refine(hasAtMostTwoDecimals, own('must have at most 2 decimal places', 'step'))

/** At most `decimals` decimal places (floating-point noise forgiven). */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals
  return Math.abs(Math.round(scaled) - scaled) < 1e-6
}

/**
 * Empty (absent, null or '') or an exchange rate: 1 EUR in another currency, above 0, bounded,
 * with at most RATE_DECIMALS decimals (docs/decisions/0143-one-currency.md).
 */
export const optionalRate = z
  .union([
    z
      .number()
      .gt(0, own('must be greater than 0'))
      .max(MAX_EXCHANGE_RATE, own(`must be at most ${MAX_EXCHANGE_RATE}`))
      .refine(
        (value) => hasAtMostDecimals(value, RATE_DECIMALS),
        own(`must have at most ${RATE_DECIMALS} decimal places`, 'step'),
      ),
    z.literal(''),
    z.null(),
  ])
  .optional()
  .transform((value) => (value === '' || value === undefined ? null : value))

/** Empty (absent, null or '') or a price. */
export const optionalMoney = z
  .union([money, z.literal(''), z.null()])
  .optional()
  .transform((value) => (value === '' || value === undefined ? null : value))

export const stock = z.number().min(0).max(MAX_STOCK).int()

/**
 * A number within [min, max] in steps of `step` (max may move, like the current year); empty
 * (absent, null or '') is `fallback`.
 */
export function numberOr(
  { min, max, step }: { min: number; max: number | (() => number); step: number },
  fallback: () => number,
) {
  const top = typeof max === 'number' ? () => max : max
  const range = own(() => `must be between ${min} and ${top()}`)
  const bounded = z.number().min(min, range).multipleOf(step)
  const number =
    typeof max === 'number'
      ? bounded.max(max, range)
      : bounded.refine((value) => value <= top(), { ...range, params: { code: 'tooBig' } })
  return z
    .union([number, z.literal(''), z.null()])
    .optional()
    .transform((value) =>
      value === '' || value === null || value === undefined ? fallback() : value,
    )
}

/**
 * A coordinate within [-max, max] degrees. Absent stays absent (an update without it keeps the
 * stored one); empty ('' or null) clears it.
 */
export const optionalCoordinate = (max: number) =>
  z
    .union([
      z
        .number()
        .min(-max, own(`must be between ${-max} and ${max}`))
        .max(max, own(`must be between ${-max} and ${max}`)),
      z.literal(''),
      z.null(),
    ])
    .optional()
    .transform((value) => (value === '' ? null : value))

/** Ids of records the database numbers: path parameters arrive as text. */
export const numericId = z.coerce.number().int().min(1).max(MAX_NUMERIC_ID)

export const firearmId = z
  .string()
  .regex(FIREARM_ID_PATTERN, own('must be 1–64 letters, digits, "-" or "_"'))

/** A `data:` string holds at most a 5 MB image (base64 is 4/3 of the bytes) and its prefix. */
export const MAX_INLINE_IMAGE_CHARS = Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 100

/**
 * What a form sends for an image: an uploaded file as an inline `data:` string (turned into a
 * media file by the server), this site's own `/media/…` address, or an external http(s) address.
 */
export const imageInput = z
  .string()
  .trim()
  .max(MAX_INLINE_IMAGE_CHARS)
  .refine(
    (value) => value === '' || value.startsWith('data:') || isImageAddress(value),
    own('must be an http(s) URL or a site path', 'format'),
  )
