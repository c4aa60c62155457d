import { PLACE_ADDRESS } from '@sog/contract'

/**
 * The directory's search, city, country and the town distances are measured from in its
 * address, so a link or a reload keeps them. The browser's own position is never written there:
 * a shared link must not carry where its sender stood.
 */
export const DEALER_PARAMS = {
  search: 'q',
  city: 'city',
  country: 'country',
  // The server reads it too: the town goes in a cookie (docs/decisions/0178-named-town-cookie.md).
  place: PLACE_ADDRESS.param,
} as const
