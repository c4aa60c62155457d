import { TEXT_LIMITS } from '@sog/contract'
import type { GlobalConfig, Tab } from 'payload'

import { anyone } from '@/access/anyone'
import { isAdmin } from '@/access/isAdmin'
import { isStaff } from '@/access/isStaff'

/**
 * The privacy policy, the terms of use and the price note shown beside prices, in each of the
 * five languages (English the fallback). Content editors keep them in the panel; the site reads
 * them through `GET /api/legal` (docs/decisions/0163-legal-pages.md). The imprint has no text
 * here: it is the company settings' name, address, register numbers and licences.
 *
 * | operation | admin | editor | dealer | anonymous |
 * |-----------|-------|--------|--------|-----------|
 * | read      | yes   | yes    | yes    | yes       |
 * | update    | yes   | yes    | no     | no        |
 * | versions  | yes   | no     | no     | no        |
 */
/** A page's tab: its title and its text, `<page>Title` and `<page>Body`. */
function pageTab(page: 'privacy' | 'terms', label: string): Tab {
  return {
    label,
    fields: [
      {
        name: `${page}Title`,
        label: 'Title',
        type: 'text',
        localized: true,
        maxLength: TEXT_LIMITS.name,
      },
      {
        name: `${page}Body`,
        label: 'Text',
        type: 'richText',
        localized: true,
        admin: {
          description:
            'Headings, paragraphs and lists are shown on the site; other formatting is shown as plain text.',
        },
      },
    ],
  }
}

export const LegalTexts: GlobalConfig = {
  slug: 'legal-texts',
  label: 'Legal texts',
  admin: { group: 'Company' },
  access: {
    read: anyone,
    update: isStaff,
    readVersions: isAdmin,
  },
  versions: { max: 50 },
  fields: [
    {
      type: 'tabs',
      tabs: [
        pageTab('privacy', 'Privacy policy'),
        pageTab('terms', 'Terms of use'),
        {
          label: 'Price note',
          fields: [
            {
              name: 'priceNote',
              label: 'Price note',
              type: 'textarea',
              localized: true,
              maxLength: TEXT_LIMITS.short,
              admin: {
                rows: 3,
                description:
                  'Shown beside prices on the catalogue and product pages, in the page language.',
              },
            },
          ],
        },
      ],
    },
  ],
}
