import { COUNTRIES } from '@sog/contract'
import {
  Button,
  Card,
  Field,
  Heading,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { useCompanySettings } from '@/lib/api/get-settings'
import { isLanguage } from '@/lib/i18n'
import {
  applicationMailto,
  EMPTY_APPLICATION,
  type DealerApplication,
} from '../utils/dealer-application'

type TextField = Exclude<keyof DealerApplication, 'country' | 'details'>

const TEXT_FIELDS: { name: TextField; type: string; autoComplete: string }[] = [
  { name: 'company', type: 'text', autoComplete: 'organization' },
  { name: 'contact', type: 'text', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'city', type: 'text', autoComplete: 'address-level2' },
]

/**
 * docs/product.md, "Screens": every field is optional (missing ones read "Not provided"), and sending
 * only opens a mail draft, so the send control is a plain link to it.
 */
export function BecomeDealer() {
  const { t, i18n } = useTranslation()
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en'
  const { data: settings } = useCompanySettings()
  const [application, setApplication] = useState<DealerApplication>(EMPTY_APPLICATION)
  const set = (field: keyof DealerApplication, value: string) =>
    setApplication((current) => ({ ...current, [field]: value }))

  const countries = useMemo(
    () =>
      COUNTRIES.map((c) => ({ code: c.code, name: c.name[language] })).sort((a, b) =>
        a.name.localeCompare(b.name, language),
      ),
    [language],
  )

  return (
    <Card.Root as="section" aria-labelledby="become-dealer-title" variant="subtle">
      <Card.Body gap="4">
        <Stack gap="1">
          <Heading as="h2" size="xl" id="become-dealer-title">
            {t('dealers.apply.title')}
          </Heading>
          <Text color="fg.muted">{t('dealers.apply.intro')}</Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {TEXT_FIELDS.map((field) => (
            <Field.Root key={field.name}>
              <Field.Label>{t(`dealers.apply.${field.name}`)}</Field.Label>
              <Input
                type={field.type}
                autoComplete={field.autoComplete}
                value={application[field.name]}
                onChange={(event) => set(field.name, event.currentTarget.value)}
              />
            </Field.Root>
          ))}
          <Field.Root>
            <Field.Label>{t('dealers.apply.country')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={application.country}
                onChange={(event) => set('country', event.currentTarget.value)}
              >
                <option value="">{t('dealers.apply.chooseCountry')}</option>
                {countries.map((country) => (
                  <option key={country.code} value={country.code}>
                    {country.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </SimpleGrid>
        <Field.Root>
          <Field.Label>{t('dealers.apply.details')}</Field.Label>
          <Textarea
            rows={4}
            value={application.details}
            onChange={(event) => set('details', event.currentTarget.value)}
          />
        </Field.Root>
        <Stack gap="1" align="start">
          <Button asChild colorPalette="blue">
            <a href={applicationMailto(settings?.contactEmail ?? '', application)}>
              {t('dealers.apply.send')}
            </a>
          </Button>
          <Text textStyle="sm" color="fg.muted">
            {t('dealers.apply.hint')}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
