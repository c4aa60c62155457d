import { z } from 'zod'

import { normaliseAvailability } from '../rules/availability'
import {
  AVAILABILITY_VALUES,
  DEFAULT_AVAILABILITY,
  MAX_DESCRIPTION_LENGTH,
  TEXT_LIMITS,
} from '../rules/limits'
import { SPEC_FIELDS, SPEC_LANGUAGES, type SpecLanguage } from '../rules/specifications'
import { firearmId, imageInput, money, optionalMoney, optionalText, requiredText } from './fields'
import { Translations, translationsInput } from './translations'
import { version, versionInput } from './versions'

export const Image = z
  .strictObject({
    url: z.string(),
    alt: z.string(),
    width: z.int().nullable(),
    height: z.int().nullable(),
    /** WebP renditions for `srcset`; empty for external addresses. */
    sizes: z.array(z.strictObject({ url: z.string(), width: z.int() })),
  })
  .meta({ id: 'Image' })

export const AvailabilityEnum = z.enum(AVAILABILITY_VALUES).meta({ id: 'Availability' })

const specificationGroup = z.record(z.string(), z.string())

export const Firearm = z
  .strictObject({
    id: z.string(),
    name: z.string(),
    category: z.string(),
    caliber: z.string(),
    barrelLength: z.string(),
    systemType: z.string(),
    pricePLN: z.number().nullable(),
    priceEUR: z.number().nullable(),
    /** The legacy single price. */
    price: z.number().nullable(),
    availability: AvailabilityEnum,
    isNew: z.boolean(),
    imageUrl: z.string().nullable(),
    images: z.array(z.string()),
    /** The main image first, then the gallery, with their renditions. */
    imageSet: z.array(Image),
    /** In the language asked for (`lang`), English where it has no translation. */
    description: z.string(),
    /**
     * The spec's pl and en groups always; it, de and fr (English keys) only when they hold rows,
     * so English answers keep the spec's shape (docs/api.md, "Languages").
     */
    specifications: z.strictObject({
      pl: specificationGroup,
      en: specificationGroup,
      it: specificationGroup.optional(),
      de: specificationGroup.optional(),
      fr: specificationGroup.optional(),
    }),
    version,
  })
  .meta({ id: 'Firearm' })

/** The admin's firearm: the public one with the description's translations to edit. */
export const AdminFirearm = Firearm.extend({
  /** The description is the English one here; these are the others ('' where none). */
  descriptions: Translations,
}).meta({ id: 'AdminFirearm' })

/** Availability as sent: any case of the five values ("Pre-order" too); absent is In Stock. */
export const availabilityInput = z
  .string()
  .optional()
  .transform((value) => normaliseAvailability(value ?? DEFAULT_AVAILABILITY))
  .pipe(AvailabilityEnum)

/** One language's specification rows: known keys only, blanks dropped, values trimmed. */
function specificationInput(language: SpecLanguage) {
  const keys = Object.fromEntries(
    SPEC_FIELDS[language].map(([key]) => [key, optionalText(TEXT_LIMITS.short)]),
  )
  return z
    .object(keys)
    .nullish()
    .transform((group) =>
      Object.fromEntries(Object.entries(group ?? {}).filter(([, value]) => value !== '')),
    )
}

export const SpecificationsInput = z
  .object(
    Object.fromEntries(
      SPEC_LANGUAGES.map((language) => [language, specificationInput(language)]),
    ) as {
      [L in SpecLanguage]: ReturnType<typeof specificationInput>
    },
  )
  .nullish()
  .transform((value) => value ?? { pl: {}, en: {}, it: {}, de: {}, fr: {} })

/**
 * The firearm forms' body (create and full update). Images are inline `data:` strings,
 * this site's `/media/…` addresses or external http(s) addresses; empty gallery entries are
 * dropped, and with no main image the stored firearm's first gallery image becomes the main
 * one (docs/product.md, "Firearm images").
 */
export const FirearmInput = z
  .object({
    id: firearmId.optional(),
    name: requiredText(TEXT_LIMITS.name),
    category: requiredText(TEXT_LIMITS.option),
    caliber: requiredText(TEXT_LIMITS.option),
    barrelLength: requiredText(TEXT_LIMITS.option),
    systemType: requiredText(TEXT_LIMITS.option),
    pricePLN: money,
    priceEUR: money,
    price: optionalMoney,
    availability: availabilityInput,
    isNew: z
      .boolean()
      .optional()
      .transform((value) => value === true),
    /** The English description. */
    description: optionalText(MAX_DESCRIPTION_LENGTH),
    /** Its translations (docs/api.md, "Languages"); absent ones keep what is stored. */
    descriptions: translationsInput(MAX_DESCRIPTION_LENGTH).optional(),
    imageUrl: imageInput.nullish().transform((value) => value ?? ''),
    images: z
      .array(imageInput)
      .max(TEXT_LIMITS.galleryImages)
      .optional()
      .transform((images) => (images ?? []).filter(Boolean)),
    specifications: SpecificationsInput,
    version: versionInput,
  })
  .meta({ id: 'FirearmInput' })

export type ApiImage = z.output<typeof Image>
export type ApiFirearm = z.output<typeof Firearm>
export type ApiAdminFirearm = z.output<typeof AdminFirearm>
export type FirearmInputBody = z.input<typeof FirearmInput>
export type FirearmInputData = z.output<typeof FirearmInput>
