import type { FilterOptionType } from '@sog/contract'
import { Field, NativeSelect } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import { useOptionList } from '@/lib/api/get-option-list'

type Props = {
  type: FilterOptionType
  label: string
  value: string
  error?: string
  onChange: (value: string) => void
}

/**
 * A required dropdown fed by the option list of its type (built-in lists if the call fails).
 * The firearm's current value stays selectable even when the list no longer has it.
 */
export function OptionSelect({ type, label, value, error, onChange }: Props) {
  const { t } = useTranslation()
  const options = useOptionList(type)
  const choices = value && !options.includes(value) ? [value, ...options] : options
  return (
    <Field.Root required invalid={Boolean(error)}>
      <Field.Label>
        {label} <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{t('adminFirearms.form.choose')}</option>
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  )
}
