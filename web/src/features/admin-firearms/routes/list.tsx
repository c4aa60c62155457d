import '../translations'

import type { ApiFirearm } from '@sog/contract'
import { Button, Input, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { useConfirm } from '@/components/ui/confirm-dialog'
import { ErrorAlert } from '@/components/ui/error-alert'
import { PageHeader } from '@/components/ui/page-header'
import { notify } from '@/components/ui/toaster'
import { paths } from '@/config/paths'
import { errorMessage } from '@/lib/api-client'
import { useFirearms } from '@/lib/api/get-firearms'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useDeleteFirearm } from '../api/delete-firearm'
import { AdminFirearmCard } from '../components/admin-firearm-card'
import { searchFirearms } from '../utils/search-firearms'

const SKELETONS = 6

export function Component() {
  const { t } = useTranslation()
  const { data, error, isLoading } = useFirearms()
  const [query, setQuery] = useState('')
  const [deleting, setDeleting] = useState<string | null>(null)
  const [dialog, confirm] = useConfirm()
  const remove = useDeleteFirearm()
  useDocumentTitle(t('adminFirearms.list.title'))

  const onDelete = async (firearm: ApiFirearm) => {
    const message = t('adminFirearms.list.confirmDelete', { name: firearm.name })
    if (!(await confirm(message, t('common.delete')))) return
    setDeleting(firearm.id)
    try {
      await remove(firearm.id)
      notify(t('adminFirearms.list.deleted'))
    } catch (failure) {
      notify(errorMessage(failure, t('adminFirearms.list.deleteFailed')), 'error')
    } finally {
      setDeleting(null)
    }
  }

  const shown = data ? searchFirearms(data, query) : []
  const addButton = (label: string) => (
    <Button asChild colorPalette="blue">
      <RouterLink to={paths.adminFirearmNew}>{label}</RouterLink>
    </Button>
  )

  return (
    <Stack gap="6">
      <PageHeader
        title={t('adminFirearms.list.title')}
        subtitle={data ? t('adminFirearms.list.count', { count: data.length }) : undefined}
        back={{ to: paths.adminDashboard, label: t('adminFirearms.list.back') }}
        actions={addButton(t('adminFirearms.list.add'))}
      />
      <Input
        type="search"
        aria-label={t('adminFirearms.list.search')}
        placeholder={t('adminFirearms.list.searchPlaceholder')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        maxW={{ md: 'md' }}
      />
      {error && !data ? (
        <ErrorAlert title={errorMessage(error, t('adminFirearms.list.loadFailed'))} />
      ) : null}
      {isLoading ? (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6" aria-busy="true">
          {Array.from({ length: SKELETONS }, (_, i) => (
            <Skeleton key={i} height="420px" data-testid="skeleton" />
          ))}
        </SimpleGrid>
      ) : data && shown.length === 0 ? (
        <Stack gap="4" align="center" py="10" textAlign="center">
          <Text color="fg.muted">
            {t(query.trim() ? 'adminFirearms.list.emptySearch' : 'adminFirearms.list.empty')}
          </Text>
          {query.trim() ? null : addButton(t('adminFirearms.list.addFirst'))}
        </Stack>
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
          {shown.map((firearm) => (
            <AdminFirearmCard
              key={firearm.id}
              firearm={firearm}
              deleting={deleting === firearm.id}
              onDelete={() => void onDelete(firearm)}
            />
          ))}
        </SimpleGrid>
      )}
      {dialog}
    </Stack>
  )
}
