import { Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'

import type { InventoryItem } from '../utils/inventory'
import { InventoryListItem } from './inventory-list-item'

type Props = { dealerId: number; items: InventoryItem[]; empty: string }

/** docs/product.md, "States": one page of the firearms; opening a row's edit mode closes the one open before. */
export function InventoryList({ dealerId, items, empty }: Props) {
  const [editingId, setEditingId] = useState<string | null>(null)
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
          editing={editingId === item.firearm.id}
          onEdit={() => setEditingId(item.firearm.id)}
          onClose={() => setEditingId(null)}
        />
      ))}
    </Stack>
  )
}
