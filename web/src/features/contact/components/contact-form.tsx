import { Alert, Button, Field, Fieldset, Input, Stack, Textarea } from '@chakra-ui/react'
import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'

import { ErrorAlert } from '@/components/ui/error-alert'
import { errorMessage } from '@/lib/api-client'
import { useContactForm, type ContactField } from '../hooks/use-contact-form'

const FIELDS: { name: ContactField; type?: string; autoComplete?: string; multiline?: boolean }[] =
  [
    { name: 'name', autoComplete: 'name' },
    { name: 'email', type: 'email', autoComplete: 'email' },
    { name: 'subject' },
    { name: 'message', multiline: true },
  ]

/** docs/product.md, "Screens" and "States": the contact form and its sending, sent and error states. */
export function ContactForm() {
  const { t } = useTranslation()
  const { values, status, problems, change, reject, submit } = useContactForm()
  const sending = status.state === 'sending'

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void submit()
  }

  return (
    <form onSubmit={onSubmit} aria-labelledby="contact-form-title">
      <Fieldset.Root disabled={sending}>
        <Fieldset.Legend id="contact-form-title" textStyle="xl" fontWeight="semibold">
          {t('contact.form.title')}
        </Fieldset.Legend>
        <Fieldset.Content>
          {FIELDS.map((field) => {
            const problem = problems[field.name]
            const control = {
              name: field.name,
              value: values[field.name],
              autoComplete: field.autoComplete,
              onChange: (event: { currentTarget: { value: string } }) =>
                change(field.name, event.currentTarget.value),
              onInvalid: (event: { currentTarget: { validity: ValidityState } }) =>
                reject(field.name, event.currentTarget.validity),
            }
            return (
              <Field.Root key={field.name} required invalid={Boolean(problem)}>
                <Field.Label>
                  {t(`contact.form.${field.name}`)}
                  <Field.RequiredIndicator />
                </Field.Label>
                {field.multiline ? (
                  <Textarea {...control} rows={6} />
                ) : (
                  <Input {...control} type={field.type ?? 'text'} />
                )}
                <Field.ErrorText>
                  {problem ? t(`contact.form.problem.${problem}`) : null}
                </Field.ErrorText>
              </Field.Root>
            )
          })}
        </Fieldset.Content>
        <Stack gap="4" mt="2">
          <Button type="submit" colorPalette="blue" alignSelf="start">
            {sending ? t('contact.form.sending') : t('contact.form.send')}
          </Button>
          {status.state === 'sent' ? (
            <Alert.Root status="success" role="status">
              <Alert.Indicator />
              <Alert.Title>{t('contact.form.sent')}</Alert.Title>
            </Alert.Root>
          ) : null}
          {status.state === 'failed' ? (
            <ErrorAlert title={errorMessage(status.error, t('contact.form.failed'))} />
          ) : null}
        </Stack>
      </Fieldset.Root>
    </form>
  )
}
