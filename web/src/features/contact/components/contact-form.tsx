import { ContactInput, type ContactBody } from '@sog/contract'
import { Alert, Button, Input, Link, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useHref, useSearchParams } from 'react-router-dom'

import { Fieldset } from '@/components/ui/own-recipe/fieldset'
import { Textarea } from '@/components/ui/own-recipe/textarea'
import { FormField } from '@/components/form/form-field'
import { paths } from '@/config/paths'
import { FormSummary } from '@/components/form/form-summary'
import { answerMessage, errorMessage } from '@/lib/api/api-client'
import { contractResolver, refusalErrors, showSaveError } from '@/lib/forms/form'
import { usePostedForm } from '@/lib/page/posted-form'
import { useUnsavedChanges } from '@/lib/forms/unsaved-changes'
import { useSubmitContact } from '../api/submit-contact'

const FIELDS: { name: keyof ContactBody; type?: string; autoComplete?: string }[] = [
  { name: 'name', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'subject' },
  { name: 'message' },
]

const EMPTY: ContactBody = { name: '', email: '', subject: '', message: '' }

/** What `POST /contact` sends the browser to once a message posted without the app is stored. */
const SENT_PARAM = 'sent'

/**
 * docs/product.md, "Screens" and "States": the contact form, then sending, sent (the form
 * cleared) or failed (the text kept, so a refused message can be sent later); any edit returns
 * to idle. Without the app the form posts to the server (docs/decisions/0167-posted-forms.md),
 * which answers with this page: sent (`?sent=1`), or refused with the text as typed.
 */
export function ContactForm() {
  const { t } = useTranslation()
  const { trigger, isMutating, data: sentNow, reset } = useSubmitContact()
  const posted = usePostedForm()
  const [searchParams] = useSearchParams()
  const action = useHref(paths.contact)
  const [sentByPost, setSentByPost] = useState(() => searchParams.has(SENT_PARAM))
  // Rendered with the refusal of a post, before any event (react-hook-form's `errors`).
  const [postedErrors] = useState(() =>
    posted
      ? refusalErrors<ContactBody>(posted, answerMessage(posted, t('contact.form.failed')))
      : undefined,
  )
  // A refused post's first named field takes the focus as the page loads (the `autofocus`
  // attribute, before any script), as the summary gives it after a send the app made
  // (docs/decisions/0184-refused-post-focus.md).
  const firstRefused = FIELDS.find((field) => postedErrors?.[field.name])?.name
  // No default values: the text the server gave back after a refused post is in the inputs,
  // and registering a field with a default writes the default into it (a test holds this). The
  // first send empties them (EMPTY).
  const form = useForm<ContactBody>({
    resolver: contractResolver(ContactInput),
    errors: postedErrors,
  })
  useUnsavedChanges(form.formState.isDirty)
  const sent = sentNow ?? sentByPost
  const submit = form.handleSubmit(async (message) => {
    try {
      await trigger(message)
      form.reset(EMPTY)
    } catch (error) {
      showSaveError(form, error, errorMessage(error, t('contact.form.failed')))
    }
  })
  const edited = () => {
    if (sentNow) reset()
    setSentByPost(false)
    form.clearErrors('root')
  }

  return (
    <FormProvider {...form}>
      <form
        noValidate
        method="post"
        action={action}
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
                  <Textarea
                    rows={6}
                    autoFocus={field.name === firstRefused}
                    defaultValue={posted?.values[field.name]}
                    {...form.register(field.name)}
                  />
                ) : (
                  <Input
                    type={field.type ?? 'text'}
                    autoComplete={field.autoComplete}
                    autoFocus={field.name === firstRefused}
                    defaultValue={posted?.values[field.name]}
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
