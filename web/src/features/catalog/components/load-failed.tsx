import { useTranslation } from 'react-i18next'

import { RetryAlert } from '@/components/ui/retry-alert'

/** docs/product.md, "Errors": "Failed to load data", with a Retry that asks again. */
export function LoadFailed({ onRetry }: { onRetry: () => Promise<unknown> }) {
  const { t } = useTranslation()
  return <RetryAlert title={t('catalog.loadFailed')} onRetry={onRetry} />
}
