import { COUNTRIES } from '@sog/contract'

import { mailtoUrl } from '@/lib/mail-draft'

export type DealerApplication = {
  company: string
  contact: string
  email: string
  phone: string
  city: string
  /** Country code; the draft names the country in English. */
  country: string
  details: string
}

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
  const value = (text: string) => text.trim() || NOT_PROVIDED
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
