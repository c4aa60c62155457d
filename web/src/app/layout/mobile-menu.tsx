import { Box, CloseButton, Portal, Stack } from '@chakra-ui/react'
import type { RefObject } from 'react'
import { useTranslation } from 'react-i18next'

import { Drawer } from '@/components/ui/own-recipe/drawer'
import { BrandLogo } from './brand-logo'
import { CountrySelect } from './country-select'
import { HeaderSearch } from './header-search'
import { LanguageSelect } from './language-select'
import { NavLinks } from './nav-links'

import { MOBILE_MENU_ID } from './ids'

type Props = {
  open: boolean
  onClose: () => void
  /** Where focus returns when the menu closes: the button that opened it. */
  trigger: RefObject<HTMLButtonElement | null>
}

/**
 * The phone and tablet menu: a drawer (Chakra's, so Esc, a click outside, the focus trap and
 * focus return are the library's), loaded only when first opened (docs/decisions/0129-header.md).
 */
export default function MobileMenu({ open, onClose, trigger }: Props) {
  const { t } = useTranslation()
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose()
      }}
      placement="start"
      // zag finds its content by id: the menu button's aria-controls names it.
      ids={{ content: MOBILE_MENU_ID }}
      lazyMount
      unmountOnExit
      finalFocusEl={() => trigger.current}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="20rem">
            <Drawer.Header borderBottomWidth="1px" py="3">
              <Drawer.Title>
                <BrandLogo />
              </Drawer.Title>
              <Drawer.CloseTrigger asChild position="static" ms="auto">
                <CloseButton size="lg" aria-label={t('common.close')} />
              </Drawer.CloseTrigger>
            </Drawer.Header>
            <Drawer.Body py="4">
              <Stack gap="5">
                <Box display={{ md: 'none' }}>
                  <HeaderSearch onSearch={onClose} />
                </Box>
                <Stack as="nav" aria-label={t('nav.mobile')} gap="1">
                  <NavLinks stacked onNavigate={onClose} />
                </Stack>
                <Stack
                  gap="3"
                  display={{ lg: 'none' }}
                  bg="gray.900"
                  color="white"
                  p="3"
                  rounded="md"
                >
                  <CountrySelect block />
                  <LanguageSelect block />
                </Stack>
              </Stack>
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}
