import { Card, Heading, Input, Link, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { type MouseEvent } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { Textarea } from '@/components/ui/own-recipe/textarea'
import { FormField } from '@/components/form/form-field'
import { paths } from '@/config/paths'
import { LinkButton } from '@/components/ui/link-button'
import { countriesByName } from '@/lib/format/country-names'
import { useCompanySettings } from '@/lib/api/get-settings'
import { contractResolver } from '@/lib/forms/form'
import { isLanguage } from '@/lib/i18n'
import {
  applicationMailto,
  DealerApplicationInput,
  EMPTY_APPLICATION,
  isCompleteApplication,
  type DealerApplication,
} from '../utils/dealer-application'

type TextField = Exclude<keyof DealerApplication, 'country' | 'details'>

const TEXT_FIELDS: { name: TextField; type: string; autoComplete: string; required: boolean }[] = [
  { name: 'company', type: 'text', autoComplete: 'organization', required: true },
  { name: 'contact', type: 'text', autoComplete: 'name', required: true },
  { name: 'email', type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', type: 'tel', autoComplete: 'tel', required: false },
  { name: 'city', type: 'text', autoComplete: 'address-level2', required: true },
]

/**
 * docs/product.md, "Become a Dealer": sending only opens a mail draft, so the send control is a
 * link to it; while a required field is missing or wrong it shows the problems beside the
 * fields instead of opening an empty draft.
 */
export function BecomeDealer() {
  const { t, i18n } = useTranslation()
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en'
  const { data: settings } = useCompanySettings()
  const form = useForm({
    resolver: contractResolver(DealerApplicationInput),
    defaultValues: EMPTY_APPLICATION,
    shouldFocusError: true,
  })
  const application = form.watch()

  const countries = countriesByName(language)

  const send = (event: MouseEvent) => {
    if (isCompleteApplication(application)) return
    event.preventDefault()
    void form.trigger(undefined, { shouldFocus: true })
  }

  return (
    <Card.Root as="section" aria-labelledby="become-dealer-title" variant="subtle">
      <Card.Body gap="4">
        <Stack gap="1">
          <Heading as="h2" size="xl" id="become-dealer-title">
            {t('dealers.apply.title')}
          </Heading>
          <Text color="fg.muted">{t('dealers.apply.intro')}</Text>
        </Stack>
        <FormProvider {...form}>
          <form noValidate onSubmit={(event) => event.preventDefault()}>
            <Stack gap="4">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                {TEXT_FIELDS.map((field) => (
                  <FormField
                    key={field.name}
                    name={field.name}
                    label={t(`dealers.apply.${field.name}`)}
                    required={field.required}
                    issues={{ format: t('dealers.apply.problem.email') }}
                  >
                    <Input
                      type={field.type}
                      autoComplete={field.autoComplete}
                      {...form.register(field.name)}
                    />
                  </FormField>
                ))}
                <FormField name="country" label={t('dealers.apply.country')} required>
                  <NativeSelect.Root>
                    <NativeSelect.Field {...form.register('country')}>
                      <option value="">{t('dealers.apply.chooseCountry')}</option>
                      {countries.map((country) => (
                        <option key={country.code} value={country.code}>
                          {country.name}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
              </SimpleGrid>
              <FormField name="details" label={t('dealers.apply.details')}>
                <Textarea rows={4} {...form.register('details')} />
              </FormField>
              <Stack gap="1" align="start">
                <LinkButton asChild colorPalette="brand">
                  <a
                    href={applicationMailto(settings?.contactEmail ?? '', application)}
                    onClick={send}
                  >
                    {t('dealers.apply.send')}
                  </a>
                </LinkButton>
                <Text textStyle="sm" color="fg.muted">
                  {t('dealers.apply.hint')}{' '}
                  <Link asChild variant="underline">
                    <RouterLink to={paths.privacy}>{t('dealers.apply.privacy')}</RouterLink>
                  </Link>
                </Text>
              </Stack>
            </Stack>
          </form>
        </FormProvider>
      </Card.Body>
    </Card.Root>
  )
}
