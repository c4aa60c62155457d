import { Box, Flex, HStack, IconButton, Link, Stack } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router-dom'

import { paths } from '@/config/paths'
import { CountrySelect } from './country-select'
import { LanguageSelect } from './language-select'

const LINKS = [
  ['nav.catalog', paths.home],
  ['nav.favorites', paths.favorites],
  ['nav.compare', paths.compare],
  ['nav.dealers', paths.dealers],
  ['nav.contact', paths.contact],
  ['nav.admin', paths.adminLogin],
] as const

export const HEADER_HEIGHT = { base: '64px', md: '72px' }

export function Header() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const links = LINKS.map(([label, to]) => (
    <Link
      key={to}
      asChild
      fontWeight="medium"
      color="gray.100"
      _hover={{ color: 'white' }}
      css={{ '&[aria-current=page]': { color: 'yellow.400' } }}
      onClick={() => setOpen(false)}
    >
      <NavLink to={to}>{t(label)}</NavLink>
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
        h={HEADER_HEIGHT}
        px={{ base: '4', md: '8' }}
        align="center"
        justify="space-between"
        gap="4"
      >
        <Link asChild fontWeight="bold" fontSize="lg" color="white" aria-label={t('nav.home')}>
          <NavLink to={paths.home}>SOG Firearms</NavLink>
        </Link>
        <HStack
          as="nav"
          aria-label={t('nav.main')}
          gap="6"
          display={{ base: 'none', md: 'flex' }}
          color="white"
        >
          {links}
        </HStack>
        <HStack gap="2">
          <CountrySelect />
          <LanguageSelect />
          <IconButton
            aria-label={t('nav.menu')}
            aria-expanded={open}
            display={{ base: 'inline-flex', md: 'none' }}
            variant="outline"
            color="white"
            onClick={() => setOpen((o) => !o)}
          >
            ☰
          </IconButton>
        </HStack>
      </Flex>
      {open ? (
        <Stack as="nav" aria-label={t('nav.main')} px="4" pb="4" display={{ md: 'none' }}>
          {links}
        </Stack>
      ) : null}
    </Box>
  )
}
