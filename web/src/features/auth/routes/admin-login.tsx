import '../translations'

import { Link, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { paths } from '@/config/paths'
import { LoginScreen } from '../components/login-screen'

/** Admin login (docs/product.md, "Screens"), with the way to the dealer portal's login. */
export function Component() {
  const { t } = useTranslation()
  return (
    <LoginScreen
      role="admin"
      footer={
        <Text textStyle="sm" color="fg.muted">
          {t('auth.dealerPrompt')}{' '}
          <Link asChild colorPalette="brand" variant="underline">
            <RouterLink to={paths.dealerLogin}>{t('auth.dealerLink')}</RouterLink>
          </Link>
        </Text>
      }
    />
  )
}
