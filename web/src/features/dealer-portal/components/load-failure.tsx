import { Alert, Button } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'

import { paths } from '@/config/paths'
import { ApiError } from '@/lib/api/api-client'
import { clearSession } from '@/lib/session'

/** docs/product.md, "Screens": "Failed to load dealer information" and a way back to the login. */
export function LoadFailure({ error }: { error: unknown }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const returnToLogin = () => {
    clearSession('dealer')
    void navigate(paths.dealerLogin, { replace: true })
  }
  return (
    <Alert.Root status="error" role="alert" flexWrap="wrap">
      <Alert.Indicator />
      <Alert.Content flex="1" minWidth="12rem">
        <Alert.Title>{t('dealerPortal.dashboard.loadFailed')}</Alert.Title>
        {error instanceof ApiError && error.detail ? (
          <Alert.Description>{error.detail}</Alert.Description>
        ) : null}
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={returnToLogin}>
        {t('dealerPortal.dashboard.returnToLogin')}
      </Button>
    </Alert.Root>
  )
}
