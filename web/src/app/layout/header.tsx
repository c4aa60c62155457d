import { Box, Flex, HStack, IconButton, Link } from '@chakra-ui/react'
import { lazy, Suspense, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router-dom'

import { paths } from '@/config/paths'
import { needsApp } from '@/lib/page/needs-script'
import { BrandLogo } from './brand-logo'
import { MOBILE_MENU_ID, SITE_PAGES_ID } from './ids'
import { CountrySelect } from './country-select'
import { HeaderSearch } from './header-search'
import { LanguageSelect } from './language-select'
import { NavLinks } from './nav-links'
import { ON_DARK } from './on-dark'

/** One 64 px row at every width (docs/decisions/0129-header.md). */
export const HEADER_HEIGHT = '64px'

const loadMenu = () => import('./mobile-menu')
const MobileMenu = lazy(loadMenu)

function MenuIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true" focusable="false">
      <path d="M3 6h16M3 11h16M3 16h16" stroke="currentColor" strokeWidth="2" />
    </svg>
  )
}

/**
 * The menu button's look and where it shows (below 1280 px): the button's, and without
 * JavaScript its link's.
 */
const MENU_BUTTON = {
  display: { base: 'inline-flex', xl: 'none' },
  variant: 'ghost',
  color: 'white',
  size: 'lg',
  _hover: { bg: 'whiteAlpha.200' },
} as const

/**
 * The fixed header. Below 1280 px the links live in a drawer behind the menu button; the
 * search shows from 768 px and the country and language from 1024 px, before that in the
 * drawer, so nothing is ever squeezed or clipped.
 */
export function Header() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  // The drawer's code arrives with the first opening, not with the page.
  const [menuWanted, setMenuWanted] = useState(false)
  const menuButton = useRef<HTMLButtonElement>(null)
  return (
    <Box
      as="header"
      position="fixed"
      top="0"
      insetX="0"
      zIndex="sticky"
      bg="gray.950"
      color="white"
      borderBottomWidth="3px"
      borderColor="yellow.400"
      css={{ ...ON_DARK, '@media print': { display: 'none' } }}
    >
      <Flex
        h={`calc(${HEADER_HEIGHT} - 3px)`}
        px={{ base: '3', md: '6', xl: '8' }}
        align="center"
        gap={{ base: '2', md: '4' }}
        maxW="8xl"
        mx="auto"
      >
        <IconButton
          ref={menuButton}
          aria-label={t('nav.menu')}
          aria-expanded={open}
          aria-controls={open ? MOBILE_MENU_ID : undefined}
          {...MENU_BUTTON}
          onPointerEnter={() => void loadMenu()}
          {...needsApp}
          onClick={() => {
            setMenuWanted(true)
            setOpen(true)
          }}
        >
          <MenuIcon />
        </IconButton>
        {/* Without JavaScript the menu is the footer's pages and search, where this link goes
            (docs/decisions/0194-phone-menu-without-the-app.md). */}
        <noscript>
          {/* Chakra's button writes type="button", which a link may not carry. */}
          <IconButton asChild aria-label={t('nav.menu')} type={undefined} {...MENU_BUTTON}>
            <a href={`#${SITE_PAGES_ID}`}>
              <MenuIcon />
            </a>
          </IconButton>
        </noscript>
        <Link
          asChild
          color="white"
          textDecoration="none"
          minH="11"
          flexShrink={0}
          aria-label={t('nav.home')}
        >
          <NavLink to={paths.home}>
            <BrandLogo />
          </NavLink>
        </Link>
        <HStack
          as="nav"
          aria-label={t('nav.main')}
          gap="2"
          ms="2"
          flexShrink={0}
          display={{ base: 'none', xl: 'flex' }}
        >
          <NavLinks />
        </HStack>
        {/* The search gives way (down to 10rem) when the links are long: Italian with two-digit
            badges, or a country's currency beside its code (docs/decisions/0129-header.md). */}
        <HStack gap="2" ms="auto" flex="1" minW="0" justify="flex-end">
          <Box display={{ base: 'none', md: 'block' }} flex="0 1 220px" minW="10rem">
            <HeaderSearch />
          </Box>
          <HStack gap="2" flexShrink={0} display={{ base: 'none', lg: 'flex' }}>
            <CountrySelect />
            <LanguageSelect />
          </HStack>
        </HStack>
      </Flex>
      {menuWanted ? (
        <Suspense fallback={null}>
          <MobileMenu open={open} onClose={() => setOpen(false)} trigger={menuButton} />
        </Suspense>
      ) : null}
    </Box>
  )
}
