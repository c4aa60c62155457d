import type { CollectionConfig, Field, TextFieldSingleValidation } from 'payload'

import {
  AVAILABILITY_VALUES,
  DEFAULT_AVAILABILITY,
  firearmId,
  isImageAddress,
  MAX_DESCRIPTION_LENGTH,
  newFirearmId,
  normaliseAvailability,
  optionalMoney,
  own,
  requiredText,
  LANGUAGE_NAMES,
  SPEC_FIELDS,
  SPEC_LANGUAGES,
  TEXT_LIMITS,
  notAnOptionMessage,
  type FilterOptionType,
  type SpecLanguage,
} from '@sog/contract'
import { z } from 'zod'

import { anyone } from '@/access/anyone'
import { isStaff } from '@/access/isStaff'
import { releaseChangedMedia, releaseDeletedMedia } from '@/hooks/releaseMedia'
import { panelLanguage, panelText, say, sectionText } from '@/i18n/texts'
import { fieldRule, trimHook } from '@/lib/field-rules'
import { recordActivity } from '@/hooks/recordActivity'
import type { Firearm } from '@/payload-types'
import { cleanGallery } from './hooks/cleanGallery'
import { deleteFirearmInventory } from './hooks/deleteFirearmInventory'
import { optionExists } from './optionExists'
import { readWrittenNumbers } from '@/hooks/readWrittenNumbers'
import { refuseUnsafeQueries } from '@/hooks/refuseUnsafeQueries'

/**
 * An image address that is not an upload: empty, an http(s) address or a site path. Checked
 * trimmed, as the contract's `imageInput` is and as it is stored (its trim hook): the panel
 * validates what was typed before the server trims, so "  /media/a.jpg " was refused there.
 */
const imageAddress = z
  .string()
  .trim()
  .refine(
    (value) => value === '' || isImageAddress(value),
    own('must be an http(s) URL or a site path', 'format'),
  )
  .nullish()

const text = sectionText('firearms')

function optionField(name: FilterOptionType): Field {
  const label = panelText(`optionTypes.${name}`)
  const format = fieldRule(requiredText(TEXT_LIMITS.option), label)
  const validate: TextFieldSingleValidation = async (value, options) => {
    const formatted = format(value, options)
    if (formatted !== true) return formatted
    // Only the filter options' names: a typo would drop the firearm from the filters.
    const exists = await optionExists(options.req, options.data, name, String(value))
    if (exists) return true
    const language = panelLanguage(options.req)
    return language === 'en'
      ? notAnOptionMessage(label.en, String(value))
      : say(language, 'issues.notAnOption', { label: label[language], value: String(value) })
  }
  return {
    name,
    label,
    type: 'text',
    required: true,
    index: true,
    hooks: trimHook,
    validate,
    admin: {
      components: { Field: '@/components/OptionSelectField#OptionSelectField' },
      description: text('optionHint'),
    },
  }
}

function priceField(name: 'pricePLN' | 'priceEUR' | 'price'): Field {
  const label = text(name)
  return {
    name,
    label,
    type: 'number',
    min: 0,
    admin: {
      components: { Field: '@/components/DecimalField#DecimalField' },
      description: text(`${name}Hint`),
    },
    validate: fieldRule(optionalMoney, label),
  }
}

/**
 * One language's specifications. The Polish group keeps its rows' Polish names in every
 * language of the panel (they name the Polish texts, as in the site's own form); the others
 * have the English keys, named in the panel's language.
 */
function specGroup(lang: SpecLanguage): Field {
  const rows =
    lang === 'pl'
      ? SPEC_FIELDS.pl.map(([name, polish]) => ({ name, label: polish }))
      : SPEC_FIELDS[lang].map(([name]) => ({ name, label: panelText(`specs.${name}`) }))
  return {
    name: lang,
    label:
      lang === 'pl' || lang === 'en'
        ? text(lang === 'pl' ? 'specsPl' : 'specsEn')
        : panelText('firearms.specsIn', { language: LANGUAGE_NAMES[lang] }),
    type: 'group',
    fields: rows.map((row) => ({ ...row, type: 'text' as const, hooks: trimHook })),
  }
}

const activity = recordActivity<Firearm>('firearm', (doc) => doc.name)

/**
 * The catalogue. Ids are strings (`sog-{timestamp}-{random5}`), chosen by the client.
 *
 * | operation | admin | editor | dealer | anonymous |
 * |-----------|-------|--------|--------|-----------|
 * | read      | yes   | yes    | yes    | yes       |
 * | create    | yes   | yes    | no     | no        |
 * | update    | yes   | yes    | no     | no        |
 * | delete    | yes   | yes    | no     | no        |
 * | versions  | yes   | yes    | no     | no        |
 */
export const Firearms: CollectionConfig = {
  slug: 'firearms',
  labels: { singular: text('singular'), plural: text('plural') },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'category', 'caliber', 'availability', 'pricePLN', 'isNew'],
    listSearchableFields: ['name', 'caliber', 'category'],
    group: panelText('groups.catalogue'),
  },
  defaultSort: 'name',
  versions: { maxPerDoc: 50 },
  access: {
    read: anyone,
    create: isStaff,
    update: isStaff,
    delete: isStaff,
    readVersions: isStaff,
  },
  hooks: {
    beforeOperation: [
      refuseUnsafeQueries,
      readWrittenNumbers(
        (['pricePLN', 'priceEUR', 'price'] as const).map((path) => ({ path, label: text(path) })),
      ),
    ],
    beforeValidate: [cleanGallery],
    beforeDelete: [deleteFirearmInventory],
    afterChange: [activity.afterChange, releaseChangedMedia],
    afterDelete: [activity.afterDelete, releaseDeletedMedia],
  },
  fields: [
    {
      name: 'id',
      label: text('id'),
      type: 'text',
      required: true,
      defaultValue: () => newFirearmId(),
      validate: fieldRule(firearmId, text('id')),
      // Links and dealers' stock refer to it: it is set once, when the firearm is created.
      admin: { readOnly: true, description: text('idHint') },
    },
    {
      name: 'name',
      label: text('name'),
      type: 'text',
      required: true,
      hooks: trimHook,
      validate: fieldRule(requiredText(TEXT_LIMITS.name), text('name')),
    },
    {
      type: 'row',
      fields: [
        optionField('category'),
        optionField('caliber'),
        optionField('barrelLength'),
        optionField('systemType'),
      ],
    },
    {
      type: 'row',
      fields: [priceField('pricePLN'), priceField('priceEUR'), priceField('price')],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'availability',
          label: text('availability'),
          type: 'select',
          required: true,
          defaultValue: DEFAULT_AVAILABILITY,
          options: AVAILABILITY_VALUES.map((value) => ({
            label: panelText(`availability.${value}`),
            value,
          })),
          hooks: { beforeValidate: [({ value }) => normaliseAvailability(value)] },
        },
        {
          name: 'isNew',
          label: text('isNew'),
          type: 'checkbox',
          defaultValue: false,
          admin: { description: text('isNewHint') },
        },
      ],
    },
    {
      name: 'description',
      label: text('description'),
      type: 'textarea',
      // One per language, English the fallback (docs/decisions/0140-translatable-data.md).
      localized: true,
      maxLength: MAX_DESCRIPTION_LENGTH,
      hooks: trimHook,
      admin: { rows: 4 },
    },
    {
      type: 'collapsible',
      label: text('images'),
      fields: [
        {
          name: 'image',
          label: text('image'),
          type: 'upload',
          relationTo: 'media',
        },
        {
          name: 'imageUrl',
          label: text('imageUrl'),
          type: 'text',
          hooks: trimHook,
          validate: fieldRule(imageAddress, text('imageUrl')),
          admin: { description: text('imageUrlHint') },
        },
        {
          name: 'gallery',
          label: text('galleryImages'),
          type: 'array',
          labels: { singular: text('galleryImage'), plural: text('galleryImages') },
          fields: [
            { name: 'image', label: text('galleryUpload'), type: 'upload', relationTo: 'media' },
            {
              name: 'url',
              label: text('galleryUrl'),
              type: 'text',
              hooks: trimHook,
              validate: fieldRule(imageAddress, text('galleryUrl')),
            },
          ],
        },
      ],
    },
    {
      name: 'specifications',
      label: text('specifications'),
      type: 'group',
      fields: SPEC_LANGUAGES.map(specGroup),
    },
  ],
}
