import { FilterOptionCreateInput, TEXT_LIMITS, type FilterOptionType } from '@sog/contract'
import { Button, HStack, Input } from '@chakra-ui/react'
import { FormProvider, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { FormField } from '@/components/form/form-field'
import { contractResolver } from '@/lib/forms/form'
import { useUnsavedChanges } from '@/lib/forms/unsaved-changes'

type Props = {
  type: FilterOptionType
  busy: boolean
  onAdd: (name: string) => Promise<boolean>
}

/** "New {type}..." and Add; Enter adds too, and the input clears once the option is saved. */
export function AddOptionForm({ type, busy, onAdd }: Props) {
  const { t } = useTranslation()
  const form = useForm({
    resolver: contractResolver(FilterOptionCreateInput),
    defaultValues: { name: '', type },
  })
  const name = useWatch({ control: form.control, name: 'name' })
  useUnsavedChanges(form.formState.isDirty)
  const typeName = t(`adminCategories.type.${type}`)
  const label = t('adminCategories.newLabel', { type: typeName })

  const submit = form.handleSubmit(async (option) => {
    if (await onAdd(option.name)) form.reset()
  })

  return (
    <FormProvider {...form}>
      <HStack asChild gap="2" align="start">
        <form noValidate onSubmit={(event) => void submit(event)}>
          <FormField name="name" label={label} labelHidden flex="1" minWidth="0">
            <Input
              placeholder={t('adminCategories.newPlaceholder', { type: typeName })}
              aria-label={label}
              maxLength={TEXT_LIMITS.option}
              disabled={busy}
              {...form.register('name')}
            />
          </FormField>
          <Button type="submit" colorPalette="brand" disabled={busy || !name.trim()}>
            {t('adminCategories.add')}
          </Button>
        </form>
      </HStack>
    </FormProvider>
  )
}
