import { NativeSelect } from '@chakra-ui/react'

type Props = {
  label: string
  value: string
  options: { value: string; label: string }[]
  onChange: (value: string) => void
}

/** A labelled select of a paged list's sort or filter (native: keyboard and mobile for free). */
export function ListSelect({ label, value, options, onChange }: Props) {
  return (
    <NativeSelect.Root size="md" width="auto">
      <NativeSelect.Field
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  )
}
