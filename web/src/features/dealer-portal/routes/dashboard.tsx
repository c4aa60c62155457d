import '../translations'

import { Heading, Stack, Text } from '@chakra-ui/react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

import { useEditingRow } from '@/components/form/editing-row'
import { Pager } from '@/components/ui/pager'
import { useSession, type DealerSession } from '@/lib/session'
import { useDocumentTitle } from '@/lib/page/use-document-title'
import { DashboardSkeleton } from '../components/dashboard-skeleton'
import { DealerHeader } from '../components/dealer-header'
import { InventoryCounters } from '../components/inventory-counters'
import { InventoryFilters } from '../components/inventory-filters'
import { InventoryList } from '../components/inventory-list'
import { LoadFailure } from '../components/load-failure'
import { PortalNav } from '../components/portal-nav'
import { StockCsv } from '../components/stock-csv'
import { INVENTORY_LIST } from '../api/get-inventory'
import { useDashboardData } from '../hooks/use-dashboard-data'

/** Dealer dashboard (docs/product.md, "Screens"); `RequireDealer` lets it open only with a session. */
export function Component() {
  const session = useSession('dealer')
  return session ? <Dashboard session={session} /> : null
}

function Dashboard({ session }: { session: DealerSession }) {
  const { t } = useTranslation()
  useDocumentTitle(t('dealerPortal.dashboard.title'))
  const { dealer, list: shown, page, items, error, loading } = useDashboardData(session)
  const rows = useEditingRow<string>()
  // Another page, filter, order or search replaces the rows: the open one's typed values are
  // asked about first, and staying changes nothing (docs/product.md, "Unsaved changes").
  const { leaveOpenRow } = rows
  const { set, setPage, setSearch } = shown
  const setters = useMemo(() => {
    const guarded =
      <A extends unknown[]>(change: (...args: A) => void) =>
      async (...args: A) => {
        if (!(await leaveOpenRow())) return false
        change(...args)
        return true
      }
    return { set: guarded(set), setPage: guarded(setPage), setSearch: guarded(setSearch) }
  }, [set, setPage, setSearch, leaveOpenRow])
  const list = { ...shown, ...setters }
  const filtered = list.search !== '' || list.values.available !== '' || list.values.inStock !== ''

  return (
    <Stack gap="6">
      {rows.dialog}
      <DealerHeader dealer={dealer} />
      <PortalNav />
      {error ? <LoadFailure error={error} /> : null}
      {!items && !error ? <DashboardSkeleton /> : null}
      {page && items ? (
        <>
          <InventoryCounters totals={page.totals} />
          <StockCsv dealerId={session.dealerId} />
          <Stack as="section" gap="4" aria-labelledby="inventory-title" aria-busy={loading}>
            <Heading as="h2" size="lg" id="inventory-title">
              {t('dealerPortal.dashboard.inventory')}
            </Heading>
            <InventoryFilters list={list} />
            <Text color="fg.muted" textStyle="sm" aria-live="polite">
              {t('dealerPortal.dashboard.found', { count: page.total })}
            </Text>
            <InventoryList
              dealerId={session.dealerId}
              items={items}
              rows={rows}
              empty={t(
                filtered ? 'dealerPortal.dashboard.emptySearch' : 'dealerPortal.dashboard.empty',
              )}
            />
            <Pager
              page={page.page}
              pages={page.pages}
              total={page.total}
              limit={INVENTORY_LIST.limit}
              onPage={(next) => void list.setPage(next)}
            />
          </Stack>
        </>
      ) : null}
    </Stack>
  )
}
