import { Box, HStack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import { numberFormat } from '@/lib/format/number-format'

const STARS = 5

/** docs/product.md, "Limits": the stars are filled by the rating rounded down (4.8 shows 4). */
export function RatingStars({ rating }: { rating: number }) {
  const { t, i18n } = useTranslation()
  const filled = Math.floor(rating)
  const value = numberFormat(i18n.resolvedLanguage).format(rating)
  return (
    <HStack role="img" aria-label={t('dealers.card.rating', { rating: value })} gap="0.5">
      {Array.from({ length: STARS }, (_, i) => (
        <Box
          as="span"
          key={i}
          data-filled={i < filled}
          color={i < filled ? 'yellow.500' : 'gray.300'}
          textStyle="lg"
          lineHeight="1"
        >
          ★
        </Box>
      ))}
      <Box as="span" ms="1" textStyle="sm" color="fg.muted">
        {value}
      </Box>
    </HStack>
  )
}
