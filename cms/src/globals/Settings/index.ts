import {
  DEFAULT_REQUEST_RETENTION_MONTHS,
  link,
  MAX_EXCHANGE_RATE,
  MAX_REQUEST_RETENTION_MONTHS,
  MIN_REQUEST_RETENTION_MONTHS,
  optionalRate,
  RATE_CURRENCIES,
  SettingsInput,
} from '@sog/contract'
import type { GlobalConfig } from 'payload'

import { readWrittenNumbers } from '@/hooks/readWrittenNumbers'
import { panelText, sectionText } from '@/i18n/texts'
import { anyone } from '@/access/anyone'
import { isAdmin } from '@/access/isAdmin'
import { recordSettingsActivity } from '@/hooks/recordActivity'
import { releaseSettingsMedia } from '@/hooks/releaseMedia'
import { fieldRule, trimHook } from '@/lib/field-rules'

const text = sectionText('settings')

/**
 * Company details shown in the footer, on product pages and on the contact page. Everything
 * stored here is public; the spec's admin-password fields change the admin account instead
 * and are never stored.
 *
 * | operation | admin | editor | dealer | anonymous |
 * |-----------|-------|--------|--------|-----------|
 * | read      | yes   | yes    | yes    | yes       |
 * | update    | yes   | no     | no     | no        |
 * | versions  | yes   | no     | no     | no        |
 */
export const Settings: GlobalConfig = {
  slug: 'settings',
  label: text('label'),
  admin: { group: panelText('groups.company') },
  access: {
    read: anyone,
    update: isAdmin,
    readVersions: isAdmin,
  },
  hooks: {
    beforeOperation: [
      readWrittenNumbers([
        ...RATE_CURRENCIES.map((currency) => ({
          path: `exchangeRates.${currency.toLowerCase()}`,
          label: panelText('settings.rateIn', { currency }),
        })),
        { path: 'requestRetentionMonths', label: text('requestRetentionMonths') },
      ]),
    ],
    afterChange: [recordSettingsActivity, releaseSettingsMedia],
  },
  versions: { max: 50 },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: text('company'),
          fields: [
            { name: 'companyName', label: text('companyName'), type: 'text', required: true },
            {
              name: 'companyLogo',
              label: text('companyLogo'),
              type: 'upload',
              relationTo: 'media',
            },
            // The prose is per language, English the fallback; names, addresses and numbers are
            // the company's own (docs/decisions/0169-translatable-settings.md).
            {
              name: 'companyDescription',
              label: text('companyDescription'),
              type: 'richText',
              localized: true,
            },
          ],
        },
        {
          label: text('contact'),
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'contactEmail', label: text('contactEmail'), type: 'email' },
                { name: 'contactPhone', label: text('contactPhone'), type: 'text' },
              ],
            },
            {
              name: 'companyAddress',
              label: text('companyAddress'),
              type: 'textarea',
              admin: { rows: 3 },
            },
            {
              name: 'websiteUrl',
              label: text('websiteUrl'),
              type: 'text',
              hooks: trimHook,
              validate: fieldRule(link, text('websiteUrl')),
            },
            {
              name: 'socialMedia',
              label: text('socialMedia'),
              type: 'group',
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'facebook',
                      label: text('facebook'),
                      type: 'text',
                      hooks: trimHook,
                      validate: fieldRule(link, text('facebook')),
                    },
                    {
                      name: 'twitter',
                      label: text('twitter'),
                      type: 'text',
                      hooks: trimHook,
                      validate: fieldRule(link, text('twitter')),
                    },
                    {
                      name: 'instagram',
                      label: text('instagram'),
                      type: 'text',
                      hooks: trimHook,
                      validate: fieldRule(link, text('instagram')),
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: text('legal'),
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'vatId', label: text('vatId'), type: 'text' },
                { name: 'krs', label: text('krs'), type: 'text' },
                { name: 'regon', label: text('regon'), type: 'text' },
              ],
            },
            {
              name: 'licenses',
              label: text('licenses'),
              type: 'textarea',
              localized: true,
              admin: { rows: 3, description: text('licensesHint') },
            },
          ],
        },
        {
          label: text('exchangeRates'),
          description: text('exchangeRatesHint'),
          fields: [
            {
              name: 'exchangeRates',
              label: text('exchangeRates'),
              type: 'group',
              fields: [
                {
                  type: 'row',
                  fields: RATE_CURRENCIES.map((currency) => {
                    const label = panelText('settings.rateIn', { currency })
                    return {
                      name: currency.toLowerCase(),
                      label,
                      type: 'number' as const,
                      min: 0,
                      max: MAX_EXCHANGE_RATE,
                      admin: { components: { Field: '@/components/DecimalField#DecimalField' } },
                      validate: fieldRule(optionalRate, label),
                    }
                  }),
                },
              ],
            },
          ],
        },
        {
          label: text('requests'),
          description: text('requestsHint'),
          fields: [
            {
              name: 'requestRetentionMonths',
              label: text('requestRetentionMonths'),
              type: 'number',
              required: true,
              defaultValue: DEFAULT_REQUEST_RETENTION_MONTHS,
              min: MIN_REQUEST_RETENTION_MONTHS,
              max: MAX_REQUEST_RETENTION_MONTHS,
              admin: { step: 1 },
              validate: fieldRule(
                SettingsInput.shape.requestRetentionMonths,
                text('requestRetentionMonths'),
              ),
            },
          ],
        },
        {
          label: text('locations'),
          fields: [
            {
              name: 'multipleLocations',
              label: text('multipleLocations'),
              labels: { singular: text('location'), plural: text('multipleLocations') },
              type: 'array',
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'city', label: text('city'), type: 'text', required: true },
                    { name: 'phone', label: text('phone'), type: 'text' },
                  ],
                },
                { name: 'address', label: text('address'), type: 'text' },
                { name: 'hours', label: text('hours'), type: 'text', localized: true },
              ],
            },
          ],
        },
      ],
    },
  ],
}
