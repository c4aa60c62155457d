import '../translations'

import { Alert, Button, Skeleton, Stack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import { PageHeader } from '@/components/ui/page-header'
import { paths } from '@/config/paths'
import { useCompanySettings } from '@/lib/api/get-settings'
import { useDocumentTitle } from '@/lib/use-document-title'
import { SettingsEditor } from '../components/settings-editor'

/** Admin settings (SPEC.md section 2): the company settings the public pages show. */
export function Component() {
  const { t } = useTranslation()
  useDocumentTitle(t('adminSettings.title'))
  const { data: settings, error, mutate } = useCompanySettings()

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
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title flex="1">{t('adminSettings.loadFailed')}</Alert.Title>
          <Button size="sm" variant="outline" onClick={() => void mutate()}>
            {t('common.retry')}
          </Button>
        </Alert.Root>
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
