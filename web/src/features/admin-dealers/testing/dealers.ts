import type { ApiAdminDealer } from '@sog/contract'

import { STORAGE_KEYS } from '@/lib/storage'
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
