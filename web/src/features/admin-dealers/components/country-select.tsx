import { Field, NativeSelect } from '@chakra-ui/react'
import { COUNTRIES } from '@sog/contract'
import { useTranslation } from 'react-i18next'

import type { Problem } from '../utils/dealer-values'

type Props = { value: string; problem?: Problem; onChange: (code: string) => void }

/** The dealer's country as a code from the server's list, shown by its English name. */
export function CountrySelect({ value, problem, onChange }: Props) {
  const { t } = useTranslation()
  return (
    <Field.Root required invalid={Boolean(problem)}>
      <Field.Label>
        {t('adminDealers.form.country')}
        <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{t('adminDealers.form.chooseCountry')}</option>
          {COUNTRIES.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name.en}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>
        {problem ? t(`adminDealers.form.problem.${problem}`) : null}
      </Field.ErrorText>
    </Field.Root>
  )
}
