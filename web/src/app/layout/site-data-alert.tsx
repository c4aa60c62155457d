import { Box } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import { RetryAlert } from '@/components/ui/retry-alert'
import { useCompanySettings } from '@/lib/api/get-settings'
import { useCountries } from '@/lib/storage/selected-country'

/**
 * The shell's own data, countries and company settings, is never lost silently: when either
 * cannot be loaded the page says so with "Try again" (SWR also retries by itself), and the
 * country list falls back to the built-in one meanwhile
 * (docs/decisions/0139-recoverable-failures.md).
 */
export function SiteDataAlert() {
  const { t } = useTranslation()
  const countries = useCountries()
  const settings = useCompanySettings()
  const failed = [
    countries.error && !countries.data ? t('siteData.countries') : null,
    settings.error && !settings.data ? t('siteData.settings') : null,
  ].filter((text): text is string => text !== null)
  if (failed.length === 0) return null
  return (
    <Box mb="6">
      <RetryAlert
        title={failed.join(' ')}
        onRetry={() => Promise.all([countries.mutate(), settings.mutate()])}
      />
    </Box>
  )
}
