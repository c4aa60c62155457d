import { z } from 'zod'

import { CONTACT_LIMITS, CONTACT_STATUSES } from '../rules/limits'
import { email, own, plainText, requiredText } from './fields'

export const Contact = z
  .strictObject({
    id: z.int(),
    name: z.string(),
    email: z.string(),
    subject: z.string(),
    message: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
    status: z.enum(CONTACT_STATUSES),
  })
  .meta({ id: 'Contact' })

/** The public contact form; the message keeps its line breaks and spacing. */
export const ContactInput = z
  .object({
    name: requiredText(CONTACT_LIMITS.name),
    email,
    subject: requiredText(CONTACT_LIMITS.subject),
    message: plainText(CONTACT_LIMITS.message).refine(
      (message) => message.trim() !== '',
      own('is required', 'required'),
    ),
  })
  .meta({ id: 'ContactInput' })

export const ContactReceipt = z
  .strictObject({ id: z.int(), detail: z.string() })
  .meta({ id: 'ContactReceipt' })

export const ContactStatusInput = z
  .object({ status: z.enum(CONTACT_STATUSES) })
  .meta({ id: 'ContactStatusInput' })

export type ApiContact = z.output<typeof Contact>
export type ContactBody = z.input<typeof ContactInput>
