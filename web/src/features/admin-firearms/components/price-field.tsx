import { Field, Input, InputGroup } from '@chakra-ui/react'

type Props = {
  label: string
  hint: string
  suffix: string
  value: string
  error?: string
  onChange: (value: string) => void
}

/** A required price: min 0, step 0.01 (docs/product.md, "Validation"), its currency as a suffix. */
export function PriceField({ label, hint, suffix, value, error, onChange }: Props) {
  return (
    <Field.Root required invalid={Boolean(error)}>
      <Field.Label>
        {label} <Field.RequiredIndicator />
      </Field.Label>
      <InputGroup endElement={<span aria-hidden>{suffix}</span>}>
        <Input
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </InputGroup>
      <Field.HelperText>{hint}</Field.HelperText>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  )
}
