import { useState } from 'react'

import { useUpdateInventory, type InventoryValues } from '../api/update-inventory'
import { parsePrice, parseStock } from '../utils/inventory'

/** The inputs keep what was typed; it is read as numbers only when saving (docs/product.md, "Validation"). */
export type InventoryDraft = { stock: string; price: string; available: boolean }

const draftOf = (entry: InventoryValues): InventoryDraft => ({
  stock: String(entry.stock),
  price: String(entry.price),
  available: entry.available,
})

/**
 * docs/product.md, "States": one row's edit mode. Save sends the values; on success the caller ends edit
 * mode, on failure the row stays as typed and shows the error.
 */
export function useInventoryEdit(dealerId: number, firearmId: string, entry: InventoryValues) {
  const update = useUpdateInventory(dealerId)
  const [draft, setDraft] = useState(() => draftOf(entry))
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<unknown>(null)

  const change = (values: Partial<InventoryDraft>) =>
    setDraft((current) => ({ ...current, ...values }))

  const save = async (): Promise<boolean> => {
    setSaving(true)
    setError(null)
    try {
      await update(firearmId, {
        stock: parseStock(draft.stock),
        price: parsePrice(draft.price),
        available: draft.available,
      })
      return true
    } catch (failure) {
      setError(failure)
      return false
    } finally {
      setSaving(false)
    }
  }

  return { draft, saving, error, change, save }
}
