import { Badge, Link } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { NavLink, useHref, useLocation } from 'react-router-dom'

import { paths } from '@/config/paths'
import { useSavedCounts } from './use-saved-counts'

/** The count, named in words ("2 favorites"): as an image, since a plain span may not be named. */
function CountBadge({ count, label }: { count: number; label: string }) {
  if (count === 0) return null
  return (
    <Badge ms="1.5" bg="yellow.300" color="black" variant="solid" role="img" aria-label={label}>
      {count}
    </Badge>
  )
}

/**
 * The header's links (docs/product.md, "Header"), inline on a wide screen and stacked with
 * 44 px rows in the phone menu (`stacked`).
 */
export function NavLinks({ stacked, onNavigate }: { stacked?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation()
  const { favorites, compare } = useSavedCounts()
  const { pathname } = useLocation()
  // Under a language's prefix (its basename) the staff's screens are a page load away.
  const inLanguage = useHref('/') !== '/'
  const links: {
    label: string
    to: string
    end?: boolean
    badge?: ReactNode
    /** Outside the languages' addresses: from under a prefix, a page load (0168). */
    document?: boolean
  }[] = [
    { label: t('nav.catalog'), to: paths.home, end: true },
    {
      label: t('nav.favorites'),
      to: paths.favorites,
      badge: <CountBadge count={favorites} label={t('nav.favoritesCount', { count: favorites })} />,
    },
    {
      label: t('nav.compare'),
      to: paths.compare,
      badge: <CountBadge count={compare} label={t('nav.compareCount', { count: compare })} />,
    },
    { label: t('nav.dealers'), to: paths.dealers },
    { label: t('nav.contact'), to: paths.contact },
    { label: t('nav.admin'), to: paths.adminLogin, document: inLanguage },
  ]
  return links.map(({ label, to, badge, end, document }) => (
    <Link
      key={to}
      asChild
      display="inline-flex"
      alignItems="center"
      minH="11"
      px={stacked ? '3' : '1'}
      rounded="md"
      whiteSpace="nowrap"
      fontWeight="medium"
      // 15 px inline: with Inter (wider than the system fonts) six links in Italian fit at 1280 px.
      fontSize={stacked ? 'lg' : '0.9375rem'}
      color={stacked ? 'fg' : 'gray.100'}
      textDecoration="none"
      _hover={{ color: stacked ? 'fg' : 'white', bg: stacked ? 'bg.muted' : undefined }}
      css={{
        '&[aria-current=page]': stacked
          ? { boxShadow: 'inset 4px 0 0 var(--chakra-colors-yellow-400)', fontWeight: 'bold' }
          : { color: 'var(--chakra-colors-yellow-300)' },
      }}
      onClick={onNavigate}
    >
      {document ? (
        <a href={to} aria-current={pathname === to ? 'page' : undefined}>
          {label}
        </a>
      ) : (
        <NavLink to={to} end={end}>
          {label}
          {badge}
        </NavLink>
      )}
    </Link>
  ))
}
