import { z } from 'zod'

import { MAX_PASSWORD_LENGTH, TEXT_LIMITS } from '../rules/limits'
import { plainText, requiredText } from './fields'

export const Credentials = z
  .object({
    username: requiredText(TEXT_LIMITS.name),
    password: plainText(MAX_PASSWORD_LENGTH).min(1),
  })
  .meta({ id: 'Credentials' })

export const DealerLogin = z
  .strictObject({
    dealer: z.strictObject({
      dealer_id: z.int(),
      name: z.string(),
      username: z.string(),
      country: z.string(),
      city: z.string(),
    }),
    access_token: z.string(),
    token_type: z.literal('bearer'),
  })
  .meta({ id: 'DealerLogin' })

export const AdminLogin = z
  .strictObject({
    admin: z.strictObject({
      admin_id: z.int(),
      username: z.string(),
      email: z.string(),
      role: z.string(),
    }),
    access_token: z.string(),
    token_type: z.literal('bearer'),
  })
  .meta({ id: 'AdminLogin' })

export type Credentials = z.input<typeof Credentials>
export type ApiDealerLogin = z.output<typeof DealerLogin>
export type ApiAdminLogin = z.output<typeof AdminLogin>

/** A renewed session: a fresh token for the same account, valid until `exp` (seconds). */
export const SessionRenewal = z
  .strictObject({ access_token: z.string(), token_type: z.literal('bearer'), exp: z.int() })
  .meta({ id: 'SessionRenewal' })

export type ApiSessionRenewal = z.output<typeof SessionRenewal>
