import '../translations'
import '@/components/requests/translations'

import { COMPANY_RECIPIENT, COUNTRIES, REQUEST_STATUSES } from '@sog/contract'
import { Badge, Button, Flex, HStack, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

import { RequestSummary } from '@/components/requests/request-summary'
import { ErrorAlert } from '@/components/ui/error-alert'
import { ListSelect } from '@/components/ui/list-select'
import { PageHeader } from '@/components/ui/page-header'
import { Pager } from '@/components/ui/pager'
import { paths } from '@/config/paths'
import { errorMessage } from '@/lib/api/api-client'
import { compareIn } from '@/lib/format/collator'
import { useDocumentTitle } from '@/lib/page/use-document-title'
import { useLanguage } from '@/lib/i18n/use-language'
import { useListParams } from '@/lib/address/use-list-params'
import { REQUESTS_LIST, useActiveDealers, useRequestsPage } from '../api/get-requests'
import { RequestControls } from '../components/request-controls'

/**
 * Every price and availability request (docs/product.md, "Requests"), newest first, 20 a page,
 * filtered by status, recipient, the visitor's country and firearm (all in the URL, so the
 * dashboard's table links here); each can change status or be sent to another recipient.
 */
export function Component() {
  const { t } = useTranslation()
  const language = useLanguage()
  useDocumentTitle(t('adminRequests.title'))
  const list = useListParams(REQUESTS_LIST.defaults)
  const { data: page, error, isLoading } = useRequestsPage()
  const { data: dealers = [] } = useActiveDealers()
  const filtered = Object.values(list.values).some((value) => value !== '')

  const countries = useMemo(() => {
    const compare = compareIn(language)
    return COUNTRIES.map((c) => ({ value: c.code, label: c.name[language] })).sort((a, b) =>
      compare(a.label, b.label),
    )
  }, [language])
  const firearmName =
    page?.items.find((item) => item.firearm.id === list.values.firearm)?.firearm.name ??
    list.values.firearm

  return (
    <Stack gap="6">
      <PageHeader
        title={t('adminRequests.title')}
        subtitle={page ? t('adminRequests.count', { count: page.total }) : undefined}
        back={{ to: paths.adminDashboard, label: t('adminRequests.back') }}
      />
      <Flex as="section" aria-label={t('adminRequests.filters')} gap="3" wrap="wrap" align="center">
        <ListSelect
          label={t('adminRequests.status')}
          value={list.values.status}
          onChange={(value) => list.set('status', value)}
          options={[
            { value: '', label: t('adminRequests.allStatuses') },
            ...REQUEST_STATUSES.map((status) => ({
              value: status,
              label: t(`requests.status.${status}`),
            })),
          ]}
        />
        <ListSelect
          label={t('adminRequests.recipient')}
          value={list.values.dealer}
          onChange={(value) => list.set('dealer', value)}
          options={[
            { value: '', label: t('adminRequests.allRecipients') },
            { value: COMPANY_RECIPIENT, label: t('adminRequests.company') },
            ...dealers.map((dealer) => ({ value: String(dealer.id), label: dealer.name })),
          ]}
        />
        <ListSelect
          label={t('adminRequests.country')}
          value={list.values.country}
          onChange={(value) => list.set('country', value)}
          options={[{ value: '', label: t('adminRequests.allCountries') }, ...countries]}
        />
        {list.values.firearm ? (
          <HStack gap="1">
            <Badge size="lg" colorPalette="brand">
              {t('adminRequests.firearm', { name: firearmName })}
            </Badge>
            <Button size="sm" variant="ghost" onClick={() => list.set('firearm', '')}>
              {t('adminRequests.clearFirearm')}
            </Button>
          </HStack>
        ) : null}
      </Flex>
      {error && !page ? (
        <ErrorAlert title={errorMessage(error, t('adminRequests.loadFailed'))} />
      ) : null}
      {isLoading && !page ? (
        <Stack gap="4" aria-busy="true">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} height="180px" data-testid="skeleton" />
          ))}
        </Stack>
      ) : null}
      {page && page.items.length === 0 ? (
        <Text color="fg.muted" textAlign="center" py="10">
          {t(filtered ? 'adminRequests.emptyFilter' : 'adminRequests.empty')}
        </Text>
      ) : null}
      {page && page.items.length > 0 ? (
        <Stack gap="4">
          {page.items.map((request) => (
            <RequestSummary key={request.id} request={request} showRecipient>
              <RequestControls
                request={request}
                dealers={dealers}
                onFirearm={(firearmId) => list.set('firearm', firearmId)}
              />
            </RequestSummary>
          ))}
        </Stack>
      ) : null}
      {page ? (
        <Pager
          page={page.page}
          pages={page.pages}
          total={page.total}
          limit={REQUESTS_LIST.limit}
          onPage={list.setPage}
        />
      ) : null}
    </Stack>
  )
}
