import { Badge, Flex, HStack, IconButton } from '@chakra-ui/react'
import type { Ref } from 'react'
import { useTranslation } from 'react-i18next'

import { DataList } from '@/components/ui/own-recipe/data-list'
import type { InventoryValues } from '../api/update-inventory'
import { formatEuro } from '../utils/format'
import { PencilIcon } from './pencil-icon'

type Props = {
  name: string
  entry: InventoryValues
  onEdit: () => void
  editButton: Ref<HTMLButtonElement>
}

/** A row's view mode: stock, price in euro, the status badge and the pencil. */
export function InventorySummary({ name, entry, onEdit, editButton }: Props) {
  const { t, i18n } = useTranslation()
  return (
    <Flex gap="3" align="center" justify="space-between" wrap="wrap">
      <DataList.Root orientation="horizontal" size="sm" gap="1">
        <DataList.Item>
          <DataList.ItemLabel minWidth="7.5rem">{t('dealerPortal.item.stock')}</DataList.ItemLabel>
          <DataList.ItemValue>{entry.stock}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel minWidth="7.5rem">{t('dealerPortal.item.price')}</DataList.ItemLabel>
          <DataList.ItemValue>{formatEuro(entry.price, i18n.language)}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      <HStack gap="2">
        <Badge colorPalette={entry.available ? 'green' : 'gray'}>
          {entry.available ? t('dealerPortal.item.available') : t('dealerPortal.item.unavailable')}
        </Badge>
        <IconButton
          ref={editButton}
          size="sm"
          variant="outline"
          aria-label={t('dealerPortal.item.edit', { name })}
          onClick={onEdit}
        >
          <PencilIcon />
        </IconButton>
      </HStack>
    </Flex>
  )
}
