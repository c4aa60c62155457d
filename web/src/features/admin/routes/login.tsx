import '../translations'

import { Box } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import { useDocumentTitle } from '@/lib/use-document-title'
import { LoginForm } from '../components/login-form'

export function Component() {
  const { t } = useTranslation()
  useDocumentTitle(t('admin.login.title'))
  return (
    <Box py={{ base: '4', md: '12' }}>
      <LoginForm />
    </Box>
  )
}
