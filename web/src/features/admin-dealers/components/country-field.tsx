import { NativeSelect } from '@chakra-ui/react'
import { COUNTRIES } from '@sog/contract'
import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { FormField } from '@/components/form/form-field'
import type { DealerValues } from '../utils/dealer-values'

/** The dealer's country as a code from the server's list, shown by its English name. */
export function CountryField() {
  const { t } = useTranslation()
  const { register } = useFormContext<DealerValues>()
  return (
    <FormField name="country" label={t('adminDealers.form.country')} required>
      <NativeSelect.Root>
        <NativeSelect.Field {...register('country')}>
          <option value="">{t('adminDealers.form.chooseCountry')}</option>
          {COUNTRIES.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name.en}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  )
}
