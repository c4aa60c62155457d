import { Box, Button, type ButtonProps } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import { needsApp } from '@/lib/page/needs-script'
import { COMPARE_MAX, compareList } from '@/lib/storage/saved-lists'

/**
 * Adds the firearm to the compare list (docs/product.md, "States"): disabled, and saying why, when it is
 * already there or the list is full.
 */
type Props = {
  firearmId: string
  /** A card's quiet icon: the label is for screen readers and the tooltip only. */
  compact?: boolean
} & ButtonProps

export function CompareButton({ firearmId, compact, ...props }: Props) {
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
      variant={compact ? 'ghost' : 'outline'}
      disabled={added || full}
      title={compact ? label : undefined}
      onClick={() => compareList.add(firearmId)}
      {...needsApp}
      {...props}
    >
      <Box as="span" aria-hidden="true" fontSize={compact ? 'lg' : undefined}>
        ⇄
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
