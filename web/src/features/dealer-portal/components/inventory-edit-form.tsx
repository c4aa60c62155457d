import { InventoryInput, MAX_STOCK } from '@sog/contract'
import { Button, HStack, Input, SimpleGrid, Stack } from '@chakra-ui/react'
import { useEffect, type KeyboardEvent } from 'react'
import { Controller, FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { Checkbox } from '@/components/ui/own-recipe/checkbox'
import { useConflictDialog } from '@/components/form/conflict-dialog'
import { FormField } from '@/components/form/form-field'
import { FormSummary } from '@/components/form/form-summary'
import { notify } from '@/components/ui/toaster'
import { errorMessage } from '@/lib/api/api-client'
import {
  asNumber,
  contractResolver,
  settleFormConflict,
  showSaveError,
  type FieldLabel,
} from '@/lib/forms/form'
import { useDecimals } from '@/lib/forms/decimals'
import { useUnsavedChanges } from '@/lib/forms/unsaved-changes'
import { useUpdateInventory, type InventoryValues } from '../api/update-inventory'
import { toEntry } from '../utils/inventory'

type Props = {
  dealerId: number
  firearm: { id: string; name: string }
  entry: InventoryValues
  /** Ends edit mode; what was typed is dropped, so the next edit starts from the saved values. */
  onClose: () => void
  /** Told whether the form holds edits not yet saved (false once it closes). */
  onDirtyChange: (dirty: boolean) => void
}

/**
 * docs/product.md, "States" and "Validation": stock, price and status of one firearm, saved or
 * cancelled. A failed save keeps the row as typed, with the reason.
 */
export function InventoryEditForm({ dealerId, firearm, entry, onClose, onDirtyChange }: Props) {
  const { t } = useTranslation()
  const { trigger, isMutating: saving } = useUpdateInventory(dealerId, firearm.id)
  const form = useForm({ resolver: contractResolver(InventoryInput), defaultValues: entry })
  const { register } = form
  const decimals = useDecimals()
  const { isDirty } = form.formState
  useUnsavedChanges(isDirty)
  useEffect(() => {
    onDirtyChange(isDirty)
    return () => onDirtyChange(false)
  }, [isDirty, onDirtyChange])
  const [conflictDialog, askConflict] = useConflictDialog()

  const label: FieldLabel = ([field]) =>
    field === 'stock'
      ? t('dealerPortal.item.stock')
      : field === 'price'
        ? t('dealerPortal.item.priceEur')
        : field === 'available'
          ? t('dealerPortal.item.available')
          : null

  const submit = form.handleSubmit(async (values) => {
    try {
      await trigger(values)
    } catch (error) {
      const settled = await settleFormConflict(error, askConflict, form, toEntry, submit, label)
      if (!settled) showSaveError(form, error, errorMessage(error, t('dealerPortal.edit.failed')))
      return
    }
    notify(t('dealerPortal.edit.saved', { name: firearm.name }), 'success')
    onClose()
  })
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !saving) onClose()
  }

  return (
    <FormProvider {...form}>
      {conflictDialog}
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        onKeyDown={onKeyDown}
        aria-label={t('dealerPortal.edit.form', { name: firearm.name })}
      >
        <Stack gap="3">
          <SimpleGrid columns={2} gap="3" maxWidth="28rem">
            <FormField name="stock" label={t('dealerPortal.item.stock')}>
              <Input
                // The row has just turned editable by the dealer's own click.
                autoFocus
                type="number"
                inputMode="numeric"
                min={0}
                max={MAX_STOCK}
                step={1}
                readOnly={saving}
                {...register('stock', asNumber)}
              />
            </FormField>
            <FormField
              name="price"
              label={t('dealerPortal.item.priceEur')}
              issues={decimals.issues}
            >
              <Input
                {...decimals.input}
                readOnly={saving}
                {...register('price', decimals.required)}
              />
            </FormField>
          </SimpleGrid>
          <Controller
            name="available"
            control={form.control}
            render={({ field }) => (
              <Checkbox.Root
                checked={field.value}
                readOnly={saving}
                onCheckedChange={({ checked }) => field.onChange(checked === true)}
              >
                <Checkbox.HiddenInput ref={field.ref} onBlur={field.onBlur} />
                <Checkbox.Control />
                <Checkbox.Label>{t('dealerPortal.item.available')}</Checkbox.Label>
              </Checkbox.Root>
            )}
          />
          <FormSummary busy={saving} />
          <HStack gap="2" wrap="wrap">
            <Button type="submit" size="sm" colorPalette="brand" disabled={saving}>
              {saving ? t('dealerPortal.edit.saving') : t('common.save')}
            </Button>
            <Button size="sm" variant="outline" disabled={saving} onClick={onClose}>
              {t('common.cancel')}
            </Button>
          </HStack>
        </Stack>
      </form>
    </FormProvider>
  )
}
