import { SimpleGrid, Skeleton, Stack, VisuallyHidden } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

/** The loading state: three counters (docs/product.md, "Limits") and a few rows. */
export function DashboardSkeleton() {
  const { t } = useTranslation()
  return (
    <Stack gap="6" aria-busy="true">
      <VisuallyHidden role="status">{t('common.loading')}</VisuallyHidden>
      <SimpleGrid columns={3} gap={{ base: '2', md: '4' }}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height="5.5rem" borderRadius="lg" />
        ))}
      </SimpleGrid>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} height="8rem" borderRadius="lg" />
      ))}
    </Stack>
  )
}
