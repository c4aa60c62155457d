import { Box, Grid } from '@chakra-ui/react'
import { useEffect, useRef } from 'react'

import { FirearmImage } from '@/components/ui/firearm-image'
import type { InventoryItem } from '../utils/inventory'
import { FirearmDetails } from './firearm-details'
import { InventoryEditForm } from './inventory-edit-form'
import { InventorySummary } from './inventory-summary'

type Props = {
  dealerId: number
  item: InventoryItem
  editing: boolean
  onEdit: () => void
  onClose: () => void
  /** Told whether the row's open form holds edits not yet saved. */
  onDirtyChange: (dirty: boolean) => void
}

/**
 * One firearm with the dealer's stock, price and status. On narrow screens the details and the
 * inventory sit under the picture; from md up they form one row, so nothing scrolls sideways.
 */
export function InventoryListItem({
  dealerId,
  item,
  editing,
  onEdit,
  onClose,
  onDirtyChange,
}: Props) {
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
          base: 'minmax(0, 1fr)',
          sm: '8rem minmax(0, 1fr)',
          lg: '8rem minmax(0, 1fr) minmax(17rem, 22rem)',
        }}
        gap="4"
        alignItems="start"
      >
        <Box borderRadius="md" overflow="hidden" maxWidth={{ base: '10rem', sm: 'none' }}>
          <FirearmImage
            images={firearm.imageSet}
            urls={[firearm.imageUrl, firearm.images[0]]}
            alt={firearm.name}
            sizes="(min-width: 30em) 8rem, 10rem"
          />
        </Box>
        <FirearmDetails firearm={firearm} />
        <Box gridColumn={{ base: 'auto', sm: '1 / -1', lg: 'auto' }}>
          {editing ? (
            <InventoryEditForm
              dealerId={dealerId}
              firearm={firearm}
              entry={entry}
              onClose={close}
              onDirtyChange={onDirtyChange}
            />
          ) : (
            <InventorySummary
              name={firearm.name}
              entry={entry}
              onEdit={onEdit}
              editButton={editButton}
            />
          )}
        </Box>
      </Grid>
    </Box>
  )
}
