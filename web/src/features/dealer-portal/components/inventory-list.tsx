import { Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import type { InventoryItem } from '../utils/inventory'
import { InventoryListItem } from './inventory-list-item'

type Props = { dealerId: number; items: InventoryItem[] }

/** docs/product.md, "States": every firearm; opening a row's edit mode closes the one open before. */
export function InventoryList({ dealerId, items }: Props) {
  const { t } = useTranslation()
  const [editingId, setEditingId] = useState<string | null>(null)
  if (items.length === 0) {
    return (
      <Text borderWidth="1px" borderRadius="lg" p="6" textAlign="center" color="fg.muted">
        {t('dealerPortal.dashboard.empty')}
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
