import { Stack, Text } from '@chakra-ui/react'

import type { EditingRow } from '@/components/form/editing-row'
import type { InventoryItem } from '../utils/inventory'
import { InventoryListItem } from './inventory-list-item'

type Props = {
  dealerId: number
  items: InventoryItem[]
  empty: string
  /** The row open for editing, kept by the screen, whose other controls ask before dropping it. */
  rows: EditingRow<string>
}

/**
 * docs/product.md, "States": one page of the firearms; opening a row's edit mode closes the one
 * open before, asking first when that one holds values not yet saved, as leaving the screen does.
 */
export function InventoryList({ dealerId, items, empty, rows }: Props) {
  if (items.length === 0) {
    return (
      <Text borderWidth="1px" borderRadius="lg" p="6" textAlign="center" color="fg.muted">
        {empty}
      </Text>
    )
  }
  return (
    <Stack as="ul" gap="3" listStyleType="none">
      {items.map((item) => (
        <InventoryListItem
          key={item.firearm.id}
          dealerId={dealerId}
          item={item}
          editing={rows.editingId === item.firearm.id}
          onEdit={() => void rows.edit(item.firearm.id)}
          onClose={rows.close}
          onDirtyChange={rows.onDirtyChange}
        />
      ))}
    </Stack>
  )
}
