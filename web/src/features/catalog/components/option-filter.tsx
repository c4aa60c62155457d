import { Field, NativeSelect } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import { useValueBeforeApp } from '@/lib/before-the-app'

type Props = {
  label: string
  /** The address's parameter, which the filters' form sends without the app. */
  name: string
  value: string
  options: readonly { value: string; label: string }[]
  onChange: (value: string) => void
}

/** One exact-match filter: "All" or one of the options (a value from a shared link stays listed). */
export function OptionFilter({ label, name, value, options, onChange }: Props) {
  const { t } = useTranslation()
  const select = useValueBeforeApp<HTMLSelectElement>((chosen) => {
    if (chosen !== value) onChange(chosen)
  })
  const listed = !value || options.some((option) => option.value === value)
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          ref={select}
          name={name}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        >
          <option value="">{t('catalog.filters.all')}</option>
          {listed ? null : <option value={value}>{value}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  )
}
