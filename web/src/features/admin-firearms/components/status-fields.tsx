import { AVAILABILITY_VALUES } from '@sog/contract'
import { Field, NativeSelect } from '@chakra-ui/react'
import { Controller, useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { FormField } from '@/components/form/form-field'
import { availabilityKey } from '@/components/ui/availability-badge'
import type { FirearmValues } from '../utils/firearm-values'

/** The five availability values (docs/product.md, "Data"); an unknown stored value stays selectable. */
export function AvailabilitySelect() {
  const { t } = useTranslation()
  const { register } = useFormContext<FirearmValues>()
  const value = useWatch<FirearmValues, 'availability'>({ name: 'availability' })
  const known: readonly string[] = AVAILABILITY_VALUES
  const choices = known.includes(value) ? known : [value, ...known]
  return (
    <FormField name="availability" label={t('adminFirearms.form.availability')} required>
      <NativeSelect.Root>
        <NativeSelect.Field {...register('availability')}>
          {choices.map((choice) => {
            const key = availabilityKey(choice)
            return (
              <option key={choice} value={choice}>
                {key ? t(key) : choice}
              </option>
            )
          })}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  )
}

/** Standard or new (docs/product.md, "States"); new products carry the "NEW" badge. */
export function ProductStatusSelect() {
  const { t } = useTranslation()
  return (
    <Controller<FirearmValues, 'isNew'>
      name="isNew"
      render={({ field }) => (
        <Field.Root>
          <Field.Label>{t('adminFirearms.form.status')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              value={field.value ? 'new' : 'standard'}
              onChange={(event) => field.onChange(event.target.value === 'new')}
            >
              <option value="standard">{t('adminFirearms.form.standard')}</option>
              <option value="new">{t('adminFirearms.form.isNew')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.HelperText>{t('adminFirearms.form.statusHint')}</Field.HelperText>
        </Field.Root>
      )}
    />
  )
}
