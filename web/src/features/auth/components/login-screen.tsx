import { Box, Card, Heading, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate } from 'react-router-dom'

import { ROLE_PATHS } from '@/lib/session/role-paths'
import { useSession, type Role } from '@/lib/session'
import { useDocumentTitle } from '@/lib/page/use-document-title'
import { LoginForm } from './login-form'

/**
 * A role's login screen (docs/product.md, "Screens"). Someone already signed in as that role —
 * or who has just signed in — goes straight to the role's home.
 */
export function LoginScreen({ role, footer }: { role: Role; footer?: ReactNode }) {
  const { t } = useTranslation()
  const title = t(`auth.${role}.title`)
  useDocumentTitle(title)
  if (useSession(role)) return <Navigate to={ROLE_PATHS[role].home} replace />
  const titleId = `${role}-login-title`
  return (
    <Box py={{ base: '4', md: '12' }}>
      <Card.Root variant="outline" w="full" maxW="md" mx="auto">
        <Card.Header>
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }} id={titleId}>
            {title}
          </Heading>
          <Text color="fg.muted">{t(`auth.${role}.intro`)}</Text>
        </Card.Header>
        <Card.Body>
          <LoginForm role={role} labelledBy={titleId} />
        </Card.Body>
        {footer ? <Card.Footer>{footer}</Card.Footer> : null}
      </Card.Root>
    </Box>
  )
}
