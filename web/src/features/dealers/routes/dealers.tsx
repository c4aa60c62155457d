import '../translations'

import { SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react'
import type { ApiPublicDealer } from '@sog/contract'
import { useTranslation } from 'react-i18next'

import { PageHeader } from '@/components/ui/page-header'
import { isLanguage } from '@/lib/i18n'
import { useSelectedCountry } from '@/lib/selected-country'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useDealers } from '../api/get-dealers'
import { BecomeDealer } from '../components/become-dealer'
import { DealerCard } from '../components/dealer-card'
import { DealerFilters } from '../components/dealer-filters'
import { DistanceSort } from '../components/distance-sort'
import { MapSection } from '../components/map-section'
import { useDealerSearch } from '../hooks/use-dealer-search'

const SKELETONS = 6
const NO_DEALERS: ApiPublicDealer[] = []

export function Component() {
  const { t, i18n } = useTranslation()
  useDocumentTitle(t('dealers.title'))
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en'
  const { dealers, isFallback, isLoading } = useDealers()
  const found = useDealerSearch(dealers ?? NO_DEALERS, language, useSelectedCountry())
  const { rows } = found

  return (
    <Stack gap="10">
      <Stack gap="6">
        <PageHeader title={t('dealers.title')} subtitle={t('dealers.subtitle')} />
        <DealerFilters
          search={found.search}
          onSearch={found.setSearch}
          country={found.country}
          onCountry={found.setCountry}
          countries={found.countries}
          city={found.city}
          onCity={found.setCity}
          cities={found.cities}
        />
        {dealers ? (
          <DistanceSort dealers={dealers} origin={found.origin} onOrigin={found.setOrigin} />
        ) : null}
        <Stack gap="1" aria-live="polite">
          {dealers ? (
            <Text fontWeight="semibold">{t('dealers.count', { count: rows.length })}</Text>
          ) : null}
          {isFallback ? (
            <Text textStyle="sm" color="fg.muted">
              {t('dealers.fallback')}
            </Text>
          ) : null}
        </Stack>
        {dealers ? <MapSection rows={rows} origin={found.origin} /> : null}
        {isLoading ? (
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="6">
            {Array.from({ length: SKELETONS }, (_, i) => (
              <Skeleton key={i} height="320px" data-testid="skeleton" />
            ))}
          </SimpleGrid>
        ) : null}
        {dealers && rows.length > 0 ? (
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="6">
            {rows.map(({ dealer, distance }) => (
              <DealerCard key={dealer.id} dealer={dealer} distance={distance} />
            ))}
          </SimpleGrid>
        ) : null}
        {dealers && rows.length === 0 ? (
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
