import type { ApiFirearm } from '@sog/contract'
import type { TFunction } from 'i18next'

import { mailtoUrl } from '@/lib/mail-draft'

export type MailKind = 'quote' | 'inquiry'

/**
 * docs/product.md, "Calls": a quote request or inquiry opens a draft to the company with the subject
 * "Price Quote Request - {name}" or "Firearm Inquiry - {name}" and a body listing product,
 * category, caliber, barrel length, system type and availability.
 */
export function firearmMailUrl(
  t: TFunction,
  kind: MailKind,
  firearm: ApiFirearm,
  companyEmail: string | null | undefined,
): string {
  const lines = [
    t(`catalog.mail.${kind}Intro`),
    '',
    `${t('catalog.mail.product')}: ${firearm.name}`,
    `${t('catalog.fields.category')}: ${firearm.category}`,
    `${t('catalog.fields.caliber')}: ${firearm.caliber}`,
    `${t('catalog.fields.barrelLength')}: ${firearm.barrelLength}`,
    `${t('catalog.fields.systemType')}: ${firearm.systemType}`,
    `${t('catalog.fields.availability')}: ${firearm.availability}`,
    '',
    t('catalog.mail.closing'),
  ]
  return mailtoUrl(
    companyEmail ?? '',
    t(`catalog.mail.${kind}Subject`, { name: firearm.name }),
    lines.join('\n'),
  )
}
