import { useTranslation } from 'react-i18next'

import { Fieldset } from '@/components/ui/own-recipe/fieldset'
import { TranslationFields } from '@/components/form/translation-fields'

type Props = {
  /** The form name of the translations (`translations.licenses`, `multipleLocations.0.translations.hours`). */
  name: string
  /** The field translated, as the form labels it. */
  label: string
  maxLength: number
  multiline?: boolean
}

/**
 * A translatable setting's other languages, under its English field: left empty, visitors of
 * that language read English (docs/decisions/0169-translatable-settings.md).
 */
export function TranslationsField({ name, label, maxLength, multiline }: Props) {
  const { t } = useTranslation()
  return (
    <Fieldset.Root gridColumn="1 / -1">
      <Fieldset.Legend fontWeight="medium">
        {t('translations.otherLanguages', { label })}
      </Fieldset.Legend>
      <TranslationFields name={name} label={label} maxLength={maxLength} multiline={multiline} />
    </Fieldset.Root>
  )
}
