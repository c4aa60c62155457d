import { Button, Checkbox, Field, HStack, Input, SimpleGrid, Stack } from '@chakra-ui/react'
import type { FormEvent, KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'

import { ErrorAlert } from '@/components/ui/error-alert'
import { notify } from '@/components/ui/toaster'
import { errorMessage } from '@/lib/api-client'
import type { InventoryValues } from '../api/update-inventory'
import { useInventoryEdit } from '../hooks/use-inventory-edit'

type Props = {
  dealerId: number
  firearm: { id: string; name: string }
  entry: InventoryValues
  /** Ends edit mode; what was typed is dropped, so the next edit starts from the saved values. */
  onClose: () => void
}

/** docs/product.md, "States" and "Validation": stock, price and status of one firearm, saved or cancelled. */
export function InventoryEditForm({ dealerId, firearm, entry, onClose }: Props) {
  const { t } = useTranslation()
  const { draft, saving, error, change, save } = useInventoryEdit(dealerId, firearm.id, entry)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (!(await save())) return
    notify(t('dealerPortal.edit.saved', { name: firearm.name }), 'success')
    onClose()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !saving) onClose()
  }

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      onKeyDown={onKeyDown}
      aria-label={t('dealerPortal.edit.form', { name: firearm.name })}
    >
      <Stack gap="3">
        <SimpleGrid columns={2} gap="3" maxWidth="28rem">
          <Field.Root>
            <Field.Label>{t('dealerPortal.item.stock')}</Field.Label>
            <Input
              // The row has just turned editable by the dealer's own click.
              autoFocus
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={draft.stock}
              readOnly={saving}
              onChange={(event) => change({ stock: event.currentTarget.value })}
            />
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('dealerPortal.item.priceEur')}</Field.Label>
            <Input
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              value={draft.price}
              readOnly={saving}
              onChange={(event) => change({ price: event.currentTarget.value })}
            />
          </Field.Root>
        </SimpleGrid>
        <Checkbox.Root
          checked={draft.available}
          readOnly={saving}
          onCheckedChange={({ checked }) => change({ available: checked === true })}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('dealerPortal.item.available')}</Checkbox.Label>
        </Checkbox.Root>
        {error ? <ErrorAlert title={errorMessage(error, t('dealerPortal.edit.failed'))} /> : null}
        <HStack gap="2" wrap="wrap">
          <Button type="submit" size="sm" colorPalette="blue" disabled={saving}>
            {saving ? t('dealerPortal.edit.saving') : t('common.save')}
          </Button>
          <Button size="sm" variant="outline" disabled={saving} onClick={onClose}>
            {t('common.cancel')}
          </Button>
        </HStack>
      </Stack>
    </form>
  )
}
