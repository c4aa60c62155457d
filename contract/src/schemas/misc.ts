import { z } from 'zod'

import { LANGUAGES } from '../rules/countries'

/** A refusal's stable code and what its text is written from (rules/refusals.ts). */
export const refusalCode = z.string().optional().meta({
  description:
    'The refusal by a stable code (docs/api.md, "Errors"), to show it in the reader\'s language',
})
export const refusalParams = z
  .record(z.string(), z.union([z.string(), z.number()]))
  .optional()
  .meta({ description: "The values the code's text names" })

/**
 * Every refusal: `detail` says what is wrong, in English; `code` and `params` say it again for a
 * translation, wherever a screen may show it; `errors` lists each invalid field of a body.
 */
export const ApiErrorBody = z
  .strictObject({
    detail: z.string(),
    code: refusalCode,
    params: refusalParams,
    errors: z
      .array(z.strictObject({ field: z.string(), code: z.string(), message: z.string() }))
      .optional(),
  })
  .meta({ id: 'Error' })

export const Message = z.strictObject({ detail: z.string() }).meta({ id: 'Message' })

export const CountryEntry = z
  .strictObject({
    code: z.string(),
    currency: z.string(),
    name: z.strictObject(
      Object.fromEntries(LANGUAGES.map((language) => [language, z.string()])) as Record<
        (typeof LANGUAGES)[number],
        z.ZodString
      >,
    ),
  })
  .meta({ id: 'Country' })

export const DashboardStats = z
  .strictObject({
    totalDealers: z.int(),
    activeDealers: z.int(),
    inactiveDealers: z.int(),
    totalFirearms: z.int(),
    totalContacts: z.int(),
    newContacts: z.int(),
  })
  .meta({ id: 'DashboardStats' })

export const Health = z
  .strictObject({
    status: z.literal('ok'),
    database: z.literal('up'),
    databaseLatencyMs: z.int(),
    version: z.string(),
    uptimeSeconds: z.int(),
  })
  .meta({ id: 'Health' })

export const HealthDown = z
  .strictObject({
    detail: z.string(),
    status: z.literal('degraded'),
    database: z.literal('down'),
  })
  .meta({ id: 'HealthDown' })

/** The OpenAPI document itself. */
export const OpenApiDocument = z.record(z.string(), z.unknown())

export type ApiErrorBody = z.output<typeof ApiErrorBody>
export type ApiCountry = z.output<typeof CountryEntry>
export type ApiDashboardStats = z.output<typeof DashboardStats>
export type ApiHealth = z.output<typeof Health>
