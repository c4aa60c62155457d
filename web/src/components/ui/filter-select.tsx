import { Field, NativeSelect } from '@chakra-ui/react'

import { useValueBeforeApp } from '@/lib/page/before-the-app'

type Props = {
  label: string
  /** The address's parameter, which the list's GET form sends without the app. */
  name: string
  value: string
  /** The first option, which filters nothing, and its value in the address. */
  all: { label: string; value?: string }
  options: readonly { value: string; label: string }[]
  onChange: (value: string) => void
  size?: NativeSelect.RootProps['size']
  flex?: Field.RootProps['flex']
}

/**
 * One exact-match filter of a list kept in the address (the catalogue's, the dealer
 * directory's): "All" or one of the options, a value from a shared link listed as it is, and a
 * choice made before the app arrived taken once it does (docs/decisions/0167-posted-forms.md).
 */
export function FilterSelect({ label, name, value, all, options, onChange, size, flex }: Props) {
  const allValue = all.value ?? ''
  const select = useValueBeforeApp<HTMLSelectElement>((chosen) => {
    if (chosen !== value) onChange(chosen)
  })
  const listed = value === allValue || options.some((option) => option.value === value)
  return (
    <Field.Root flex={flex}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size={size}>
        <NativeSelect.Field
          ref={select}
          name={name}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        >
          <option value={allValue}>{all.label}</option>
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
