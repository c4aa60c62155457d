import { Box, Button, type ButtonProps } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import { needsApp } from '@/lib/page/needs-script'
import { favorites } from '@/lib/storage/saved-lists'

type Props = {
  firearmId: string
  /** A card's quiet heart: the label is for screen readers and the tooltip only. */
  compact?: boolean
} & ButtonProps

/** Toggles the firearm in the favourites list (docs/product.md, "States"); `aria-pressed` tells its state. */
export function FavoriteButton({ firearmId, compact, ...props }: Props) {
  const { t } = useTranslation()
  const saved = favorites.useIds().includes(firearmId)
  const label = t('catalog.actions.favorite')
  return (
    <Button
      variant={compact ? 'ghost' : saved ? 'solid' : 'outline'}
      colorPalette={compact ? 'gray' : 'brand'}
      aria-pressed={saved}
      title={compact ? label : undefined}
      onClick={() => favorites.toggle(firearmId)}
      {...needsApp}
      {...props}
    >
      <Box as="span" aria-hidden="true" color={saved ? 'red.600' : undefined} fontSize="lg">
        {saved ? '♥' : '♡'}
      </Box>
      {compact ? (
        <Box as="span" srOnly>
          {label}
        </Box>
      ) : (
        label
      )}
    </Button>
  )
}
