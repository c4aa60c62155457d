import '../translations'

import { Button, Input, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { ErrorAlert } from '@/components/ui/error-alert'
import { PageHeader } from '@/components/ui/page-header'
import { paths } from '@/config/paths'
import { errorMessage } from '@/lib/api-client'
import { isLanguage } from '@/lib/i18n'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useAdminDealers } from '../api/get-admin-dealers'
import { AdminDealerCard } from '../components/admin-dealer-card'
import { useDealerStatus } from '../hooks/use-dealer-status'
import { searchDealers } from '../utils/search-dealers'

const SKELETONS = 6

export function Component() {
  const { t, i18n } = useTranslation()
  const { data, error, isLoading } = useAdminDealers()
  const [query, setQuery] = useState('')
  const { dialog, busyId, toggle } = useDealerStatus()
  useDocumentTitle(t('adminDealers.list.title'))

  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en'
  const shown = data ? searchDealers(data, query, language) : []
  const searching = query.trim() !== ''
  const addButton = (label: string) => (
    <Button asChild colorPalette="blue">
      <RouterLink to={paths.adminDealerNew}>{label}</RouterLink>
    </Button>
  )

  return (
    <Stack gap="6">
      <PageHeader
        title={t('adminDealers.list.title')}
        subtitle={data ? t('adminDealers.list.count', { count: data.length }) : undefined}
        back={{ to: paths.adminDashboard, label: t('adminDealers.list.back') }}
        actions={addButton(t('adminDealers.list.add'))}
      />
      <Input
        type="search"
        aria-label={t('adminDealers.list.search')}
        placeholder={t('adminDealers.list.searchPlaceholder')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        maxW={{ md: 'md' }}
      />
      {error && !data ? (
        <ErrorAlert title={errorMessage(error, t('adminDealers.list.loadFailed'))} />
      ) : null}
      {isLoading ? (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="6" aria-busy="true">
          {Array.from({ length: SKELETONS }, (_, i) => (
            <Skeleton key={i} height="280px" data-testid="skeleton" />
          ))}
        </SimpleGrid>
      ) : data && shown.length === 0 ? (
        <Stack gap="4" align="center" py="10" textAlign="center">
          <Text color="fg.muted">
            {t(searching ? 'adminDealers.list.emptySearch' : 'adminDealers.list.empty')}
          </Text>
          {searching ? null : addButton(t('adminDealers.list.addFirst'))}
        </Stack>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="6">
          {shown.map((dealer) => (
            <AdminDealerCard
              key={dealer.id}
              dealer={dealer}
              busy={busyId === dealer.id}
              onToggle={() => void toggle(dealer)}
            />
          ))}
        </SimpleGrid>
      )}
      {dialog}
    </Stack>
  )
}
