import { Button } from '@chakra-ui/react'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { ErrorAlert } from './error-alert'

/**
 * A load failure the visitor can recover from (docs/decisions/0139-recoverable-failures.md): the
 * message and "Try again", which asks again (`onRetry`, SWR's revalidation) and shows that it is
 * working until the answer arrives.
 */
export function RetryAlert({
  title,
  onRetry,
  children,
}: {
  title: ReactNode
  onRetry: () => Promise<unknown>
  children?: ReactNode
}) {
  const { t } = useTranslation()
  const [retrying, setRetrying] = useState(false)
  return (
    <ErrorAlert title={title}>
      {children}
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
    </ErrorAlert>
  )
}
