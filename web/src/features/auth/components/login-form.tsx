import { Credentials } from '@sog/contract'
import { Button, Input, Stack } from '@chakra-ui/react'
import { FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { Fieldset } from '@/components/ui/own-recipe/fieldset'
import { FormField } from '@/components/form/form-field'
import { FormSummary } from '@/components/form/form-summary'
import { useSignIn } from '@/lib/session/role-paths'
import { contractResolver, showSaveError } from '@/lib/forms/form'
import { loginErrorMessage } from '@/lib/session/login-error'
import type { Role } from '@/lib/session'

const FIELDS = [
  { name: 'username', type: 'text', autoComplete: 'username' },
  { name: 'password', type: 'password', autoComplete: 'current-password' },
] as const

/**
 * The one sign-in form of both roles (docs/product.md, "Screens" and "Validation"): username and
 * password, both required. Once the session is stored, the login screen moves on to the role's
 * home by itself.
 */
type Props = {
  role: Role
  labelledBy: string
  /** Filled in when the person signs in again after their session ended. */
  username?: string
  /** Called once the new session is stored. */
  onSignedIn?: () => void
}

export function LoginForm({ role, labelledBy, username = '', onSignedIn }: Props) {
  const { t } = useTranslation()
  const { trigger, isMutating } = useSignIn(role)
  const form = useForm({
    resolver: contractResolver(Credentials),
    defaultValues: { username, password: '' },
  })
  const submit = form.handleSubmit(async (credentials) => {
    try {
      await trigger(credentials)
    } catch (error) {
      showSaveError(form, error, loginErrorMessage(error, t, t('auth.failed')))
      return
    }
    onSignedIn?.()
  })

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={labelledBy}>
        <Fieldset.Root disabled={isMutating}>
          <Fieldset.Content>
            {FIELDS.map((field) => (
              <FormField
                key={field.name}
                name={field.name}
                label={t(`auth.${field.name}`)}
                required
              >
                <Input
                  type={field.type}
                  autoComplete={field.autoComplete}
                  {...form.register(field.name)}
                />
              </FormField>
            ))}
          </Fieldset.Content>
          <Stack gap="3" mt="2">
            <FormSummary busy={isMutating} />
            <Button type="submit" colorPalette="brand" width="full">
              {isMutating ? t('auth.submitting') : t('auth.submit')}
            </Button>
          </Stack>
        </Fieldset.Root>
      </form>
    </FormProvider>
  )
}
