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
  SPEC_FIELDS,
  TEXT_LIMITS,
  notAnOptionMessage,
  type FilterOptionType,
  type SpecLanguage,
} from '@sog/contract'
import { z } from 'zod'

import { anyone } from '@/access/anyone'
import { isStaff } from '@/access/isStaff'
import { releaseChangedMedia, releaseDeletedMedia } from '@/hooks/releaseMedia'
import { fieldRule, trimHook } from '@/lib/field-rules'
import { recordActivity } from '@/hooks/recordActivity'
import type { Firearm } from '@/payload-types'
import { cleanGallery } from './hooks/cleanGallery'
import { deleteFirearmInventory } from './hooks/deleteFirearmInventory'
import { optionExists } from './optionExists'
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

function optionField(name: FilterOptionType, label: string): Field {
  const validate: TextFieldSingleValidation = async (value, options) => {
    const format = fieldRule(requiredText(TEXT_LIMITS.option), label)(value)
    if (format !== true) return format
    // Only the filter options' names: a typo would drop the firearm from the filters.
    const exists = await optionExists(options.req, options.data, name, String(value))
    return exists || notAnOptionMessage(label, String(value))
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
      description: `One of the ${label.toLowerCase()} filter options (Catalogue → Filter options).`,
    },
  }
}

function priceField(name: string, label: string, description: string): Field {
  return {
    name,
    label,
    type: 'number',
    min: 0,
    admin: { step: 0.01, description },
    validate: fieldRule(optionalMoney, label),
  }
}

function specGroup(lang: SpecLanguage, label: string): Field {
  return {
    name: lang,
    label,
    type: 'group',
    fields: SPEC_FIELDS[lang].map(([name, fieldLabel]) => ({
      name,
      label: fieldLabel,
      type: 'text' as const,
      hooks: trimHook,
    })),
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
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'category', 'caliber', 'availability', 'pricePLN', 'isNew'],
    listSearchableFields: ['name', 'caliber', 'category'],
    group: 'Catalogue',
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
    beforeOperation: [refuseUnsafeQueries],
    beforeValidate: [cleanGallery],
    beforeDelete: [deleteFirearmInventory],
    afterChange: [activity.afterChange, releaseChangedMedia],
    afterDelete: [activity.afterDelete, releaseDeletedMedia],
  },
  fields: [
    {
      name: 'id',
      label: 'ID',
      type: 'text',
      required: true,
      defaultValue: () => newFirearmId(),
      validate: fieldRule(firearmId, 'ID'),
      // Links and dealers' stock refer to it: it is set once, when the firearm is created.
      admin: { readOnly: true, description: 'Generated as sog-{timestamp}-{random5}.' },
    },
    {
      name: 'name',
      type: 'text',
      required: true,
      hooks: trimHook,
      validate: fieldRule(requiredText(TEXT_LIMITS.name), 'Name'),
    },
    {
      type: 'row',
      fields: [
        optionField('category', 'Category'),
        optionField('caliber', 'Caliber'),
        optionField('barrelLength', 'Barrel length'),
        optionField('systemType', 'System type'),
      ],
    },
    {
      type: 'row',
      fields: [
        priceField('pricePLN', 'Price in PLN', 'Price for Polish market (zł)'),
        priceField('priceEUR', 'Price in EUR', 'Price for European market (€)'),
        priceField('price', 'Legacy price', 'Older single price; used only when PLN/EUR are empty'),
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'availability',
          type: 'select',
          required: true,
          defaultValue: DEFAULT_AVAILABILITY,
          options: AVAILABILITY_VALUES.map((value) => ({ label: value, value })),
          hooks: { beforeValidate: [({ value }) => normaliseAvailability(value)] },
        },
        {
          name: 'isNew',
          label: 'New product (Nowość)',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'Shows a "NEW" badge.' },
        },
      ],
    },
    {
      name: 'description',
      type: 'textarea',
      // One per language, English the fallback (docs/decisions/0140-translatable-data.md).
      localized: true,
      maxLength: MAX_DESCRIPTION_LENGTH,
      hooks: trimHook,
      admin: { rows: 4 },
    },
    {
      type: 'collapsible',
      label: 'Images',
      fields: [
        {
          name: 'image',
          label: 'Main image',
          type: 'upload',
          relationTo: 'media',
        },
        {
          name: 'imageUrl',
          label: 'Main image URL',
          type: 'text',
          hooks: trimHook,
          validate: fieldRule(imageAddress, 'Main image URL'),
          admin: { description: 'An external image address, used when no image is uploaded.' },
        },
        {
          name: 'gallery',
          type: 'array',
          labels: { singular: 'Gallery image', plural: 'Gallery images' },
          fields: [
            { name: 'image', type: 'upload', relationTo: 'media' },
            {
              name: 'url',
              label: 'Image URL',
              type: 'text',
              hooks: trimHook,
              validate: fieldRule(imageAddress, 'Gallery image URL'),
            },
          ],
        },
      ],
    },
    {
      name: 'specifications',
      type: 'group',
      fields: [
        specGroup('pl', 'Specyfikacja (polski)'),
        specGroup('en', 'Specifications (English)'),
        specGroup('it', 'Specifiche (italiano)'),
        specGroup('de', 'Technische Daten (Deutsch)'),
        specGroup('fr', 'Caractéristiques (français)'),
      ],
    },
  ],
}
