import '../translations'

import { Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { List } from '@/components/ui/own-recipe/list'
import { PageHeader } from '@/components/ui/page-header'
import { useCompanySettings } from '@/lib/api/get-settings'
import { useDocumentTitle } from '@/lib/page/use-document-title'

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="2" aria-label={title}>
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  )
}

/** One labelled value. */
function Entry({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text>
      {label}: {children}
    </Text>
  )
}

/**
 * The imprint: the company settings' name, address, register numbers, licences and contact
 * (docs/decisions/0163-legal-pages.md), the same answer the footer reads, with translated labels.
 * A failure to load them shows in the shell (app/layout/site-data-alert.tsx).
 */
export function Component() {
  const { t } = useTranslation()
  useDocumentTitle(t('legal.imprint.title'))
  const { data: settings } = useCompanySettings()
  const registers = (
    [
      ['vatId', settings?.vatId],
      ['krs', settings?.krs],
      ['regon', settings?.regon],
    ] as const
  ).filter(([, value]) => value)
  const licences = (settings?.licenses ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
  return (
    <>
      <PageHeader title={t('legal.imprint.title')} />
      {!settings ? (
        <Text color="fg.muted">{t('common.loading')}</Text>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="8" maxW="4xl">
          <Section title={t('legal.imprint.company')}>
            <Text fontWeight="bold">{settings.companyName}</Text>
            {settings.companyAddress ? (
              <Text whiteSpace="pre-line">{settings.companyAddress}</Text>
            ) : null}
          </Section>
          {registers.length > 0 ? (
            <Section title={t('legal.imprint.registers')}>
              {registers.map(([key, value]) => (
                <Entry key={key} label={t(`legal.imprint.${key}`)}>
                  {value}
                </Entry>
              ))}
            </Section>
          ) : null}
          {licences.length > 0 ? (
            <Section title={t('legal.imprint.licenses')}>
              <List.Root ps="5" gap="1">
                {licences.map((licence) => (
                  <List.Item key={licence}>{licence}</List.Item>
                ))}
              </List.Root>
            </Section>
          ) : null}
          <Section title={t('legal.imprint.contact')}>
            {settings.contactPhone ? (
              <Entry label={t('legal.imprint.phone')}>
                <Link variant="underline" href={`tel:${settings.contactPhone.replace(/\s+/g, '')}`}>
                  {settings.contactPhone}
                </Link>
              </Entry>
            ) : null}
            {settings.contactEmail ? (
              <Entry label={t('legal.imprint.email')}>
                <Link variant="underline" href={`mailto:${settings.contactEmail}`}>
                  {settings.contactEmail}
                </Link>
              </Entry>
            ) : null}
            {settings.websiteUrl ? (
              <Entry label={t('legal.imprint.website')}>
                <Link variant="underline" href={settings.websiteUrl}>
                  {settings.websiteUrl}
                </Link>
              </Entry>
            ) : null}
          </Section>
        </SimpleGrid>
      )}
    </>
  )
}
