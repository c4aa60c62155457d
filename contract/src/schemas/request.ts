import { z } from 'zod'

import { LANGUAGES } from '../rules/countries'
import { MAX_NUMERIC_ID, TEXT_LIMITS } from '../rules/limits'
import { DEFAULT_LANGUAGE } from '../rules/preferences'
import {
  COMPANY_RECIPIENT,
  REQUEST_INSIGHT_DAYS,
  REQUEST_KINDS,
  REQUEST_LIMITS,
  REQUEST_STATUSES,
} from '../rules/requests'
import { countryCode } from './dealer'
import { email, firearmId, numericId, optionalText, own, requiredText } from './fields'
import { pageOf, pagingQuery } from './paging'

/**
 * Price and availability requests (docs/api.md, "Requests"): the visitor's form, the stored
 * request as its recipient and the administrators read it, the lists' queries, a status change,
 * a reassignment and the dashboard's counts.
 */

const blankIsAbsent = (value: unknown) => (value === '' ? undefined : value)

/** A record's id in a JSON body: a number, never coerced from text. */
const recordId = z.int().min(1).max(MAX_NUMERIC_ID)

export const requestKind = z
  .enum(REQUEST_KINDS)
  .meta({ description: 'What the visitor asks about: the price or the availability' })
export const requestStatus = z
  .enum(REQUEST_STATUSES)
  .meta({ description: 'new until answered; closed when nothing more is to be done' })

/**
 * The request form. `dealerId` names a dealer listed where to buy the firearm (active, with it
 * available and in stock); absent or null sends the request to the company. `website` is a
 * field people never see: a form that fills it is a robot's, accepted and dropped unread.
 */
export const RequestInput = z
  .object({
    firearmId,
    dealerId: recordId
      .nullish()
      .transform((value) => value ?? null)
      .meta({ description: 'The dealer asked; absent or null: the company' }),
    kind: requestKind,
    name: requiredText(REQUEST_LIMITS.name),
    email,
    phone: optionalText(REQUEST_LIMITS.phone),
    message: optionalText(REQUEST_LIMITS.message),
    language: z
      .enum(LANGUAGES)
      .optional()
      .transform((value) => value ?? DEFAULT_LANGUAGE)
      .meta({ description: 'The visitor’s language: its confirmation mail is written in it' }),
    country: countryCode.meta({ description: 'The visitor’s country (ISO code)' }),
    website: z
      .string()
      .max(TEXT_LIMITS.url, own(`must be at most ${TEXT_LIMITS.url} characters`))
      .optional()
      .meta({ description: 'Leave empty (a field people never see)' }),
  })
  .meta({ id: 'RequestInput' })

export const RequestReceipt = z.strictObject({ detail: z.string() }).meta({ id: 'RequestReceipt' })

/** A request as its dealer and the administrators read it. */
export const VisitorRequest = z
  .strictObject({
    id: z.int(),
    kind: requestKind,
    status: requestStatus,
    firearm: z.strictObject({
      /** Null once the firearm has been deleted; its name stays. */
      id: z.string().nullable(),
      name: z.string(),
    }),
    /** Null: sent to the company. */
    dealer: z.strictObject({ id: z.int(), name: z.string() }).nullable(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    message: z.string(),
    language: z.enum(LANGUAGES),
    country: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'VisitorRequest' })

export const VisitorRequestPage = z
  .strictObject(pageOf(VisitorRequest))
  .meta({ id: 'VisitorRequestPage' })

const paging = { page: pagingQuery.page, limit: pagingQuery.limit }
const statusFilter = z
  .preprocess(blankIsAbsent, requestStatus.optional())
  .meta({ description: 'Only requests with this status' })

/** A dealer's own requests, newest first. */
export const DealerRequestQuery = z
  .object({ ...paging, status: statusFilter })
  .meta({ id: 'DealerRequestQuery' })

/** Every request, newest first, filtered by status, recipient, the visitor's country, firearm. */
export const AdminRequestQuery = z
  .object({
    ...paging,
    status: statusFilter,
    dealer: z
      .preprocess(blankIsAbsent, z.union([z.literal(COMPANY_RECIPIENT), numericId]).optional())
      .meta({
        description: `Only those sent to this dealer (its id), or to the company (\`${COMPANY_RECIPIENT}\`)`,
      }),
    country: z
      .preprocess(blankIsAbsent, countryCode.optional())
      .meta({ description: 'Only those from visitors in this country (ISO code)' }),
    firearm: z
      .preprocess(blankIsAbsent, firearmId.optional())
      .meta({ description: 'Only those about this firearm (its id)' }),
  })
  .meta({ id: 'AdminRequestQuery' })

export const RequestStatusInput = z
  .object({ status: requestStatus })
  .meta({ id: 'RequestStatusInput' })

/**
 * An administrator's change: the status, the recipient (`dealerId`: another active dealer, or
 * null for the company), or both; absent leaves it as it is.
 */
export const AdminRequestInput = z
  .object({
    status: requestStatus.optional(),
    dealerId: recordId
      .nullable()
      .optional()
      .meta({ description: 'The new recipient: an active dealer, or null for the company' }),
  })
  .refine((value) => value.status !== undefined || value.dealerId !== undefined, {
    ...own('must change the status or the recipient', 'required'),
    path: ['status'],
  })
  .meta({ id: 'AdminRequestInput' })

/** A firearm a dealer lists where to buy it: the ones a request to that dealer may name. */
export const OfferedFirearm = z
  .strictObject({ id: z.string(), name: z.string() })
  .meta({ id: 'OfferedFirearm' })

export const RequestInsightQuery = z
  .object({
    days: z
      .preprocess(
        blankIsAbsent,
        z.coerce
          .number()
          .pipe(z.union(REQUEST_INSIGHT_DAYS.map((days) => z.literal(days))))
          .default(REQUEST_INSIGHT_DAYS[0]),
      )
      .meta({ description: `The window, in days: ${REQUEST_INSIGHT_DAYS.join(' or ')}` }),
  })
  .meta({ id: 'RequestInsightQuery' })

const outcome = {
  total: z.int().min(0),
  new: z.int().min(0),
  answered: z.int().min(0),
  closed: z.int().min(0),
}

/**
 * The dashboard's counts of the requests sent in the last `days` days (from `since`), per
 * firearm and per visitor's country, each with their statuses now; most requests first.
 */
export const RequestInsight = z
  .strictObject({
    days: z.int(),
    since: z.iso.datetime({ offset: true }),
    totals: z.strictObject(outcome),
    byFirearm: z.array(
      z.strictObject({ firearmId: z.string().nullable(), name: z.string(), ...outcome }),
    ),
    byCountry: z.array(z.strictObject({ country: z.string(), ...outcome })),
  })
  .meta({ id: 'RequestInsight' })

export type RequestBody = z.input<typeof RequestInput>
export type ApiVisitorRequest = z.output<typeof VisitorRequest>
export type ApiVisitorRequestPage = z.output<typeof VisitorRequestPage>
export type AdminRequestQueryData = z.output<typeof AdminRequestQuery>
export type DealerRequestQueryData = z.output<typeof DealerRequestQuery>
export type AdminRequestBody = z.input<typeof AdminRequestInput>
export type ApiOfferedFirearm = z.output<typeof OfferedFirearm>
export type ApiRequestInsight = z.output<typeof RequestInsight>
export type RequestOutcome = { [K in keyof typeof outcome]: number }
