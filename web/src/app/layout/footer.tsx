import { addressIn, LANGUAGE_NAMES, type ApiSettings } from '@sog/contract'
import { Box, HStack, Link, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { paths } from '@/config/paths'
import { useCompanySettings } from '@/lib/api/get-settings'
import { LANGUAGES, rememberLanguage } from '@/lib/i18n'
import { CountryForm } from './country-form'
import { HEADER_HEIGHT } from './header'
import { HeaderSearch } from './header-search'
import { SITE_PAGES_ID } from './ids'
import { ON_DARK } from './on-dark'
import { usePageAddress } from './use-page-address'

const NETWORKS = [
  ['facebook', 'Facebook'],
  ['twitter', 'X'],
  ['instagram', 'Instagram'],
] as const

/** The company's social links from the settings, each named for screen readers. */
function SocialLinks({ links }: { links: ApiSettings['socialMedia'] | undefined }) {
  const { t } = useTranslation()
  const shown = NETWORKS.filter(([key]) => links?.[key])
  if (shown.length === 0) return null
  return (
    <HStack as="ul" listStyleType="none" gap="4" aria-label={t('footer.social')}>
      {shown.map(([key, name]) => (
        <li key={key}>
          <Link
            color="inherit"
            variant="underline"
            href={links![key]!}
            rel="noopener noreferrer"
            target="_blank"
            aria-label={t('footer.follow', { network: name })}
          >
            {name}
          </Link>
        </li>
      ))}
    </HStack>
  )
}

/** A row of the footer's in-app links, each a plain link that works without the app. */
function LinkRow({ links, label }: { links: (readonly [string, string])[]; label?: string }) {
  return (
    <HStack as="ul" listStyleType="none" gap="4" wrap="wrap" aria-label={label}>
      {links.map(([to, text]) => (
        <li key={to}>
          <Link
            asChild
            color="inherit"
            variant="underline"
            minH="11"
            display="inline-flex"
            alignItems="center"
          >
            <RouterLink to={to}>{text}</RouterLink>
          </Link>
        </li>
      ))}
    </HStack>
  )
}

/** The legal pages (docs/decisions/0163-legal-pages.md). */
function LegalLinks() {
  const { t } = useTranslation()
  return (
    <LinkRow
      label={t('footer.legal')}
      links={[
        [paths.privacy, t('footer.privacy')],
        [paths.terms, t('footer.terms')],
        [paths.imprint, t('footer.imprint')],
      ]}
    />
  )
}

/**
 * The site's pages as plain links, where the header shows them only in its menu (phones and
 * tablets): they work before the app starts and without it (docs/decisions/0164-before-the-app.md).
 * Without JavaScript the header's menu button is a link to here, and below 768 px, where the
 * header has no search, the search box is here too (docs/decisions/0194-phone-menu-without-the-app.md).
 */
function SiteLinks() {
  const { t } = useTranslation()
  return (
    <Box
      id={SITE_PAGES_ID}
      display={{ base: 'block', xl: 'none' }}
      // Reached by the menu link: not under the fixed header.
      scrollMarginTop={`calc(${HEADER_HEIGHT} + 1rem)`}
    >
      <noscript>
        <Box display={{ md: 'none' }} maxW="20rem" mb="2">
          <HeaderSearch />
        </Box>
      </noscript>
      <Box as="nav" aria-label={t('footer.pages')}>
        <LinkRow
          links={[
            [paths.home, t('nav.catalog')],
            [paths.favorites, t('nav.favorites')],
            [paths.compare, t('nav.compare')],
            [paths.dealers, t('nav.dealers')],
            [paths.contact, t('nav.contact')],
          ]}
        />
      </Box>
    </Box>
  )
}

/**
 * This page in every language, as links to its addresses (docs/decisions/0168-language-addresses.md):
 * they work without the app and tell search engines the page's other languages. With the app a
 * click also saves the choice, as the header's selector does (the link itself loads the page). None on the staff's screens, which
 * have one address.
 */
function LanguageLinks() {
  const { t, i18n } = useTranslation()
  const here = usePageAddress()
  if (here === null) return null
  return (
    <HStack as="ul" listStyleType="none" gap="4" wrap="wrap" aria-label={t('header.language')}>
      {LANGUAGES.map((language) => (
        <li key={language}>
          <Link
            color="inherit"
            variant="underline"
            minH="11"
            display="inline-flex"
            alignItems="center"
            href={addressIn(language, here)}
            hrefLang={language}
            lang={language}
            aria-current={language === i18n.language ? 'true' : undefined}
            fontWeight={language === i18n.language ? 'bold' : undefined}
            onClick={() => rememberLanguage(language)}
          >
            {LANGUAGE_NAMES[language]}
          </Link>
        </li>
      ))}
    </HStack>
  )
}

/** Company and legal details from the server's settings (docs/product.md, "Screens"). */
export function Footer() {
  const { t } = useTranslation()
  const { data: settings } = useCompanySettings()
  const company = settings?.companyName ?? 'SOG Firearms'
  return (
    <Box
      as="footer"
      bg="gray.900"
      color="gray.200"
      css={ON_DARK}
      px={{ base: '4', md: '8' }}
      py="8"
      mt="12"
    >
      <Stack gap="2" textStyle="sm">
        <SiteLinks />
        <LanguageLinks />
        <CountryForm />
        <Text fontWeight="bold" color="white">
          {company}
        </Text>
        {settings?.companyAddress ? (
          <Text whiteSpace="pre-line">{settings.companyAddress}</Text>
        ) : null}
        {settings?.contactPhone ? (
          <Text>
            {t('footer.phone')}:{' '}
            <Link
              color="inherit"
              variant="underline"
              href={`tel:${settings.contactPhone.replace(/\s+/g, '')}`}
            >
              {settings.contactPhone}
            </Link>
          </Text>
        ) : null}
        {settings?.contactEmail ? (
          <Text>
            {t('footer.email')}:{' '}
            <Link color="inherit" variant="underline" href={`mailto:${settings.contactEmail}`}>
              {settings.contactEmail}
            </Link>
          </Text>
        ) : null}
        {settings?.websiteUrl ? (
          <Text>
            {t('footer.website')}:{' '}
            <Link color="inherit" variant="underline" href={settings.websiteUrl}>
              {settings.websiteUrl}
            </Link>
          </Text>
        ) : null}
        <Text>
          {[
            settings?.vatId && `${t('footer.vatId')}: ${settings.vatId}`,
            settings?.krs && `${t('footer.krs')}: ${settings.krs}`,
            settings?.regon && `${t('footer.regon')}: ${settings.regon}`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        {settings?.licenses ? (
          <Text whiteSpace="pre-line">
            {t('footer.licenses')}: {settings.licenses}
          </Text>
        ) : null}
        <SocialLinks links={settings?.socialMedia} />
        <LegalLinks />
        <Text>{t('footer.tagline')}</Text>
        <Text>{t('footer.rights', { year: new Date().getFullYear(), company })}</Text>
      </Stack>
    </Box>
  )
}
