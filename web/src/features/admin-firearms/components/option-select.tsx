import type { FilterOptionType } from '@sog/contract'
import { NativeSelect } from '@chakra-ui/react'
import { useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { FormField } from '@/components/form/form-field'
import { useOptionList } from '@/lib/api/get-option-list'
import type { FirearmValues } from '../utils/firearm-values'

/**
 * A required dropdown fed by the option list of its type (built-in lists if the call fails).
 * The firearm's current value stays selectable even when the list no longer has it.
 */
export function OptionSelect({ type, label }: { type: FilterOptionType; label: string }) {
  const { t } = useTranslation()
  const { register } = useFormContext<FirearmValues>()
  const value = useWatch<FirearmValues, FilterOptionType>({ name: type })
  const options = useOptionList(type)
  const choices = value && !options.includes(value) ? [value, ...options] : options
  return (
    <FormField name={type} label={label} required>
      <NativeSelect.Root>
        <NativeSelect.Field {...register(type)}>
          <option value="">{t('adminFirearms.form.choose')}</option>
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  )
}
