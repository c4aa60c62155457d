import { newFirearmId } from '@sog/contract'
import type { Availability, FilterOptionType } from '@sog/contract'
import type {
  Contact,
  Dealer,
  Firearm,
  FilterOption,
  Inventory,
  Request as StoredRequest,
} from '@/payload-types'

/**
 * Data factories shared by the seed, the integration tests and the browser tests. Each returns
 * valid input for its collection; overrides replace any part. Unique values come from a
 * per-process counter so parallel tests never collide.
 */
let sequence = 0
function next(): string {
  sequence += 1
  return `${Date.now().toString(36)}${process.pid.toString(36)}${sequence}`
}

export type FirearmInput = Omit<Firearm, 'createdAt' | 'updatedAt'>
export type DealerInput = Omit<
  Dealer,
  'id' | 'createdAt' | 'updatedAt' | 'sessions' | 'collection'
> & {
  password: string
}
export type FilterOptionInput = Omit<FilterOption, 'id' | 'createdAt' | 'updatedAt'>
export type ContactInput = Omit<Contact, 'id' | 'createdAt' | 'updatedAt'>
export type InventoryInput = Omit<Inventory, 'id' | 'createdAt' | 'updatedAt'>
export type StoredRequestInput = Omit<StoredRequest, 'id' | 'createdAt' | 'updatedAt'>

export function buildFirearm(overrides: Partial<FirearmInput> = {}): FirearmInput {
  const n = next()
  return {
    id: newFirearmId(),
    name: `Test Rifle ${n}`,
    category: 'Rifle',
    caliber: '5.56x45mm NATO',
    barrelLength: '16"',
    systemType: 'Carbine',
    pricePLN: 9999.99,
    priceEUR: 2325.5,
    availability: 'In Stock' satisfies Availability,
    isNew: false,
    description: 'A dependable semi-automatic carbine.',
    gallery: [],
    specifications: { pl: { lufa: '16" 1:7' }, en: { barrel: '16" 1:7' } },
    ...overrides,
  }
}

export function buildDealer(overrides: Partial<DealerInput> = {}): DealerInput {
  const n = next()
  return {
    name: `Test Dealer ${n}`,
    username: `dealer-${n}`,
    email: `dealer-${n}@example.com`,
    password: 'dealer-password',
    phone: '+48 61 000 00 00',
    address: 'ul. Testowa 1',
    city: 'Poznań',
    country: 'PL',
    website: 'example.com',
    hours: 'Mon–Fri 9:00–17:00',
    specialties: ['Rifles'],
    rating: 4.5,
    established: 2010,
    isActive: true,
    ...overrides,
  }
}

export function buildFilterOption(
  type: FilterOptionType,
  overrides: Partial<FilterOptionInput> = {},
): FilterOptionInput {
  return { type, name: `Option ${next()}`, ...overrides }
}

export function buildContact(overrides: Partial<ContactInput> = {}): ContactInput {
  const n = next()
  return {
    name: `Visitor ${n}`,
    email: `visitor-${n}@example.com`,
    subject: 'Question about availability',
    message: 'Hello,\nis the carbine available in Poznań?',
    status: 'new',
    ...overrides,
  }
}

export function buildInventory(
  dealer: number,
  firearm: string,
  overrides: Partial<InventoryInput> = {},
): InventoryInput {
  return { dealer, firearm, stock: 3, price: 2199.99, available: true, ...overrides }
}

/** A visitor's price request about `firearm` (its id and name), to `dealer` or the company. */
export function buildRequest(
  firearm: { id: string; name: string },
  dealer: number | null,
  overrides: Partial<StoredRequestInput> = {},
): StoredRequestInput {
  const n = next()
  return {
    kind: 'price',
    status: 'new',
    firearm: firearm.id,
    firearmName: firearm.name,
    dealer,
    name: `Visitor ${n}`,
    email: `visitor-${n}@example.com`,
    phone: '',
    message: 'What does it cost with two magazines?',
    language: 'en',
    country: 'PL',
    ...overrides,
  }
}
