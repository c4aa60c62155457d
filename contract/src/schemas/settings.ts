import { z } from 'zod'

import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, TEXT_LIMITS } from '../rules/limits'
import {
  DEFAULT_REQUEST_RETENTION_MONTHS,
  MAX_REQUEST_RETENTION_MONTHS,
  MIN_REQUEST_RETENTION_MONTHS,
} from '../rules/requests'
import {
  imageInput,
  link,
  numberOr,
  optionalEmail,
  optionalRate,
  optionalText,
  plainText,
  requiredText,
} from './fields'
import { Translations, translationsInput } from './translations'
import { version, versionInput } from './versions'

const text = z.string().nullable()

export const Location = z
  .strictObject({
    id: z.string().nullable().optional(),
    city: z.string(),
    address: text.optional(),
    phone: text.optional(),
    hours: text.optional(),
  })
  .meta({ id: 'Location' })

export const SocialMedia = z
  .strictObject({
    facebook: text.optional(),
    twitter: text.optional(),
    instagram: text.optional(),
  })
  .meta({ id: 'SocialMedia' })

/**
 * The company's exchange rates: 1 EUR in each currency the site shows besides EUR, or null
 * where none is set (docs/decisions/0143-one-currency.md).
 */
export const ExchangeRatesShape = z
  .strictObject({
    PLN: z.number().nullable().meta({ description: '1 EUR in PLN, e.g. 4.2650' }),
    USD: z.number().nullable().meta({ description: '1 EUR in USD (the legacy "$" price)' }),
  })
  .meta({ id: 'ExchangeRates' })

/**
 * Everything here is public: footer, product and contact pages. The description, the licences
 * and the opening hours are in the language asked for, English where one has no translation
 * (docs/decisions/0169-translatable-settings.md).
 */
export const Settings = z
  .strictObject({
    companyName: z.string(),
    /** This site's `/media/…` address of the uploaded logo. */
    companyLogo: z.string().nullable(),
    /** Plain text; paragraphs separated by blank lines. */
    companyDescription: z.string(),
    contactEmail: text,
    contactPhone: text,
    companyAddress: text,
    websiteUrl: text,
    vatId: text,
    krs: text,
    regon: text,
    licenses: text,
    socialMedia: SocialMedia,
    multipleLocations: z.array(Location),
    exchangeRates: ExchangeRatesShape,
    requestRetentionMonths: z.int().meta({
      description:
        'Price and availability requests are removed this many months after they were sent',
    }),
    version,
  })
  .meta({ id: 'Settings' })

/**
 * The settings as the admin edits them: English in the fields, as the public answer has them,
 * and beside each translatable field its other languages ('' where there is none).
 */
export const AdminSettings = Settings.extend({
  translations: z.strictObject({ companyDescription: Translations, licenses: Translations }),
  multipleLocations: z.array(
    Location.extend({ translations: z.strictObject({ hours: Translations }) }),
  ),
}).meta({ id: 'AdminSettings' })

export const PASSWORDS_DIFFER = 'New passwords do not match'
export const PASSWORD_TOO_SHORT = `New password must be at least ${MIN_PASSWORD_LENGTH} characters long`

const passwordText = plainText(MAX_PASSWORD_LENGTH)
  .nullish()
  .transform((value) => value ?? '')

const short = optionalText(TEXT_LIMITS.short)

/**
 * The settings form. A new admin password is changed only with the current one, and must match
 * its confirmation and be long enough (docs/product.md, "Validation").
 */
export const SettingsInput = z
  .object({
    companyName: requiredText(TEXT_LIMITS.name),
    /** An uploaded `data:` image, the current `/media/…` address, or empty for no logo. */
    companyLogo: imageInput.nullish().transform((value) => value ?? ''),
    companyDescription: optionalText(TEXT_LIMITS.companyDescription),
    contactEmail: optionalEmail,
    contactPhone: short,
    companyAddress: optionalText(TEXT_LIMITS.companyAddress),
    websiteUrl: link,
    vatId: short,
    krs: short,
    regon: short,
    licenses: optionalText(TEXT_LIMITS.licenses),
    socialMedia: z
      .object({ facebook: link, twitter: link, instagram: link })
      .nullish()
      .transform((value) => value ?? { facebook: '', twitter: '', instagram: '' }),
    multipleLocations: z
      .array(
        z.object({
          /** The stored location's id, so that its translations stay with it; none for a new one. */
          id: z.string().max(TEXT_LIMITS.name).nullish(),
          city: requiredText(TEXT_LIMITS.name),
          address: short,
          phone: short,
          hours: short,
          translations: z
            .object({ hours: translationsInput(TEXT_LIMITS.short) })
            .partial()
            .optional(),
        }),
      )
      .max(TEXT_LIMITS.locations)
      .nullish()
      .transform((value) => value ?? []),
    exchangeRates: z
      .object({ PLN: optionalRate, USD: optionalRate })
      .nullish()
      .transform((value) => value ?? { PLN: null, USD: null }),
    requestRetentionMonths: numberOr(
      { min: MIN_REQUEST_RETENTION_MONTHS, max: MAX_REQUEST_RETENTION_MONTHS, step: 1 },
      () => DEFAULT_REQUEST_RETENTION_MONTHS,
    ),
    /** The other languages of the translatable fields; absent ones keep what is stored. */
    translations: z
      .object({
        companyDescription: translationsInput(TEXT_LIMITS.companyDescription),
        licenses: translationsInput(TEXT_LIMITS.licenses),
      })
      .partial()
      .optional(),
    adminPassword: passwordText,
    newAdminPassword: passwordText,
    confirmAdminPassword: passwordText,
    version: versionInput,
  })
  .superRefine((value, context) => {
    if (!value.newAdminPassword) return
    if (value.newAdminPassword !== value.confirmAdminPassword) {
      context.addIssue({
        code: 'custom',
        path: ['confirmAdminPassword'],
        message: PASSWORDS_DIFFER,
        params: { code: 'mismatch' },
      })
    } else if (value.newAdminPassword.length < MIN_PASSWORD_LENGTH) {
      context.addIssue({
        code: 'custom',
        path: ['newAdminPassword'],
        message: PASSWORD_TOO_SHORT,
        params: { code: 'tooShort' },
      })
    }
  })
  .meta({ id: 'SettingsInput' })

export type ApiLocation = z.output<typeof Location>
export type ApiSettings = z.output<typeof Settings>
export type ApiAdminSettings = z.output<typeof AdminSettings>
export type SettingsBody = z.input<typeof SettingsInput>
