import type { ApiLocation } from '@sog/contract'
import { Heading, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import { LinkButton } from '@/components/ui/link-button'
import { useCompanySettings } from '@/lib/api/get-settings'
import { telUrl } from '@/lib/format/mail-draft'

/** docs/product.md, "Screens": phone, e-mail and address come from the company settings. */
export function CompanyDetails() {
  const { t } = useTranslation()
  const { data: settings, isLoading } = useCompanySettings()
  const phone = settings?.contactPhone
  const email = settings?.contactEmail
  const locations = settings?.multipleLocations ?? []
  // A settings load failure shows in the shell with "Try again": no empty section here.
  if (!settings && !isLoading) return null

  return (
    <Stack gap="4" as="section" aria-labelledby="company-details-title" overflowWrap="anywhere">
      <Heading as="h2" size="lg" id="company-details-title">
        {t('contact.details.title')}
      </Heading>
      {isLoading ? <Skeleton height="120px" /> : null}
      {settings ? (
        <Stack gap="2">
          <Text fontWeight="semibold">{settings.companyName}</Text>
          {/* The description is plain text; a blank line starts a new paragraph. */}
          {settings.companyDescription
            .split(/\n\s*\n/)
            .filter((paragraph) => paragraph.trim())
            .map((paragraph, i) => (
              <Text key={i} whiteSpace="pre-line" color="fg.muted">
                {paragraph.trim()}
              </Text>
            ))}
          {settings.companyAddress ? (
            <Text as="address" fontStyle="normal" whiteSpace="pre-line">
              {settings.companyAddress}
            </Text>
          ) : null}
          {phone ? (
            <Text>
              {t('contact.details.phone')}:{' '}
              <Link variant="underline" href={telUrl(phone)}>
                {phone}
              </Link>
            </Text>
          ) : null}
          {email ? (
            <Text>
              {t('contact.details.email')}:{' '}
              <Link variant="underline" href={`mailto:${email}`}>
                {email}
              </Link>
            </Text>
          ) : null}
        </Stack>
      ) : null}
      {phone || email ? (
        <HStack gap="3" wrap="wrap">
          {phone ? (
            <LinkButton asChild colorPalette="brand">
              <a href={telUrl(phone)}>{t('contact.details.call')}</a>
            </LinkButton>
          ) : null}
          {email ? (
            <LinkButton asChild variant="outline">
              <a href={`mailto:${email}`}>{t('contact.details.write')}</a>
            </LinkButton>
          ) : null}
        </HStack>
      ) : null}
      {locations.length > 0 ? <Locations locations={locations} /> : null}
    </Stack>
  )
}

function Locations({ locations }: { locations: ApiLocation[] }) {
  const { t } = useTranslation()
  return (
    <Stack gap="3">
      <Heading as="h3" size="md">
        {t('contact.details.locations')}
      </Heading>
      {locations.map((location, index) => (
        <Stack key={location.id ?? index} gap="0.5" textStyle="sm">
          <Text fontWeight="semibold">{location.city}</Text>
          {location.address ? (
            <Text as="address" fontStyle="normal" whiteSpace="pre-line">
              {location.address}
            </Text>
          ) : null}
          {location.phone ? (
            <Link variant="underline" href={telUrl(location.phone)}>
              {location.phone}
            </Link>
          ) : null}
          {location.hours ? <Text color="fg.muted">{location.hours}</Text> : null}
        </Stack>
      ))}
    </Stack>
  )
}
