import { Field, Input, Textarea } from '@chakra-ui/react'
import { memo } from 'react'

type Props<Name extends string> = {
  name: Name
  label: string
  value: string
  /** Stable across renders, so typing in one field re-renders only that field. */
  onChange: (name: Name, value: string) => void
  type?: 'text' | 'email' | 'tel' | 'password'
  multiline?: boolean
  required?: boolean
  disabled?: boolean
  autoComplete?: string
}

/** A labelled input, or a textarea for the multi-line fields. */
function LabelledField<Name extends string>({
  name,
  label,
  value,
  onChange,
  type = 'text',
  multiline,
  required,
  disabled,
  autoComplete,
}: Props<Name>) {
  return (
    <Field.Root required={required} disabled={disabled}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {multiline ? (
        <Textarea value={value} onChange={(event) => onChange(name, event.target.value)} rows={4} />
      ) : (
        <Input
          type={type}
          value={value}
          onChange={(event) => onChange(name, event.target.value)}
          autoComplete={autoComplete}
        />
      )}
    </Field.Root>
  )
}

export const TextField = memo(LabelledField) as typeof LabelledField
