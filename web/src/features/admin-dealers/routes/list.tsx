import '../translations'

import { Button, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { ListLayout } from '@/components/layouts/list-layout'
import { useConfirm } from '@/components/ui/confirm-dialog'
import { paths } from '@/config/paths'
import { errorMessage } from '@/lib/api-client'
import { isLanguage } from '@/lib/i18n'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useAdminDealers } from '../api/get-admin-dealers'
import { AdminDealerCard } from '../components/admin-dealer-card'
import { searchDealers } from '../utils/search-dealers'

export function Component() {
  const { t, i18n } = useTranslation()
  const { data, error, isLoading } = useAdminDealers()
  const [query, setQuery] = useState('')
  const [dialog, confirm] = useConfirm()
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
    <>
      <ListLayout
        title={t('adminDealers.list.title')}
        subtitle={data ? t('adminDealers.list.count', { count: data.length }) : undefined}
        back={{ to: paths.adminDashboard, label: t('adminDealers.list.back') }}
        actions={addButton(t('adminDealers.list.add'))}
        search={{
          label: t('adminDealers.list.search'),
          placeholder: t('adminDealers.list.searchPlaceholder'),
          value: query,
          onChange: setQuery,
        }}
        loadError={error && !data ? errorMessage(error, t('adminDealers.list.loadFailed')) : null}
        loading={isLoading}
        skeleton={{ count: 6, height: '280px' }}
        columns={{ base: 1, md: 2, xl: 3 }}
        empty={
          data && shown.length === 0 ? (
            <Stack gap="4" align="center" py="10" textAlign="center">
              <Text color="fg.muted">
                {t(searching ? 'adminDealers.list.emptySearch' : 'adminDealers.list.empty')}
              </Text>
              {searching ? null : addButton(t('adminDealers.list.addFirst'))}
            </Stack>
          ) : null
        }
      >
        {shown.map((dealer) => (
          <AdminDealerCard key={dealer.id} dealer={dealer} confirm={confirm} />
        ))}
      </ListLayout>
      {dialog}
    </>
  )
}
