import { RATE_CURRENCIES } from '@sog/contract'
import { Input, Text } from '@chakra-ui/react'
import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { FormField } from '@/components/form/form-field'
import { useDecimals } from '@/lib/forms/decimals'
import type { SettingsValues } from '../hooks/use-settings-form'
import { FormSection } from './form-section'

/**
 * The company's exchange rates, 1 EUR in each currency the site shows, each optional
 * (docs/decisions/0143-one-currency.md).
 */
export function RatesSection() {
  const { t } = useTranslation()
  const { register } = useFormContext<SettingsValues>()
  const decimals = useDecimals()
  return (
    <FormSection title={t('adminSettings.sections.rates')}>
      <Text gridColumn="1 / -1" color="fg.muted" textStyle="sm">
        {t('adminSettings.rates.hint')}
      </Text>
      {RATE_CURRENCIES.map((currency) => (
        <FormField
          key={currency}
          name={`exchangeRates.${currency}`}
          label={t('adminSettings.rates.label', { currency })}
          hint={t(`adminSettings.rates.${currency}`)}
          issues={decimals.issues}
        >
          <Input
            {...decimals.input}
            {...register(`exchangeRates.${currency}`, decimals.optional)}
          />
        </FormField>
      ))}
    </FormSection>
  )
}
