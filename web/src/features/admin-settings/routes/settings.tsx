import '../translations'

import { Button, Skeleton, Stack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import { ErrorAlert } from '@/components/ui/error-alert'
import { PageHeader } from '@/components/ui/page-header'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/lib/page/use-document-title'
import { useAdminSettings } from '../api/get-admin-settings'
import { SettingsEditor } from '../components/settings-editor'

/** Admin settings (docs/product.md, "Screens"): the company settings the public pages show. */
export function Component() {
  const { t } = useTranslation()
  useDocumentTitle(t('adminSettings.title'))
  const { data: settings, error, mutate } = useAdminSettings()

  return (
    <Stack gap="6">
      <PageHeader
        title={t('adminSettings.title')}
        subtitle={t('adminSettings.subtitle')}
        back={{ to: paths.adminDashboard, label: t('adminSettings.back') }}
      />
      {settings ? (
        <SettingsEditor initial={settings} />
      ) : error ? (
        <ErrorAlert title={t('adminSettings.loadFailed')}>
          <Button size="sm" variant="outline" onClick={() => void mutate()}>
            {t('common.retry')}
          </Button>
        </ErrorAlert>
      ) : (
        <Stack gap="4" aria-busy="true" aria-label={t('common.loading')}>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height="160px" data-testid="skeleton" />
          ))}
        </Stack>
      )}
    </Stack>
  )
}
