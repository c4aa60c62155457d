import { ContactInput, type ContactBody } from '@sog/contract'
import { Alert, Button, Fieldset, Input, Link, Stack, Text, Textarea } from '@chakra-ui/react'
import { FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { FormField } from '@/components/form/form-field'
import { paths } from '@/config/paths'
import { FormSummary } from '@/components/form/form-summary'
import { errorMessage } from '@/lib/api-client'
import { contractResolver, showSaveError } from '@/lib/form'
import { useUnsavedChanges } from '@/lib/unsaved-changes'
import { useSubmitContact } from '../api/submit-contact'

const FIELDS: { name: keyof ContactBody; type?: string; autoComplete?: string }[] = [
  { name: 'name', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'subject' },
  { name: 'message' },
]

const EMPTY: ContactBody = { name: '', email: '', subject: '', message: '' }

/**
 * docs/product.md, "Screens" and "States": the contact form, then sending, sent (the form
 * cleared) or failed (the text kept, so a refused message can be sent later); any edit returns
 * to idle.
 */
export function ContactForm() {
  const { t } = useTranslation()
  const { trigger, isMutating, data: sent, reset } = useSubmitContact()
  const form = useForm({ resolver: contractResolver(ContactInput), defaultValues: EMPTY })
  useUnsavedChanges(form.formState.isDirty)
  const submit = form.handleSubmit(async (message) => {
    try {
      await trigger(message)
      form.reset(EMPTY)
    } catch (error) {
      showSaveError(form, error, errorMessage(error, t('contact.form.failed')))
    }
  })
  const edited = () => {
    if (sent) reset()
    form.clearErrors('root')
  }

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        onChange={edited}
        aria-labelledby="contact-form-title"
      >
        <Fieldset.Root disabled={isMutating}>
          <Fieldset.Legend id="contact-form-title" textStyle="xl" fontWeight="semibold">
            {t('contact.form.title')}
          </Fieldset.Legend>
          <Fieldset.Content>
            {FIELDS.map((field) => (
              <FormField
                key={field.name}
                name={field.name}
                label={t(`contact.form.${field.name}`)}
                required
                issues={{ format: t('contact.form.problem.email') }}
              >
                {field.name === 'message' ? (
                  <Textarea rows={6} {...form.register(field.name)} />
                ) : (
                  <Input
                    type={field.type ?? 'text'}
                    autoComplete={field.autoComplete}
                    {...form.register(field.name)}
                  />
                )}
              </FormField>
            ))}
          </Fieldset.Content>
          <Stack gap="4" mt="2">
            <Text textStyle="sm" color="fg.muted">
              {t('contact.form.notice')}{' '}
              <Link asChild variant="underline">
                <RouterLink to={paths.privacy}>{t('contact.form.privacy')}</RouterLink>
              </Link>
            </Text>
            <Button type="submit" colorPalette="brand" alignSelf="start">
              {isMutating ? t('contact.form.sending') : t('contact.form.send')}
            </Button>
            {sent ? (
              <Alert.Root status="success" role="status">
                <Alert.Indicator />
                <Alert.Title>{t('contact.form.sent')}</Alert.Title>
              </Alert.Root>
            ) : null}
            <FormSummary busy={isMutating} />
          </Stack>
        </Fieldset.Root>
      </form>
    </FormProvider>
  )
}
