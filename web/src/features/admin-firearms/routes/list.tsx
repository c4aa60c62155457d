import '../translations'

import { Button, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { ListLayout } from '@/components/layouts/list-layout'
import { useConfirm } from '@/components/ui/confirm-dialog'
import { paths } from '@/config/paths'
import { errorMessage } from '@/lib/api-client'
import { useFirearms } from '@/lib/api/get-firearms'
import { useDocumentTitle } from '@/lib/use-document-title'
import { AdminFirearmCard } from '../components/admin-firearm-card'
import { searchFirearms } from '../utils/search-firearms'

export function Component() {
  const { t } = useTranslation()
  const { data, error, isLoading } = useFirearms()
  const [query, setQuery] = useState('')
  const [dialog, confirm] = useConfirm()
  useDocumentTitle(t('adminFirearms.list.title'))

  const shown = data ? searchFirearms(data, query) : []
  const searching = query.trim() !== ''
  const addButton = (label: string) => (
    <Button asChild colorPalette="blue">
      <RouterLink to={paths.adminFirearmNew}>{label}</RouterLink>
    </Button>
  )

  return (
    <>
      <ListLayout
        title={t('adminFirearms.list.title')}
        subtitle={data ? t('adminFirearms.list.count', { count: data.length }) : undefined}
        back={{ to: paths.adminDashboard, label: t('adminFirearms.list.back') }}
        actions={addButton(t('adminFirearms.list.add'))}
        search={{
          label: t('adminFirearms.list.search'),
          placeholder: t('adminFirearms.list.searchPlaceholder'),
          value: query,
          onChange: setQuery,
        }}
        loadError={error && !data ? errorMessage(error, t('adminFirearms.list.loadFailed')) : null}
        loading={isLoading}
        skeleton={{ count: 6, height: '420px' }}
        columns={{ base: 1, sm: 2, lg: 3 }}
        empty={
          data && shown.length === 0 ? (
            <Stack gap="4" align="center" py="10" textAlign="center">
              <Text color="fg.muted">
                {t(searching ? 'adminFirearms.list.emptySearch' : 'adminFirearms.list.empty')}
              </Text>
              {searching ? null : addButton(t('adminFirearms.list.addFirst'))}
            </Stack>
          ) : null
        }
      >
        {shown.map((firearm) => (
          <AdminFirearmCard key={firearm.id} firearm={firearm} confirm={confirm} />
        ))}
      </ListLayout>
      {dialog}
    </>
  )
}
