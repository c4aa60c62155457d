import '../translations'

import { Button, SimpleGrid, Stack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import { PageHeader } from '@/components/ui/page-header'
import { useAdminSession } from '@/lib/session'
import { useDocumentTitle } from '@/lib/use-document-title'
import { AdminNav } from '../components/admin-nav'
import { QuickActions } from '../components/quick-actions'
import { StatCards } from '../components/stat-cards'
import { SystemStatus } from '../components/system-status'
import { useLogout } from '../hooks/use-logout'

export function Component() {
  const { t } = useTranslation()
  const session = useAdminSession()
  const { busy, logout } = useLogout()
  useDocumentTitle(t('admin.dashboard.title'))

  return (
    <Stack gap="8">
      <PageHeader
        title={t('admin.dashboard.title')}
        subtitle={t('admin.dashboard.welcome', { username: session?.username ?? '' })}
        actions={
          <Button variant="outline" colorPalette="red" loading={busy} onClick={() => void logout()}>
            {t('admin.dashboard.logout')}
          </Button>
        }
      />
      <AdminNav />
      <StatCards />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <QuickActions />
        <SystemStatus />
      </SimpleGrid>
    </Stack>
  )
}
