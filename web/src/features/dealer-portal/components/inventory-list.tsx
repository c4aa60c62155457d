import { Stack, Text } from '@chakra-ui/react'
import { useCallback, useRef, useState } from 'react'

import { useConfirmLeave } from '@/components/form/unsaved-dialog'
import type { InventoryItem } from '../utils/inventory'
import { InventoryListItem } from './inventory-list-item'

type Props = { dealerId: number; items: InventoryItem[]; empty: string }

/**
 * docs/product.md, "States": one page of the firearms; opening a row's edit mode closes the one
 * open before, asking first when that one holds values not yet saved, as leaving the screen does.
 */
export function InventoryList({ dealerId, items, empty }: Props) {
  const [editingId, setEditingId] = useState<string | null>(null)
  // Whether the open row's form holds edits not yet saved (it reports them while it is open).
  const editingDirty = useRef(false)
  const onDirtyChange = useCallback((dirty: boolean) => {
    editingDirty.current = dirty
  }, [])
  const [leaveDialog, confirmLeave] = useConfirmLeave()
  const edit = async (id: string) => {
    const switching = editingId !== null && editingId !== id
    // Staying keeps the open row as it is, with what was typed.
    if (switching && editingDirty.current && !(await confirmLeave())) return
    setEditingId(id)
  }

  if (items.length === 0) {
    return (
      <Text borderWidth="1px" borderRadius="lg" p="6" textAlign="center" color="fg.muted">
        {empty}
      </Text>
    )
  }
  return (
    <>
      {leaveDialog}
      <Stack as="ul" gap="3" listStyleType="none">
        {items.map((item) => (
          <InventoryListItem
            key={item.firearm.id}
            dealerId={dealerId}
            item={item}
            editing={editingId === item.firearm.id}
            onEdit={() => void edit(item.firearm.id)}
            onClose={() => setEditingId(null)}
            onDirtyChange={onDirtyChange}
          />
        ))}
      </Stack>
    </>
  )
}
