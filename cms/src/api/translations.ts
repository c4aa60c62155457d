import {
  perTranslatedLanguage,
  TRANSLATED_LANGUAGES,
  type ApiTranslations,
  type TranslatedLanguage,
} from '@sog/contract'
import type { PayloadRequest } from 'payload'

import { SAME_SAVE } from '@/hooks/recordActivity'

/** A localized field as read with `locale: 'all'`: one value per language. */
export type AllLocales = Partial<Record<string, string | null | undefined>> | null | undefined

/** Read with `locale: 'all'`, a localized text field is an object (the generated type says string). */
export const allLocales = (value: unknown): AllLocales =>
  value !== null && typeof value === 'object' ? (value as AllLocales) : { en: value as string }

/** Any localized field (rich text too) read with `locale: 'all'`: its value per language. */
export const localesOf = <T>(value: unknown): Partial<Record<string, T>> =>
  value !== null && typeof value === 'object' ? (value as Partial<Record<string, T>>) : {}

/** The translations of a field read with `locale: 'all'`, '' where there is none. */
export const translationsOf = (value: unknown): ApiTranslations => {
  const texts = allLocales(value)
  return perTranslatedLanguage((language) => texts?.[language] ?? '')
}

/**
 * Stores each sent translation that differs from the stored one. Payload writes one locale per
 * update, so each changed language is its own write, in the caller's transaction; blank clears
 * the translation (the visitor then reads English) (docs/decisions/0140-translatable-data.md).
 */
export async function saveTranslations(
  req: PayloadRequest,
  target: { collection: 'firearms' | 'filter-options'; id: string | number; field: string },
  sent: Partial<Record<TranslatedLanguage, string>> | undefined,
  stored: ApiTranslations,
): Promise<void> {
  for (const language of TRANSLATED_LANGUAGES) {
    const value = sent?.[language]
    if (value === undefined || value === stored[language]) continue
    await req.payload.update({
      collection: target.collection,
      id: target.id,
      locale: language,
      data: { [target.field]: value === '' ? null : value },
      req,
      context: SAME_SAVE,
      overrideAccess: false,
    })
  }
}
