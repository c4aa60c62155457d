import type { ApiAdminDealer, DealerCreateBody, DealerUpdateBody } from '@sog/contract'
import { currentYear, DEFAULT_RATING } from '@sog/contract'

/** What the form holds: the create body (the edit form ignores the credentials) and isActive. */
/** The form's values; `version` is the stored dealer's, sent back to detect others' changes. */
export type DealerValues = DealerCreateBody & { isActive: boolean; version?: string }

/** docs/product.md, "Data" defaults: rating 5, established this year, active. */
export const emptyDealer = (): DealerValues => ({
  name: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  country: '',
  website: '',
  hours: '',
  specialties: '',
  rating: DEFAULT_RATING,
  established: currentYear(),
  latitude: null,
  longitude: null,
  isActive: true,
  username: '',
  password: '',
})

export const dealerToValues = (dealer: ApiAdminDealer): DealerValues => ({
  ...emptyDealer(),
  name: dealer.name,
  email: dealer.email,
  phone: dealer.phone,
  address: dealer.address,
  city: dealer.city,
  country: dealer.country,
  website: dealer.website,
  hours: dealer.hours,
  specialties: dealer.specialties.join(', '),
  rating: dealer.rating,
  established: dealer.established,
  latitude: dealer.latitude,
  longitude: dealer.longitude,
  isActive: dealer.isActive,
  version: dealer.version,
})

/** The list's Activate button saves the dealer as it is, only switched on again. */
export function activationBody(dealer: ApiAdminDealer): DealerUpdateBody {
  const { id: _id, username: _u, lastLoginAt: _l, locked: _k, ...fields } = dealer
  // With the version the list showed: a dealer changed meanwhile is not overwritten.
  return { ...fields, isActive: true }
}
