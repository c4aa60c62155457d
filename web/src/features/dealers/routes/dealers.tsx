import '../translations'

import { SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react'
import type { ApiPublicDealer } from '@sog/contract'
import { useTranslation } from 'react-i18next'

import { PageHeader } from '@/components/ui/page-header'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useDealers } from '../api/get-dealers'
import { BecomeDealer } from '../components/become-dealer'
import { DealerCard } from '../components/dealer-card'
import { DealerFilters } from '../components/dealer-filters'
import { useDealerSearch } from '../hooks/use-dealer-search'

const SKELETONS = 6
const NO_DEALERS: ApiPublicDealer[] = []

export function Component() {
  const { t, i18n } = useTranslation()
  useDocumentTitle(t('dealers.title'))
  const { dealers, isFallback, isLoading } = useDealers()
  const { search, setSearch, city, setCity, cities, matches } = useDealerSearch(
    dealers ?? NO_DEALERS,
    i18n.resolvedLanguage ?? 'en',
  )

  return (
    <Stack gap="10">
      <Stack gap="6">
        <PageHeader title={t('dealers.title')} subtitle={t('dealers.subtitle')} />
        <DealerFilters
          search={search}
          onSearch={setSearch}
          city={city}
          onCity={setCity}
          cities={cities}
        />
        <Stack gap="1" aria-live="polite">
          {dealers ? (
            <Text fontWeight="semibold">{t('dealers.count', { count: matches.length })}</Text>
          ) : null}
          {isFallback ? (
            <Text textStyle="sm" color="fg.muted">
              {t('dealers.fallback')}
            </Text>
          ) : null}
        </Stack>
        {isLoading ? (
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="6">
            {Array.from({ length: SKELETONS }, (_, i) => (
              <Skeleton key={i} height="320px" data-testid="skeleton" />
            ))}
          </SimpleGrid>
        ) : null}
        {dealers && matches.length > 0 ? (
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="6">
            {matches.map((dealer) => (
              <DealerCard key={dealer.id} dealer={dealer} />
            ))}
          </SimpleGrid>
        ) : null}
        {dealers && matches.length === 0 ? (
          <Stack gap="1" textAlign="center" py="10">
            <Text fontWeight="semibold" textStyle="lg">
              {t('dealers.empty.title')}
            </Text>
            <Text color="fg.muted">{t('dealers.empty.hint')}</Text>
          </Stack>
        ) : null}
      </Stack>
      <BecomeDealer />
    </Stack>
  )
}
