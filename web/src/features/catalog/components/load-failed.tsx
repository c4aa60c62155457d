import { useTranslation } from 'react-i18next'

import { ErrorAlert } from '@/components/ui/error-alert'

/** docs/product.md, "Errors": "Failed to load data" (the built-in samples are shown instead). */
export function LoadFailed() {
  const { t } = useTranslation()
  return <ErrorAlert title={t('catalog.loadFailed')} />
}
