import { LANGUAGE_NAMES, TRANSLATED_LANGUAGES } from '@sog/contract'
import { Input, SimpleGrid } from '@chakra-ui/react'
import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { Textarea } from '@/components/ui/own-recipe/textarea'
import { FormField } from './form-field'

type Props = {
  /** The form name of the translations object (`labels`, `descriptions`). */
  name: string
  /** What is translated ("Name", "Description"), in the admin's language. */
  label: string
  maxLength: number
  multiline?: boolean
  readOnly?: boolean
}

/**
 * One field per language besides English (docs/product.md, "Languages"): left empty, visitors
 * of that language read the English text. Each control is marked with its language, so
 * spell-checkers and screen readers treat it as such.
 */
export function TranslationFields({ name, label, maxLength, multiline, readOnly }: Props) {
  const { t } = useTranslation()
  const { register } = useFormContext()
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
      {TRANSLATED_LANGUAGES.map((language) => {
        const field = `${name}.${language}`
        const props = { lang: language, maxLength, readOnly, ...register(field) }
        return (
          <FormField
            key={language}
            name={field}
            label={t('translations.field', { label, language: LANGUAGE_NAMES[language] })}
            hint={t('translations.fallback')}
          >
            {multiline ? <Textarea rows={3} {...props} /> : <Input {...props} />}
          </FormField>
        )
      })}
    </SimpleGrid>
  )
}
