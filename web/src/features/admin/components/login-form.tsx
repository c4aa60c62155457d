import { Button, Card, Field, Heading, Input, Link, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { ErrorAlert } from '@/components/ui/error-alert'
import { paths } from '@/config/paths'
import { loginErrorMessage } from '@/lib/login-error'
import { useAdminLogin } from '../hooks/use-admin-login'

const FIELDS = [
  { name: 'username', type: 'text', autoComplete: 'username' },
  { name: 'password', type: 'password', autoComplete: 'current-password' },
] as const

export function LoginForm() {
  const { t } = useTranslation()
  const { values, missing, submitting, error, change, submit } = useAdminLogin()

  return (
    <Card.Root variant="outline" w="full" maxW="md" mx="auto">
      <Card.Header>
        <Heading as="h1" size="2xl">
          {t('admin.login.title')}
        </Heading>
        <Text color="fg.muted">{t('admin.login.subtitle')}</Text>
      </Card.Header>
      <Card.Body>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <Stack gap="4">
            {error ? (
              <ErrorAlert title={loginErrorMessage(error, t, t('admin.login.failed'))} />
            ) : null}
            {FIELDS.map((field) => (
              <Field.Root
                key={field.name}
                required
                invalid={Boolean(missing[field.name])}
                disabled={submitting}
              >
                <Field.Label>
                  {t(`admin.login.${field.name}`)} <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  type={field.type}
                  autoComplete={field.autoComplete}
                  value={values[field.name]}
                  onChange={(event) => change(field.name, event.target.value)}
                />
                <Field.ErrorText>{t('admin.login.required')}</Field.ErrorText>
              </Field.Root>
            ))}
            <Button type="submit" colorPalette="blue" disabled={submitting}>
              {submitting ? t('admin.login.submitting') : t('admin.login.submit')}
            </Button>
          </Stack>
        </form>
      </Card.Body>
      <Card.Footer>
        <Text textStyle="sm" color="fg.muted">
          {t('admin.login.dealerPrompt')}{' '}
          <Link asChild colorPalette="blue" variant="underline">
            <RouterLink to={paths.dealerLogin}>{t('admin.login.dealerLink')}</RouterLink>
          </Link>
        </Text>
      </Card.Footer>
    </Card.Root>
  )
}
