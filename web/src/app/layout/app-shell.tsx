import { Box } from '@chakra-ui/react'
import { Outlet, ScrollRestoration, type Location } from 'react-router-dom'

import { paths } from '@/config/paths'
import { Footer } from './footer'
import { Header, HEADER_HEIGHT } from './header'
import { MAIN_ID } from './ids'
import { SiteDataAlert } from './site-data-alert'
import { SkipLink } from './skip-link'
import { UnsavedChangesGuard } from './unsaved-changes-guard'
import { usePageDescription } from './use-page-description'
import { useRouteFocus } from './use-route-focus'

/**
 * Where the scroll position is kept: per history entry, so a new page opens at the top and
 * Back returns to where the visitor was. The catalogue keeps one per address and result page,
 * so a filter change (same page, new query) does not jump to the top while a page turn does
 * (docs/decisions/0130-route-focus.md).
 */
function scrollKey(location: Location): string {
  const catalogue = location.pathname === paths.home || location.pathname === paths.catalog
  if (!catalogue) return location.key
  const page = new URLSearchParams(location.search).get('page') ?? '1'
  return `catalogue:${location.pathname}:${page}`
}

/** The fixed header offsets the page content by its own height. */
export function AppShell() {
  useRouteFocus(MAIN_ID)
  usePageDescription()
  return (
    <Box minH="100dvh" display="flex" flexDirection="column">
      <SkipLink />
      <Header />
      <Box
        as="main"
        id={MAIN_ID}
        tabIndex={-1}
        flex="1"
        pt={HEADER_HEIGHT}
        px={{ base: '4', md: '8' }}
        outline="none"
        css={{ '@media print': { paddingTop: 0 } }}
      >
        <Box pt="6" maxW="7xl" mx="auto">
          <SiteDataAlert />
          <Outlet />
        </Box>
      </Box>
      <Footer />
      <UnsavedChangesGuard />
      <ScrollRestoration getKey={scrollKey} />
    </Box>
  )
}
