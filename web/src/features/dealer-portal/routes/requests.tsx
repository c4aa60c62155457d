import '../translations'
import '@/components/requests/translations'

import { Heading, Skeleton, Stack, Text } from '@chakra-ui/react'
import { REQUEST_STATUSES } from '@sog/contract'
import { useTranslation } from 'react-i18next'

import { RequestSummary } from '@/components/requests/request-summary'
import { ErrorAlert } from '@/components/ui/error-alert'
import { ListSelect } from '@/components/ui/list-select'
import { Pager } from '@/components/ui/pager'
import { errorMessage } from '@/lib/api/api-client'
import { useSession, type DealerSession } from '@/lib/session'
import { useDocumentTitle } from '@/lib/page/use-document-title'
import { useListParams } from '@/lib/address/use-list-params'
import { REQUESTS_LIST, useRequestsPage } from '../api/get-requests'
import { DealerHeader } from '../components/dealer-header'
import { PortalNav } from '../components/portal-nav'
import { RequestActions } from '../components/request-actions'

/**
 * The dealer's requests (docs/product.md, "Dealer portal"): those sent to it, newest first, 20
 * a page, filtered by status (in the URL); each with a reply by e-mail and its next status.
 */
export function Component() {
  const session = useSession('dealer')
  return session ? <Requests session={session} /> : null
}

function Requests({ session }: { session: DealerSession }) {
  const { t } = useTranslation()
  useDocumentTitle(t('dealerPortal.requests.title'))
  const list = useListParams(REQUESTS_LIST.defaults)
  const { data: page, error, isLoading } = useRequestsPage()
  const filtered = list.values.status !== ''

  return (
    <Stack gap="6">
      <DealerHeader
        dealer={{ name: session.dealerName, city: session.city, country: session.country }}
      />
      <PortalNav />
      <Stack as="section" gap="4" aria-labelledby="requests-title" aria-busy={isLoading}>
        <Stack gap="1">
          <Heading as="h2" size="lg" id="requests-title">
            {t('dealerPortal.requests.title')}
          </Heading>
          <Text color="fg.muted">{t('dealerPortal.requests.intro')}</Text>
        </Stack>
        <ListSelect
          label={t('dealerPortal.requests.status')}
          value={list.values.status}
          onChange={(value) => list.set('status', value)}
          options={[
            { value: '', label: t('dealerPortal.requests.all') },
            ...REQUEST_STATUSES.map((status) => ({
              value: status,
              label: t(`requests.status.${status}`),
            })),
          ]}
        />
        {error && !page ? (
          <ErrorAlert title={errorMessage(error, t('dealerPortal.requests.loadFailed'))} />
        ) : null}
        {!page && !error ? (
          <Stack gap="4" aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height="160px" data-testid="skeleton" />
            ))}
          </Stack>
        ) : null}
        {page ? (
          <>
            <Text color="fg.muted" textStyle="sm" aria-live="polite">
              {t('dealerPortal.requests.found', { count: page.total })}
            </Text>
            {page.items.length === 0 ? (
              <Text color="fg.muted" textAlign="center" py="10">
                {t(filtered ? 'dealerPortal.requests.emptyFilter' : 'dealerPortal.requests.empty')}
              </Text>
            ) : (
              <Stack gap="4">
                {page.items.map((request) => (
                  <RequestSummary key={request.id} request={request}>
                    <RequestActions request={request} />
                  </RequestSummary>
                ))}
              </Stack>
            )}
            <Pager
              page={page.page}
              pages={page.pages}
              total={page.total}
              limit={REQUESTS_LIST.limit}
              onPage={list.setPage}
            />
          </>
        ) : null}
      </Stack>
    </Stack>
  )
}
