import { Input, InputGroup } from '@chakra-ui/react'
import { useFormContext } from 'react-hook-form'

import { FormField } from '@/components/form/form-field'
import { useDecimals } from '@/lib/forms/decimals'
import type { FirearmValues } from '../utils/firearm-values'

type Props = { name: 'pricePLN' | 'priceEUR'; label: string; hint: string; suffix: string }

/** A required price: 0 or more in cents (docs/product.md, "Validation"), its currency as a suffix. */
export function PriceField({ name, label, hint, suffix }: Props) {
  const { register } = useFormContext<FirearmValues>()
  const decimals = useDecimals()
  return (
    <FormField name={name} label={label} hint={hint} issues={decimals.issues} required>
      <InputGroup endElement={<span aria-hidden>{suffix}</span>}>
        <Input {...decimals.input} {...register(name, decimals.required)} />
      </InputGroup>
    </FormField>
  )
}
