import { Badge, Box, Flex, HStack, IconButton, Image, Link, Stack } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router-dom'

import { paths } from '@/config/paths'
import { useCompanySettings } from '@/lib/api/get-settings'
import { compareList, favorites } from '@/lib/saved-lists'
import { CountrySelect } from './country-select'
import { HeaderSearch } from './header-search'
import { LanguageSelect } from './language-select'

export const HEADER_HEIGHT = { base: '112px', lg: '72px' }

function CountBadge({ count, label }: { count: number; label: string }) {
  if (count === 0) return null
  return (
    <Badge ms="1" colorPalette="yellow" variant="solid" aria-label={label}>
      {count}
    </Badge>
  )
}

export function Header() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const { data: settings } = useCompanySettings()
  const favoriteCount = favorites.useIds().length
  const compareCount = compareList.useIds().length
  const links = [
    { label: t('nav.catalog'), to: paths.home, end: true },
    {
      label: t('nav.favorites'),
      to: paths.favorites,
      badge: (
        <CountBadge
          count={favoriteCount}
          label={t('nav.favoritesCount', { count: favoriteCount })}
        />
      ),
    },
    {
      label: t('nav.compare'),
      to: paths.compare,
      badge: (
        <CountBadge count={compareCount} label={t('nav.compareCount', { count: compareCount })} />
      ),
    },
    { label: t('nav.dealers'), to: paths.dealers },
    { label: t('nav.contact'), to: paths.contact },
    { label: t('nav.admin'), to: paths.adminLogin },
  ].map(({ label, to, badge, end }) => (
    <Link
      key={to}
      asChild
      fontWeight="medium"
      color="gray.100"
      _hover={{ color: 'white' }}
      css={{ '&[aria-current=page]': { color: 'yellow.300' } }}
      onClick={() => setOpen(false)}
    >
      <NavLink to={to} end={end}>
        {label}
        {badge}
      </NavLink>
    </Link>
  ))
  return (
    <Box
      as="header"
      position="fixed"
      top="0"
      insetX="0"
      zIndex="sticky"
      bg="gray.900"
      color="white"
    >
      <Flex
        minH={{ base: '64px', lg: '72px' }}
        px={{ base: '4', md: '8' }}
        align="center"
        justify="space-between"
        gap="4"
      >
        <Link
          asChild
          fontWeight="bold"
          fontSize="lg"
          color="white"
          whiteSpace="nowrap"
          aria-label={t('nav.home')}
        >
          <NavLink to={paths.home}>
            {/* The company's logo from the settings, in a fixed box: no layout shift. */}
            {settings?.companyLogo ? (
              <Image src={settings.companyLogo} alt="" boxSize="8" objectFit="contain" />
            ) : null}
            {/* On a phone the logo alone stands for the company (the link is named). */}
            <Box
              as="span"
              display={{ base: settings?.companyLogo ? 'none' : 'inline', md: 'inline' }}
            >
              {settings?.companyName ?? 'SOG Firearms'}
            </Box>
          </NavLink>
        </Link>
        <HStack as="nav" aria-label={t('nav.main')} gap="5" display={{ base: 'none', lg: 'flex' }}>
          {links}
        </HStack>
        <HStack gap="2">
          <Box display={{ base: 'none', lg: 'block' }}>
            <HeaderSearch />
          </Box>
          <CountrySelect />
          <LanguageSelect />
          <IconButton
            aria-label={t('nav.menu')}
            aria-expanded={open}
            aria-controls="mobile-menu"
            display={{ base: 'inline-flex', lg: 'none' }}
            variant="outline"
            color="white"
            onClick={() => setOpen((o) => !o)}
          >
            ☰
          </IconButton>
        </HStack>
      </Flex>
      <Box display={{ base: 'block', lg: 'none' }} px="4" pb="3">
        <HeaderSearch onSearch={() => setOpen(false)} />
      </Box>
      {open ? (
        <Stack
          id="mobile-menu"
          as="nav"
          aria-label={t('nav.mobile')}
          px="4"
          pb="4"
          display={{ lg: 'none' }}
        >
          {links}
        </Stack>
      ) : null}
    </Box>
  )
}
