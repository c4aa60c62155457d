import { NativeSelect } from '@chakra-ui/react'
import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { FormField } from '@/components/form/form-field'
import type { RequestValues } from './request-values'

/** From a dealer's card: one of the firearms the dealer lists. */
export function FirearmSelect({ offered }: { offered: { id: string; name: string }[] }) {
  const { t } = useTranslation()
  const { register } = useFormContext<RequestValues>()
  return (
    <FormField
      name="firearmId"
      label={t('requests.dialog.firearm')}
      required
      issues={{
        format: t('requests.dialog.problem.firearm'),
        required: t('requests.dialog.problem.firearm'),
      }}
    >
      <NativeSelect.Root>
        <NativeSelect.Field {...register('firearmId')}>
          <option value="">{t('requests.dialog.chooseFirearm')}</option>
          {offered.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  )
}
