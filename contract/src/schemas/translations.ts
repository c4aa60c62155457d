import { z } from 'zod'

import { LANGUAGES } from '../rules/countries'
import { DEFAULT_LANGUAGE } from '../rules/preferences'
import { perTranslatedLanguage } from '../rules/translations'
import { optionalText } from './fields'

/**
 * The language a public read answers in (docs/api.md, "Languages"): one of the five, English
 * when absent. English answers are exactly those of the spec's contract.
 */
export const languageParam = z.enum(LANGUAGES).default(DEFAULT_LANGUAGE).meta({
  description: "The visitor's language (en, pl, it, de, fr); translated data falls back to English",
})

export const LanguageQuery = z.object({ lang: languageParam }).meta({ id: 'LanguageQuery' })

/** A text's translations as stored and shown to the admin: '' where there is none. */
export const Translations = z
  .strictObject(perTranslatedLanguage(() => z.string()))
  .meta({ id: 'Translations' })

/** A text's translations as sent: each trimmed, blank clears it; absent ones are left as they are. */
export const translationsInput = (max: number) =>
  z.object(perTranslatedLanguage(() => optionalText(max).optional())).partial()

export type ApiTranslations = z.output<typeof Translations>
