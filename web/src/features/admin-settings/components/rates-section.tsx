import { MAX_EXCHANGE_RATE, RATE_CURRENCIES, RATE_DECIMALS } from '@sog/contract'
import { Input, Text } from '@chakra-ui/react'
import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { FormField } from '@/components/form/form-field'
import { asOptionalNumber } from '@/lib/forms/form'
import type { SettingsValues } from '../hooks/use-settings-form'
import { FormSection } from './form-section'

/**
 * The company's exchange rates, 1 EUR in each currency the site shows, each optional
 * (docs/decisions/0143-one-currency.md).
 */
export function RatesSection() {
  const { t } = useTranslation()
  const { register } = useFormContext<SettingsValues>()
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
        >
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            max={MAX_EXCHANGE_RATE}
            step={10 ** -RATE_DECIMALS}
            {...register(`exchangeRates.${currency}`, asOptionalNumber)}
          />
        </FormField>
      ))}
    </FormSection>
  )
}
