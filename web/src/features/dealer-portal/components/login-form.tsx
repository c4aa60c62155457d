import { Button, Field, Fieldset, Input } from '@chakra-ui/react'
import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'

import { ErrorAlert } from '@/components/ui/error-alert'
import { loginErrorMessage } from '@/lib/login-error'
import { useDealerLogin, type LoginField } from '../hooks/use-dealer-login'

const FIELDS: { name: LoginField; type: string; autoComplete: string }[] = [
  { name: 'username', type: 'text', autoComplete: 'username' },
  { name: 'password', type: 'password', autoComplete: 'current-password' },
]

/** docs/product.md, "Screens" and "Validation": username and password, both required. */
export function LoginForm() {
  const { t } = useTranslation()
  const { values, missing, submitting, error, change, reject, submit } = useDealerLogin()

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void submit()
  }

  return (
    <form onSubmit={onSubmit} aria-labelledby="dealer-login-title">
      <Fieldset.Root disabled={submitting}>
        <Fieldset.Legend id="dealer-login-title" textStyle="xl" fontWeight="semibold">
          {t('dealerPortal.login.legend')}
        </Fieldset.Legend>
        <Fieldset.Content>
          {FIELDS.map((field) => (
            <Field.Root key={field.name} required invalid={Boolean(missing[field.name])}>
              <Field.Label>
                {t(`dealerPortal.login.${field.name}`)}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                value={values[field.name]}
                onChange={(event) => change(field.name, event.currentTarget.value)}
                onInvalid={() => reject(field.name)}
              />
              <Field.ErrorText>{t(`dealerPortal.login.required.${field.name}`)}</Field.ErrorText>
            </Field.Root>
          ))}
        </Fieldset.Content>
        {error ? (
          <ErrorAlert title={loginErrorMessage(error, t, t('dealerPortal.login.failed'))} />
        ) : null}
        <Button type="submit" colorPalette="blue" width="full">
          {submitting ? t('dealerPortal.login.submitting') : t('dealerPortal.login.submit')}
        </Button>
      </Fieldset.Root>
    </form>
  )
}
