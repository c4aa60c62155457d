import { Button, type ButtonProps } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import { COMPARE_MAX, compareList } from '@/lib/saved-lists'

/**
 * Adds the firearm to the compare list (docs/product.md, "States"): disabled, and saying why, when it is
 * already there or the list is full.
 */
export function CompareButton({ firearmId, ...props }: { firearmId: string } & ButtonProps) {
  const { t } = useTranslation()
  const ids = compareList.useIds()
  const added = ids.includes(firearmId)
  const full = !added && ids.length >= COMPARE_MAX
  const label = added
    ? t('catalog.actions.compareAdded')
    : full
      ? t('catalog.actions.compareFull', { max: COMPARE_MAX })
      : t('catalog.actions.compare')
  return (
    <Button
      variant="outline"
      disabled={added || full}
      onClick={() => compareList.add(firearmId)}
      {...props}
    >
      <span aria-hidden="true">⇄</span>
      {label}
    </Button>
  )
}
