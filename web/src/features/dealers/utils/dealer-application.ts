import {
  COUNTRIES,
  countryCode,
  email,
  optionalText,
  requiredText,
  TEXT_LIMITS,
} from '@sog/contract'
import { z } from 'zod'

import { mailtoUrl } from '@/lib/format/mail-draft'

/**
 * docs/product.md, "Become a Dealer": who is applying and how to reach them are required; the
 * phone and the business details may be left out (the draft then reads "Not provided").
 */
export const DealerApplicationInput = z.object({
  company: requiredText(TEXT_LIMITS.name),
  contact: requiredText(TEXT_LIMITS.name),
  email,
  phone: optionalText(TEXT_LIMITS.short),
  city: requiredText(TEXT_LIMITS.name),
  /** Country code; the draft names the country in English. */
  country: countryCode,
  details: optionalText(TEXT_LIMITS.companyDescription),
})

export type DealerApplication = z.input<typeof DealerApplicationInput>

/** Whether the draft may be opened: the same rule the form shows beside each field. */
export const isCompleteApplication = (application: DealerApplication) =>
  DealerApplicationInput.safeParse(application).success

export const EMPTY_APPLICATION: DealerApplication = {
  company: '',
  contact: '',
  email: '',
  phone: '',
  city: '',
  country: '',
  details: '',
}

const NOT_PROVIDED = 'Not provided'

/**
 * docs/product.md, "Screens", "Become a Dealer": no server call, a mail draft to the company. The draft
 * goes to the company's staff, so it stays in English whatever the visitor's language.
 */
export function applicationMailto(to: string, application: DealerApplication): string {
  const value = (text: string | null | undefined) => text?.trim() || NOT_PROVIDED
  const country = COUNTRIES.find((c) => c.code === application.country)?.name.en ?? ''
  const body = [
    'Dealer Application',
    '',
    `Company Name: ${value(application.company)}`,
    `Contact Person: ${value(application.contact)}`,
    `Business Email: ${value(application.email)}`,
    `Phone: ${value(application.phone)}`,
    `City: ${value(application.city)}`,
    `Country: ${value(country)}`,
    '',
    'Business Details / Experience:',
    value(application.details),
  ].join('\n')
  return mailtoUrl(to, `Dealer Application - ${value(application.company)}`, body)
}
