import { LANGUAGE_NAMES, SPEC_FIELDS, TEXT_LIMITS, type SpecLanguage } from '@sog/contract'
import { Input, SimpleGrid } from '@chakra-ui/react'
import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { Fieldset } from '@/components/ui/own-recipe/fieldset'
import { FormField } from '@/components/form/form-field'
import { specificationLabel } from '../utils/firearm-labels'
import type { FirearmValues } from '../utils/firearm-values'

/**
 * One group of specification text fields, labelled by `specificationLabel`. An Italian, German
 * or French row left empty shows the English row (docs/product.md, "Languages").
 */
export function SpecificationFields({ language }: { language: SpecLanguage }) {
  const { t } = useTranslation()
  const { register } = useFormContext<FirearmValues>()
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="medium">
        {language === 'pl'
          ? t('adminFirearms.form.specsPl')
          : language === 'en'
            ? t('adminFirearms.form.specsEn')
            : t('adminFirearms.form.specsIn', { language: LANGUAGE_NAMES[language] })}
      </Fieldset.Legend>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {SPEC_FIELDS[language].map(([key]) => (
          <FormField
            key={key}
            name={`specifications.${language}.${key}`}
            label={specificationLabel(t, language, key)}
          >
            <Input
              lang={language}
              maxLength={TEXT_LIMITS.short}
              {...register(`specifications.${language}.${key}`)}
            />
          </FormField>
        ))}
      </SimpleGrid>
    </Fieldset.Root>
  )
}
