import '../translations'

import { Heading, Stack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import { useSession, type DealerSession } from '@/lib/session'
import { useDocumentTitle } from '@/lib/use-document-title'
import { DashboardSkeleton } from '../components/dashboard-skeleton'
import { DealerHeader } from '../components/dealer-header'
import { InventoryCounters } from '../components/inventory-counters'
import { InventoryList } from '../components/inventory-list'
import { LoadFailure } from '../components/load-failure'
import { useDashboardData } from '../hooks/use-dashboard-data'

/** Dealer dashboard (docs/product.md, "Screens"); `RequireDealer` lets it open only with a session. */
export function Component() {
  const session = useSession('dealer')
  return session ? <Dashboard session={session} /> : null
}

function Dashboard({ session }: { session: DealerSession }) {
  const { t } = useTranslation()
  useDocumentTitle(t('dealerPortal.dashboard.title'))
  const { dealer, items, error, totals } = useDashboardData(session)

  return (
    <Stack gap="6">
      <DealerHeader dealer={dealer} />
      {error ? <LoadFailure error={error} /> : null}
      {!items && !error ? <DashboardSkeleton /> : null}
      {items ? (
        <>
          <InventoryCounters totals={totals} />
          <Stack as="section" gap="4" aria-labelledby="inventory-title">
            <Heading as="h2" size="lg" id="inventory-title">
              {t('dealerPortal.dashboard.inventory')}
            </Heading>
            <InventoryList dealerId={session.dealerId} items={items} />
          </Stack>
        </>
      ) : null}
    </Stack>
  )
}
