import {
  DEFAULT_REQUEST_RETENTION_MONTHS,
  link,
  MAX_EXCHANGE_RATE,
  MAX_REQUEST_RETENTION_MONTHS,
  MIN_REQUEST_RETENTION_MONTHS,
  optionalRate,
  RATE_CURRENCIES,
  RATE_DECIMALS,
  SettingsInput,
} from '@sog/contract'
import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdmin } from '@/access/isAdmin'
import { recordSettingsActivity } from '@/hooks/recordActivity'
import { releaseSettingsMedia } from '@/hooks/releaseMedia'
import { fieldRule, trimHook } from '@/lib/field-rules'

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
  label: 'Company settings',
  admin: { group: 'Company' },
  access: {
    read: anyone,
    update: isAdmin,
    readVersions: isAdmin,
  },
  hooks: { afterChange: [recordSettingsActivity, releaseSettingsMedia] },
  versions: { max: 50 },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Company',
          fields: [
            { name: 'companyName', type: 'text', required: true },
            { name: 'companyLogo', type: 'upload', relationTo: 'media' },
            // The prose is per language, English the fallback; names, addresses and numbers are
            // the company's own (docs/decisions/0169-translatable-settings.md).
            { name: 'companyDescription', type: 'richText', localized: true },
          ],
        },
        {
          label: 'Contact',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'contactEmail', type: 'email' },
                { name: 'contactPhone', type: 'text' },
              ],
            },
            { name: 'companyAddress', type: 'textarea', admin: { rows: 3 } },
            {
              name: 'websiteUrl',
              label: 'Website URL',
              type: 'text',
              hooks: trimHook,
              validate: fieldRule(link, 'Website URL'),
            },
            {
              name: 'socialMedia',
              type: 'group',
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'facebook',
                      type: 'text',
                      hooks: trimHook,
                      validate: fieldRule(link, 'Facebook'),
                    },
                    {
                      name: 'twitter',
                      type: 'text',
                      hooks: trimHook,
                      validate: fieldRule(link, 'Twitter'),
                    },
                    {
                      name: 'instagram',
                      type: 'text',
                      hooks: trimHook,
                      validate: fieldRule(link, 'Instagram'),
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Legal',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'vatId', label: 'VAT ID (NIP)', type: 'text' },
                { name: 'krs', label: 'KRS', type: 'text' },
                { name: 'regon', label: 'REGON', type: 'text' },
              ],
            },
            {
              name: 'licenses',
              type: 'textarea',
              localized: true,
              admin: { rows: 3, description: 'One licence per line.' },
            },
          ],
        },
        {
          label: 'Exchange rates',
          description:
            'Dealer prices are in EUR. With a rate, visitors paying in that currency see them converted, marked as approximate; countries outside PLN and EUR see the legacy $ price only when the EUR → USD rate is set (otherwise EUR). Leave empty for none.',
          fields: [
            {
              name: 'exchangeRates',
              type: 'group',
              fields: [
                {
                  type: 'row',
                  fields: RATE_CURRENCIES.map((currency) => ({
                    name: currency.toLowerCase(),
                    label: `1 EUR in ${currency}`,
                    type: 'number' as const,
                    min: 0,
                    max: MAX_EXCHANGE_RATE,
                    admin: { step: 10 ** -RATE_DECIMALS },
                    validate: fieldRule(optionalRate, `1 EUR in ${currency}`),
                  })),
                },
              ],
            },
          ],
        },
        {
          label: 'Requests',
          description:
            'Price and availability requests from visitors are removed this many months after they were sent (at every start and every few hours).',
          fields: [
            {
              name: 'requestRetentionMonths',
              label: 'Keep requests for (months)',
              type: 'number',
              required: true,
              defaultValue: DEFAULT_REQUEST_RETENTION_MONTHS,
              min: MIN_REQUEST_RETENTION_MONTHS,
              max: MAX_REQUEST_RETENTION_MONTHS,
              admin: { step: 1 },
              validate: fieldRule(
                SettingsInput.shape.requestRetentionMonths,
                'Keep requests for (months)',
              ),
            },
          ],
        },
        {
          label: 'Locations',
          fields: [
            {
              name: 'multipleLocations',
              label: 'Other locations',
              type: 'array',
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'city', type: 'text', required: true },
                    { name: 'phone', type: 'text' },
                  ],
                },
                { name: 'address', type: 'text' },
                { name: 'hours', type: 'text', localized: true },
              ],
            },
          ],
        },
      ],
    },
  ],
}
