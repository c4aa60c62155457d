import '../translations'
import '@/components/requests/translations'

import { SimpleGrid, Stack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import { PageHeader } from '@/components/ui/page-header'
import { SignOutButton } from '@/components/ui/sign-out-button'
import { useSession } from '@/lib/session'
import { useDocumentTitle } from '@/lib/page/use-document-title'
import { ActivityList } from '../components/activity-list'
import { AdminNav } from '../components/admin-nav'
import { QuickActions } from '../components/quick-actions'
import { RequestInsight } from '../components/request-insight'
import { StatCards } from '../components/stat-cards'
import { SystemStatus } from '../components/system-status'

export function Component() {
  const { t } = useTranslation()
  const session = useSession('admin')
  useDocumentTitle(t('admin.dashboard.title'))

  return (
    <Stack gap="8">
      <PageHeader
        title={t('admin.dashboard.title')}
        subtitle={t('admin.dashboard.welcome', { username: session?.username ?? '' })}
        actions={<SignOutButton role="admin" colorPalette="red" />}
      />
      <AdminNav />
      <StatCards />
      <RequestInsight />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <QuickActions />
        <SystemStatus />
      </SimpleGrid>
      <ActivityList />
    </Stack>
  )
}
