import { Button } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { ErrorAlert } from '@/components/ui/error-alert'

/**
 * docs/product.md, "Errors": "Failed to load data", with a Retry that asks again (`onRetry`,
 * SWR's revalidation) when the screen can.
 */
export function LoadFailed({ onRetry }: { onRetry?: () => Promise<unknown> }) {
  const { t } = useTranslation()
  const [retrying, setRetrying] = useState(false)
  return (
    <ErrorAlert title={t('catalog.loadFailed')}>
      {onRetry ? (
        <Button
          size="sm"
          variant="outline"
          loading={retrying}
          onClick={() => {
            setRetrying(true)
            void onRetry().finally(() => setRetrying(false))
          }}
        >
          {t('common.retry')}
        </Button>
      ) : null}
    </ErrorAlert>
  )
}
