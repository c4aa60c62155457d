import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isStaff } from '@/access/isStaff'
import { FILTER_OPTION_TYPES, optionalText, optionName, TEXT_LIMITS } from '@sog/contract'
import { panelText, sectionText } from '@/i18n/texts'
import { fieldRule, trimHook } from '@/lib/field-rules'
import { recordActivity } from '@/hooks/recordActivity'
import type { FilterOption } from '@/payload-types'
import { keepOptionsConsistent } from './hooks/keepOptionsConsistent'
import { protectUsedOption } from './hooks/protectUsedOption'
import { renameOnFirearms } from './hooks/renameOnFirearms'
import { refuseUnsafeQueries } from '@/hooks/refuseUnsafeQueries'

const text = sectionText('filterOptions')

const labelRule = fieldRule(optionalText(TEXT_LIMITS.option), text('label'))

// Recorded by its type and name, which the activity list words in the reader's language.
const activity = recordActivity<FilterOption>(
  (doc) => doc.type,
  (doc) => doc.name,
)

/**
 * The values offered by the catalogue's filters and the firearm form's dropdowns.
 *
 * | operation | admin | editor | dealer | anonymous |
 * |-----------|-------|--------|--------|-----------|
 * | read      | yes   | yes    | yes    | yes       |
 * | create    | yes   | yes    | no     | no        |
 * | update    | yes   | yes    | no     | no        |
 * | delete    | yes   | yes    | no     | no        |
 */
export const FilterOptions: CollectionConfig = {
  slug: 'filter-options',
  labels: { singular: text('singular'), plural: text('plural') },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'type', 'updatedAt'],
    group: panelText('groups.catalogue'),
  },
  defaultSort: 'name',
  indexes: [{ fields: ['type', 'name'], unique: true }],
  access: {
    read: anyone,
    create: isStaff,
    update: isStaff,
    delete: isStaff,
  },
  hooks: {
    beforeOperation: [refuseUnsafeQueries],
    beforeChange: [keepOptionsConsistent],
    afterChange: [renameOnFirearms, activity.afterChange],
    beforeDelete: [protectUsedOption],
    afterDelete: [activity.afterDelete],
  },
  fields: [
    {
      name: 'name',
      label: text('name'),
      type: 'text',
      required: true,
      hooks: trimHook,
      validate: fieldRule(optionName, text('name')),
    },
    {
      // docs/decisions/0140-translatable-data.md: the name stays the English value firearms store.
      name: 'label',
      label: text('label'),
      type: 'text',
      localized: true,
      hooks: trimHook,
      // A write in another locale can hand the validator every language's value as one object;
      // only a written text is this write's to check.
      validate: (value: unknown, options: Parameters<typeof labelRule>[1]) =>
        typeof value === 'string' ? labelRule(value, options) : true,
      admin: { description: text('labelHint') },
    },
    {
      name: 'type',
      label: text('type'),
      type: 'select',
      required: true,
      options: FILTER_OPTION_TYPES.map((value) => ({
        label: panelText(`optionTypes.${value}`),
        value,
      })),
    },
  ],
}
