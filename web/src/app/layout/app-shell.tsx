import { Box } from '@chakra-ui/react'
import { Outlet } from 'react-router-dom'

import { Footer } from './footer'
import { Header, HEADER_HEIGHT } from './header'
import { UnsavedChangesGuard } from './unsaved-changes-guard'

/** The fixed header offsets the page content by its own height (larger on small screens). */
export function AppShell() {
  return (
    <Box minH="100dvh" display="flex" flexDirection="column">
      <Header />
      <Box as="main" flex="1" pt={HEADER_HEIGHT} px={{ base: '4', md: '8' }}>
        <Box pt="6" maxW="7xl" mx="auto">
          <Outlet />
        </Box>
      </Box>
      <Footer />
      <UnsavedChangesGuard />
    </Box>
  )
}
