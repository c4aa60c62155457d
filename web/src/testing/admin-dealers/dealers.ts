import { slicePage, type ApiAdminDealer } from '@sog/contract'

import { STORAGE_KEYS } from '@/lib/storage/keys'
import { adminSession } from '@/testing/admin-session'

export const asAdmin = { [STORAGE_KEYS.adminSession]: adminSession }

export const DEALERS: ApiAdminDealer[] = [
  {
    id: 1,
    name: 'Kaliber Poznań',
    email: 'sklep@kaliber.pl',
    phone: '+48 61 123 45 67',
    address: 'ul. Półwiejska 10',
    city: 'Poznań',
    country: 'PL',
    website: 'kaliber.pl',
    hours: 'Mon-Fri 9-17',
    specialties: ['Rifles', 'Optics', 'Sport shooting', 'Reloading', 'Training'],
    rating: 4.8,
    established: 1998,
    latitude: 52.4052,
    longitude: 16.9313,
    username: 'kaliber',
    isActive: true,
    lastLoginAt: null,
    locked: false,
    version: '2026-01-05T10:00:00.000Z',
  },
  {
    id: 2,
    name: 'Waffen Huber',
    email: 'info@huber.at',
    phone: '',
    address: 'Hauptstraße 5',
    city: 'Graz',
    country: 'AT',
    website: '',
    hours: '',
    specialties: ['Hunting'],
    rating: 4,
    established: 2005,
    latitude: null,
    longitude: null,
    username: 'huber',
    isActive: false,
    lastLoginAt: null,
    locked: false,
    version: '2026-01-05T10:00:00.000Z',
  },
]

/** The server's page of dealers (docs/api.md, "Paged lists"): search, status, country, by name. */
export function dealersPage(dealers: ApiAdminDealer[], query: URLSearchParams) {
  const search = (query.get('search') ?? '').toLowerCase()
  const limit = Number(query.get('limit') ?? 24)
  const page = Number(query.get('page') ?? 1)
  const found = dealers
    .filter(
      (d) =>
        (!search ||
          `${d.name} ${d.city} ${d.email} ${d.username}`.toLowerCase().includes(search)) &&
        (!query.get('active') || String(d.isActive) === query.get('active')) &&
        (!query.get('country') || d.country === query.get('country')),
    )
    .sort((a, b) => a.name.localeCompare(b.name))
  return slicePage(found, page, limit)
}
