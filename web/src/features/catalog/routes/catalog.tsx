import '../translations'

import { Box, Button, Flex, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { useDocumentTitle } from '@/lib/use-document-title'
import { FilterPanel } from '../components/filter-panel'
import { FirearmGrid } from '../components/firearm-grid'
import { LoadFailed } from '../components/load-failed'
import { ViewToggle } from '../components/view-toggle'
import { useCatalogFilters } from '../hooks/use-catalog-filters'
import { useCatalogFirearms } from '../hooks/use-catalog-firearms'
import { filterFirearms, hasActiveFilters, priceCeiling } from '../utils/filter-firearms'

export function Component() {
  const { t } = useTranslation()
  useDocumentTitle(t('catalog.title'))
  const { firearms, failed, isLoading } = useCatalogFirearms()
  const { filters, update, reset, view, setView } = useCatalogFilters()
  const [panelOpen, setPanelOpen] = useState(false)
  const panelId = useId()

  const ceiling = useMemo(() => priceCeiling(firearms ?? []), [firearms])
  const matches = useMemo(
    () => (firearms ? filterFirearms(firearms, filters, ceiling) : undefined),
    [firearms, filters, ceiling],
  )
  const active = hasActiveFilters(filters, ceiling)

  return (
    <Stack gap="6">
      <Flex justify="space-between" align={{ base: 'start', md: 'end' }} gap="4" wrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {t('catalog.title')}
          </Heading>
          <HStack gap="2" wrap="wrap" color="fg.muted" aria-live="polite">
            <Text>
              {isLoading || !matches
                ? t('common.loading')
                : t('catalog.count', { count: matches.length })}
            </Text>
            {filters.search ? (
              <Text>· {t('catalog.searchFor', { search: filters.search })}</Text>
            ) : null}
          </HStack>
        </Stack>
        <HStack gap="2" wrap="wrap">
          <Button
            size="sm"
            variant="outline"
            display={{ lg: 'none' }}
            aria-expanded={panelOpen}
            aria-controls={panelId}
            onClick={() => setPanelOpen((open) => !open)}
          >
            {t(panelOpen ? 'catalog.filters.hide' : 'catalog.filters.show')}
          </Button>
          <ViewToggle view={view} onChange={setView} />
        </HStack>
      </Flex>
      {failed ? <LoadFailed /> : null}
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '260px minmax(0, 1fr)' }} gap="8">
        <Box
          as="aside"
          id={panelId}
          aria-label={t('catalog.filters.title')}
          display={{ base: panelOpen ? 'block' : 'none', lg: 'block' }}
          borderWidth="1px"
          borderRadius="md"
          p="4"
          alignSelf="start"
        >
          <FilterPanel
            filters={filters}
            ceiling={ceiling}
            active={active}
            onChange={update}
            onReset={reset}
          />
        </Box>
        <Box minW="0">
          {!isLoading && matches?.length === 0 ? (
            <Text textAlign="center" py="12" textStyle="lg">
              {t('catalog.empty')}
            </Text>
          ) : (
            <FirearmGrid firearms={isLoading ? undefined : matches} layout={view} />
          )}
        </Box>
      </Grid>
    </Stack>
  )
}
