import { isPrivateArea } from '@sog/contract'
import { useLocation, useMatches } from 'react-router-dom'

import { NOT_FOUND_ROUTE_ID } from './ids'

/**
 * The public page the visitor is on, as an address without its language (`/dealers?country=AT`),
 * for the footer's forms and links that lead back to it; null on the staff's screens, which have
 * one address and no language or country of their own. Every unknown address shares one kept
 * page, so it stands for the home page.
 */
export function usePageAddress(): string | null {
  const location = useLocation()
  const notFound = useMatches().at(-1)?.id === NOT_FOUND_ROUTE_ID
  if (isPrivateArea(location.pathname)) return null
  return notFound ? '/' : location.pathname + location.search
}
