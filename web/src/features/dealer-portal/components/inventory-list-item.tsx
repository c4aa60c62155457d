import {
  Badge,
  Box,
  DataList,
  Flex,
  Grid,
  Heading,
  HStack,
  IconButton,
  Stack,
} from '@chakra-ui/react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'

import { FirearmImage } from '@/components/ui/firearm-image'
import type { InventoryItem } from '../utils/inventory'
import { formatEuro } from '../utils/format'
import { InventoryEditForm } from './inventory-edit-form'
import { PencilIcon } from './pencil-icon'

type Props = {
  dealerId: number
  item: InventoryItem
  editing: boolean
  onEdit: () => void
  onClose: () => void
}

/**
 * One firearm with the dealer's stock, price and status. The layout stacks on narrow screens
 * and becomes a row from md up, so the list never scrolls sideways.
 */
export function InventoryListItem({ dealerId, item, editing, onEdit, onClose }: Props) {
  const { t, i18n } = useTranslation()
  const { firearm, entry } = item
  const editButton = useRef<HTMLButtonElement>(null)
  // Keyboard users land back on the pencil after saving or cancelling, not at the page's top.
  const refocus = useRef(false)
  useEffect(() => {
    if (!editing && refocus.current) editButton.current?.focus()
    refocus.current = false
  }, [editing])
  const close = () => {
    refocus.current = true
    onClose()
  }

  return (
    <Box as="li" borderWidth="1px" borderRadius="lg" p="4" bg="bg">
      <Grid
        templateColumns={{
          base: '6rem minmax(0, 1fr)',
          md: '8rem minmax(0, 1fr) minmax(16rem, 20rem)',
        }}
        gap="4"
        alignItems="start"
      >
        <Box borderRadius="md" overflow="hidden">
          <FirearmImage
            images={firearm.imageSet}
            urls={[firearm.imageUrl, firearm.images[0]]}
            alt={firearm.name}
            sizes="8rem"
          />
        </Box>
        <Stack gap="2" minWidth="0">
          <HStack gap="2" wrap="wrap">
            <Heading as="h3" size="md" wordBreak="break-word">
              {firearm.name}
            </Heading>
            {firearm.isNew ? <Badge colorPalette="red">{t('dealerPortal.item.new')}</Badge> : null}
          </HStack>
          <DataList.Root orientation="horizontal" size="sm" gap="1">
            {(
              [
                ['caliber', firearm.caliber],
                ['barrelLength', firearm.barrelLength],
                ['category', firearm.category],
                ['id', firearm.id],
              ] as const
            ).map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel minWidth="6rem">
                  {t(`dealerPortal.item.${label}`)}
                </DataList.ItemLabel>
                <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </Stack>
        <Box gridColumn={{ base: '1 / -1', md: 'auto' }}>
          {editing ? (
            <InventoryEditForm
              dealerId={dealerId}
              firearm={firearm}
              entry={entry}
              onClose={close}
            />
          ) : (
            <Flex gap="3" align="center" justify="space-between" wrap="wrap">
              <DataList.Root orientation="horizontal" size="sm" gap="1">
                <DataList.Item>
                  <DataList.ItemLabel minWidth="6rem">
                    {t('dealerPortal.item.stock')}
                  </DataList.ItemLabel>
                  <DataList.ItemValue>{entry.stock}</DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel minWidth="6rem">
                    {t('dealerPortal.item.price')}
                  </DataList.ItemLabel>
                  <DataList.ItemValue>{formatEuro(entry.price, i18n.language)}</DataList.ItemValue>
                </DataList.Item>
              </DataList.Root>
              <HStack gap="2">
                <Badge colorPalette={entry.available ? 'green' : 'gray'}>
                  {entry.available
                    ? t('dealerPortal.item.available')
                    : t('dealerPortal.item.unavailable')}
                </Badge>
                <IconButton
                  ref={editButton}
                  size="sm"
                  variant="outline"
                  aria-label={t('dealerPortal.item.edit', { name: firearm.name })}
                  onClick={onEdit}
                >
                  <PencilIcon />
                </IconButton>
              </HStack>
            </Flex>
          )}
        </Box>
      </Grid>
    </Box>
  )
}
