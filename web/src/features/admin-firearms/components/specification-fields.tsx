import { SPEC_FIELDS, type SpecLanguage } from '@sog/contract'
import { Field, Fieldset, Input, SimpleGrid } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

type Props = {
  language: SpecLanguage
  values: Record<string, string>
  onChange: (key: string, value: string) => void
}

/**
 * One group of specification text fields. The Polish group keeps its Polish labels in every
 * language (they name the Polish texts); the English group's labels are translated.
 */
export function SpecificationFields({ language, values, onChange }: Props) {
  const { t } = useTranslation()
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="medium">
        {t(language === 'pl' ? 'adminFirearms.form.specsPl' : 'adminFirearms.form.specsEn')}
      </Fieldset.Legend>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {SPEC_FIELDS[language].map(([key, label]) => (
          <Field.Root key={key}>
            <Field.Label>
              {language === 'pl' ? label : t(`adminFirearms.form.specs.${key}`)}
            </Field.Label>
            <Input
              lang={language}
              value={values[key] ?? ''}
              maxLength={500}
              onChange={(event) => onChange(key, event.target.value)}
            />
          </Field.Root>
        ))}
      </SimpleGrid>
    </Fieldset.Root>
  )
}
