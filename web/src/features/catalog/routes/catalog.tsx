import '../translations'

import { Box, CloseButton, Flex, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useHref, useLocation } from 'react-router-dom'

import { PriceNote } from '@/components/ui/price-note'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/lib/page/use-document-title'
import { needsApp } from '@/lib/page/needs-script'
import { CatalogHero } from '../components/catalog-hero'
import { ExamplesNotice } from '../components/examples-notice'
import { FilterPanel } from '../components/filter-panel'
import { FiltersToggle } from '../components/filters-toggle'
import { FirearmGrid } from '../components/firearm-grid'
import { LoadFailed } from '../components/load-failed'
import { ViewToggle } from '../components/view-toggle'
import { CatalogPager } from '../components/catalog-pager'
import { PastTheEnd } from '../components/past-the-end'
import { SortSelect } from '../components/sort-select'
import { useCatalogFilters } from '../hooks/use-catalog-filters'
import { useFirearmPage } from '../hooks/use-firearm-page'
import { pageAddress } from '../utils/catalog-query'
import { VIEW_PARAM } from '../utils/filter-params'
import { DEFAULT_PRICE_CEILING, hasActiveFilters, PRICE_STEP } from '../utils/filter-firearms'

/** What the filters' form keeps of the address without a control of its own. */
const KEPT_PARAMS = ['search', VIEW_PARAM]

export function Component() {
  const { t } = useTranslation()
  useDocumentTitle(t('catalog.title'))
  const { filters, query, update, reset, setSort, view, viewHref } = useCatalogFilters()
  const { page, failed, examples, isLoading, isUpdating, retry } = useFirearmPage(query)
  const [panelOpen, setPanelOpen] = useState(false)
  const panelId = useId()
  const formId = useId()
  const { pathname, search } = useLocation()
  const action = useHref(pathname)
  const kept = KEPT_PARAMS.flatMap((name) => {
    const value = new URLSearchParams(search).get(name)
    return value ? [[name, value] as [string, string]] : []
  })
  const home = pathname === paths.home

  // The slider spans the dearest price under the other filters, in the visitor's currency.
  const top = page?.facets.price?.max
  const ceiling = top
    ? Math.max(PRICE_STEP, Math.ceil(top / PRICE_STEP) * PRICE_STEP)
    : DEFAULT_PRICE_CEILING
  const active = hasActiveFilters(filters, ceiling)
  const matches = page?.items
  const hrefOf = (next: number) => pageAddress(pathname, search, next)
  const toTop = () => window.scrollTo({ top: 0 })

  return (
    <Stack gap="6">
      {home ? <CatalogHero /> : null}
      <Flex justify="space-between" align={{ base: 'start', md: 'end' }} gap="4" wrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>
            {t('catalog.title')}
          </Heading>
          <HStack gap="2" wrap="wrap" color="fg.muted" aria-live="polite">
            <Text>
              {isLoading || isUpdating || !matches
                ? t('common.loading')
                : t('catalog.count', { count: page?.total ?? 0 })}
            </Text>
            {filters.search ? (
              <HStack gap="1">
                <Text>· {t('catalog.searchFor', { search: filters.search })}</Text>
                <CloseButton
                  size="2xs"
                  variant="ghost"
                  aria-label={t('catalog.clearSearch')}
                  {...needsApp}
                  onClick={() => update({ search: '' })}
                />
              </HStack>
            ) : null}
          </HStack>
        </Stack>
        <HStack gap="2" wrap="wrap">
          <FiltersToggle
            panelId={panelId}
            open={panelOpen}
            onToggle={() => setPanelOpen((open) => !open)}
          />
          <SortSelect value={query.sort} onChange={setSort} form={formId} />
          <ViewToggle view={view} hrefOf={viewHref} />
        </HStack>
      </Flex>
      {failed ? <LoadFailed onRetry={retry} /> : null}
      {examples ? <ExamplesNotice /> : null}
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '260px minmax(0, 1fr)' }} gap="8">
        <Box
          as="aside"
          id={panelId}
          aria-label={t('catalog.filters.title')}
          display={{ base: panelOpen ? 'block' : 'none', lg: 'block' }}
          // Opened before the app by FiltersToggle's link, as the address's target.
          css={{ '&:target': { display: 'block' } }}
          borderWidth="1px"
          borderRadius="md"
          p="4"
          alignSelf="start"
        >
          <FilterPanel
            formId={formId}
            action={action}
            kept={kept}
            filters={filters}
            ceiling={ceiling}
            facets={page?.facets}
            active={active}
            onChange={update}
            onReset={reset}
          />
        </Box>
        {/* A filter's results on their way: the previous ones stay, dimmed and marked busy. */}
        <Box
          minW="0"
          aria-busy={isUpdating}
          opacity={isUpdating ? 0.6 : 1}
          transition="opacity 0.15s"
        >
          {!isLoading && page && page.total > 0 && page.page > page.pages ? (
            <PastTheEnd page={page.page} pages={page.pages} />
          ) : !isLoading && matches?.length === 0 ? (
            <Text textAlign="center" py="12" textStyle="lg">
              {t('catalog.empty')}
            </Text>
          ) : (
            <Stack gap="6">
              <FirearmGrid firearms={isLoading ? undefined : matches} layout={view} />
              {page ? (
                <CatalogPager page={page.page} pages={page.pages} hrefOf={hrefOf} onPage={toTop} />
              ) : null}
              <PriceNote />
            </Stack>
          )}
        </Box>
      </Grid>
    </Stack>
  )
}
