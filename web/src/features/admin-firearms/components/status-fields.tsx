import { AVAILABILITY_VALUES } from '@sog/contract'
import { Field, NativeSelect } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import { availabilityKey } from '@/components/ui/availability-badge'

type AvailabilityProps = { value: string; onChange: (value: string) => void }

/** The five availability values (docs/product.md, "Data"); an unknown stored value stays selectable. */
export function AvailabilitySelect({ value, onChange }: AvailabilityProps) {
  const { t } = useTranslation()
  const known: readonly string[] = AVAILABILITY_VALUES
  const choices = known.includes(value) ? known : [value, ...known]
  return (
    <Field.Root required>
      <Field.Label>
        {t('adminFirearms.form.availability')} <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
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
    </Field.Root>
  )
}

type StatusProps = { isNew: boolean; onChange: (isNew: boolean) => void }

/** Standard or new (docs/product.md, "States"); new products carry the "NEW" badge. */
export function ProductStatusSelect({ isNew, onChange }: StatusProps) {
  const { t } = useTranslation()
  return (
    <Field.Root>
      <Field.Label>{t('adminFirearms.form.status')}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={isNew ? 'new' : 'standard'}
          onChange={(event) => onChange(event.target.value === 'new')}
        >
          <option value="standard">{t('adminFirearms.form.standard')}</option>
          <option value="new">{t('adminFirearms.form.isNew')}</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.HelperText>{t('adminFirearms.form.statusHint')}</Field.HelperText>
    </Field.Root>
  )
}
