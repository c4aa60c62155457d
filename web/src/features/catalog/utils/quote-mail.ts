import type { ApiFirearm, FilterOptionType } from '@sog/contract'
import type { TFunction } from 'i18next'

import { availabilityText } from '@/components/ui/availability-badge'
import { mailtoUrl } from '@/lib/format/mail-draft'

export type MailKind = 'quote' | 'inquiry'

/**
 * docs/product.md, "Calls": a quote request or inquiry opens a draft to the company with the subject
 * "Price Quote Request - {name}" or "Firearm Inquiry - {name}" and a body listing product,
 * category, caliber, barrel length, system type and availability, each in the draft's language as
 * the page shows it (issue 30).
 */
export function firearmMailUrl(
  t: TFunction,
  kind: MailKind,
  firearm: ApiFirearm,
  companyEmail: string | null | undefined,
  /** The option's name in the page's language (useOptionLabel). */
  optionLabel: (type: FilterOptionType, value: string) => string,
): string {
  const option = (type: FilterOptionType) =>
    `${t(`catalog.fields.${type}`)}: ${optionLabel(type, firearm[type])}`
  const lines = [
    t(`catalog.mail.${kind}Intro`),
    '',
    `${t('catalog.mail.product')}: ${firearm.name}`,
    option('category'),
    option('caliber'),
    option('barrelLength'),
    option('systemType'),
    `${t('catalog.fields.availability')}: ${availabilityText(t, firearm.availability)}`,
    '',
    t('catalog.mail.closing'),
  ]
  return mailtoUrl(
    companyEmail ?? '',
    t(`catalog.mail.${kind}Subject`, { name: firearm.name }),
    lines.join('\n'),
  )
}
