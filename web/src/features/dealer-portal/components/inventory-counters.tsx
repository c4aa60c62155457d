import { Box, SimpleGrid, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import type { InventoryTotals } from '../utils/inventory'

const COUNTERS: (keyof InventoryTotals)[] = ['totalProducts', 'available', 'totalStock']

/** docs/product.md, "Screens": Total Products, Available and Total Stock. */
export function InventoryCounters({ totals }: { totals: InventoryTotals }) {
  const { t, i18n } = useTranslation()
  const number = new Intl.NumberFormat(i18n.language)
  return (
    <SimpleGrid
      as="ul"
      columns={3}
      gap={{ base: '2', md: '4' }}
      listStyleType="none"
      aria-label={t('dealerPortal.counters.label')}
    >
      {COUNTERS.map((counter) => (
        <Box
          as="li"
          key={counter}
          borderWidth="1px"
          borderRadius="lg"
          p={{ base: '3', md: '4' }}
          bg="bg"
        >
          <Text color="fg.muted" textStyle="sm">
            {t(`dealerPortal.counters.${counter}`)}
          </Text>
          <Text textStyle={{ base: '2xl', md: '3xl' }} fontWeight="semibold">
            {number.format(totals[counter])}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  )
}
