import '../translations'

import { Button, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react'
import type { ApiPublicDealer } from '@sog/contract'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'

import { PageHeader } from '@/components/ui/page-header'
import { Pager } from '@/components/ui/pager'
import { isLanguage } from '@/lib/i18n'
import { RetryAlert } from '@/components/ui/retry-alert'
import { useSelectedCountry } from '@/lib/storage/selected-country'
import { useDocumentTitle } from '@/lib/page/use-document-title'
import { needsApp } from '@/lib/page/needs-script'
import { useDealers } from '../api/get-dealers'
import { BecomeDealer } from '../components/become-dealer'
import { DealerCard, dealerCardId } from '../components/dealer-card'
import { DealerFilters } from '../components/dealer-filters'
import { DistanceSort } from '../components/distance-sort'
import { MapSection } from '../components/map-section'
import { useDealerSearch } from '../hooks/use-dealer-search'

const SKELETONS = 6
const NO_DEALERS: ApiPublicDealer[] = []
/**
 * Cards shown at once: the directory reads every dealer (the map and the distance sort need them
 * all) but draws one page of them, so a network of 1,000 stays a light page
 * (docs/decisions/0115-pages-not-scrolling.md).
 */
export const DEALERS_PER_PAGE = 24

export function Component() {
  const { t, i18n } = useTranslation()
  useDocumentTitle(t('dealers.title'))
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en'
  const { dealers, isFallback, isLoading, retry } = useDealers()
  const wantedId = useSearchParams()[0].get('dealer')
  const visitorCountry = useSelectedCountry()
  const found = useDealerSearch(dealers ?? NO_DEALERS, language, visitorCountry, wantedId)
  const { rows } = found
  // Any change of search, place or order starts again from the first page.
  const listing = [
    found.search,
    found.country,
    found.city,
    found.origin?.label ?? '',
    found.origin?.latitude ?? '',
    found.origin?.longitude ?? '',
  ].join('\n')
  const [paging, setPaging] = useState<{ listing: string; page: number } | null>(null)
  const pages = Math.ceil(rows.length / DEALERS_PER_PAGE)
  // A product page's dealer link opens on the page that lists that dealer.
  const wantedIndex = rows.findIndex(({ dealer }) => String(dealer.id) === wantedId)
  const firstPage =
    paging === null && wantedIndex >= 0 ? Math.floor(wantedIndex / DEALERS_PER_PAGE) + 1 : 1
  const page = paging?.listing === listing ? Math.min(paging.page, Math.max(1, pages)) : firstPage
  const shown = rows.slice((page - 1) * DEALERS_PER_PAGE, page * DEALERS_PER_PAGE)
  const wantedShown = shown.some(({ dealer }) => String(dealer.id) === wantedId)
  useEffect(() => {
    // A product page's dealer link: bring that dealer's card into view once it is listed.
    if (wantedShown && wantedId) {
      document.getElementById(dealerCardId(wantedId))?.scrollIntoView({ block: 'center' })
    }
  }, [wantedShown, wantedId])

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
          place={found.place}
        />
        {dealers ? (
          <DistanceSort
            origin={found.origin}
            place={found.place}
            placeState={found.placeState}
            country={visitorCountry}
            onPlace={found.setPlace}
            onLocated={found.setLocated}
            onClear={found.clearOrigin}
            onRetry={found.retryPlace}
          />
        ) : null}
        <Stack gap="1" aria-live="polite">
          {dealers ? (
            <Text fontWeight="semibold">{t('dealers.count', { count: rows.length })}</Text>
          ) : null}
          {isFallback ? (
            <RetryAlert title={t('dealers.loadFailed')} onRetry={retry}>
              <Text textStyle="sm" flex="2">
                {t('dealers.fallback')}
              </Text>
            </RetryAlert>
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
            {shown.map(({ dealer, distance }) => (
              <DealerCard
                key={dealer.id}
                dealer={dealer}
                distance={distance}
                wanted={String(dealer.id) === wantedId}
              />
            ))}
          </SimpleGrid>
        ) : null}
        <Pager
          page={page}
          pages={pages}
          total={rows.length}
          limit={DEALERS_PER_PAGE}
          onPage={(next) => setPaging({ listing, page: next })}
        />
        {dealers && rows.length === 0 ? (
          <Stack gap="1" textAlign="center" py="10">
            <Text fontWeight="semibold" textStyle="lg">
              {t('dealers.empty.title')}
            </Text>
            <Text color="fg.muted">{t('dealers.empty.hint')}</Text>
            {found.elsewhere > 0 ? (
              <Stack align="center" gap="3" pt="3">
                <Text>{t('dealers.empty.elsewhere', { count: found.elsewhere })}</Text>
                <Button variant="outline" onClick={() => found.setCountry('')} {...needsApp}>
                  {t('dealers.empty.showAll')}
                </Button>
              </Stack>
            ) : null}
          </Stack>
        ) : null}
      </Stack>
      <BecomeDealer />
    </Stack>
  )
}
