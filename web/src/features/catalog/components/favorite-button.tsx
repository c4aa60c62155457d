import { Button, type ButtonProps } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import { favorites } from '@/lib/saved-lists'

/** Toggles the firearm in the favourites list (docs/product.md, "States"); `aria-pressed` tells its state. */
export function FavoriteButton({ firearmId, ...props }: { firearmId: string } & ButtonProps) {
  const { t } = useTranslation()
  const saved = favorites.useIds().includes(firearmId)
  return (
    <Button
      variant={saved ? 'solid' : 'outline'}
      colorPalette="red"
      aria-pressed={saved}
      onClick={() => favorites.toggle(firearmId)}
      {...props}
    >
      <span aria-hidden="true">{saved ? '♥' : '♡'}</span>
      {t('catalog.actions.favorite')}
    </Button>
  )
}
