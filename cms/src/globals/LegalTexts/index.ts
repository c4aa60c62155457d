import { TEXT_LIMITS } from '@sog/contract'
import type { GlobalConfig, Tab } from 'payload'

import { panelText, sectionText } from '@/i18n/texts'
import { anyone } from '@/access/anyone'
import { isAdmin } from '@/access/isAdmin'
import { isStaff } from '@/access/isStaff'

const text = sectionText('legalTexts')

/** A page's tab: its title and its text, `<page>Title` and `<page>Body`. */
function pageTab(page: 'privacy' | 'terms'): Tab {
  return {
    label: text(page),
    fields: [
      {
        name: `${page}Title`,
        label: text('title'),
        type: 'text',
        localized: true,
        maxLength: TEXT_LIMITS.name,
      },
      {
        name: `${page}Body`,
        label: text('text'),
        type: 'richText',
        localized: true,
        admin: { description: text('textHint') },
      },
    ],
  }
}

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
export const LegalTexts: GlobalConfig = {
  slug: 'legal-texts',
  label: text('label'),
  admin: { group: panelText('groups.company') },
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
        pageTab('privacy'),
        pageTab('terms'),
        {
          label: text('priceNote'),
          fields: [
            {
              name: 'priceNote',
              label: text('priceNote'),
              type: 'textarea',
              localized: true,
              maxLength: TEXT_LIMITS.short,
              admin: {
                rows: 3,
                description: text('priceNoteHint'),
              },
            },
          ],
        },
      ],
    },
  ],
}
