import '../translations'

import { Box, Heading, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Navigate } from 'react-router-dom'

import { paths } from '@/config/paths'
import { useDealerSession } from '@/lib/session'
import { useDocumentTitle } from '@/lib/use-document-title'
import { LoginForm } from '../components/login-form'

/** Dealer login (docs/product.md, "Screens"); a dealer already logged in goes straight to the dashboard. */
export function Component() {
  const { t } = useTranslation()
  useDocumentTitle(t('dealerPortal.login.title'))
  const session = useDealerSession()
  if (session) return <Navigate to={paths.dealerDashboard} replace />
  return (
    <Box maxWidth="md" mx="auto" py={{ base: '4', md: '10' }}>
      <Stack gap="2" mb="6" textAlign="center">
        <Heading as="h1" size="2xl">
          {t('dealerPortal.login.title')}
        </Heading>
        <Text color="fg.muted">{t('dealerPortal.login.intro')}</Text>
      </Stack>
      <Box borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '6' }} bg="bg">
        <LoginForm />
      </Box>
    </Box>
  )
}
