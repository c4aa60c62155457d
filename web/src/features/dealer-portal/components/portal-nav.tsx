import { HStack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { NavLink, useLocation } from 'react-router-dom'

import { LinkButton } from '@/components/ui/link-button'
import { paths } from '@/config/paths'

const LINKS = [
  ['stock', paths.dealerDashboard],
  ['requests', paths.dealerRequests],
] as const

/**
 * The portal's two screens, the stock and the requests (docs/product.md, "Dealer portal"); the
 * open one is marked (`aria-current="page"`, set by NavLink).
 */
export function PortalNav() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  return (
    <nav aria-label={t('dealerPortal.nav.label')}>
      <HStack as="ul" listStyleType="none" gap="2" wrap="wrap">
        {LINKS.map(([key, to]) => (
          <li key={key}>
            <LinkButton
              asChild
              size="sm"
              colorPalette="brand"
              variant={pathname === to ? 'solid' : 'outline'}
            >
              <NavLink to={to} end>
                {t(`dealerPortal.nav.${key}`)}
              </NavLink>
            </LinkButton>
          </li>
        ))}
      </HStack>
    </nav>
  )
}
