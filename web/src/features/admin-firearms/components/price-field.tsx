import { MAX_PRICE } from '@sog/contract'
import { Input, InputGroup } from '@chakra-ui/react'
import { useFormContext } from 'react-hook-form'

import { FormField } from '@/components/form/form-field'
import { asNumber } from '@/lib/forms/form'
import type { FirearmValues } from '../utils/firearm-values'

type Props = { name: 'pricePLN' | 'priceEUR'; label: string; hint: string; suffix: string }

/** A required price: 0 or more in cents (docs/product.md, "Validation"), its currency as a suffix. */
export function PriceField({ name, label, hint, suffix }: Props) {
  const { register } = useFormContext<FirearmValues>()
  return (
    <FormField name={name} label={label} hint={hint} required>
      <InputGroup endElement={<span aria-hidden>{suffix}</span>}>
        <Input
          type="number"
          inputMode="decimal"
          min={0}
          max={MAX_PRICE}
          step={0.01}
          {...register(name, asNumber)}
        />
      </InputGroup>
    </FormField>
  )
}
