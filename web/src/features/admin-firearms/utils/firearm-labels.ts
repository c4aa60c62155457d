import { LANGUAGE_NAMES, SPEC_FIELDS, type Language, type SpecLanguage } from '@sog/contract'
import type { TFunction } from 'i18next'

import type { FieldLabel } from '@/lib/forms/form'

/**
 * A specification field's label. The Polish group keeps its Polish labels in every language
 * (they name the Polish texts); the others (English keys) have translated labels.
 */
export function specificationLabel(t: TFunction, language: SpecLanguage, key: string): string {
  if (language === 'pl') return SPEC_FIELDS.pl.find(([pl]) => pl === key)?.[1] ?? key
  const label = t(`adminFirearms.form.specs.${key}`)
  return language === 'en' ? label : `${label} (${LANGUAGE_NAMES[language]})`
}

/** The form's fields by the labels it shows them with (the conflict dialog names them so). */
export const firearmFieldLabel =
  (t: TFunction): FieldLabel =>
  ([field, language, key]) => {
    switch (field) {
      // Not fields of the form: the record's identity, its version, the legacy price.
      case 'id':
      case 'version':
      case 'price':
        return null
      case 'imageUrl':
        return t('adminFirearms.form.mainImage')
      case 'images':
        return t('adminFirearms.form.additional')
      case 'isNew':
        return t('adminFirearms.form.status')
      case 'descriptions':
        return t('translations.field', {
          label: t('adminFirearms.form.description'),
          language: LANGUAGE_NAMES[language as Language],
        })
      case 'specifications':
        return specificationLabel(t, language as SpecLanguage, key ?? '')
      default:
        return t(`adminFirearms.form.${field}`)
    }
  }
