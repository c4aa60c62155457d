/**
 * Response types of /api that the SPA imports (type-only, through the workspace). This file
 * imports only other import-free files, so it type-checks the same from either workspace.
 */
import type { FilterOptionType } from '../lib/limits'

export type ApiImage = {
  url: string
  alt: string
  width: number | null
  height: number | null
  /** WebP renditions for `srcset`; empty for external addresses. */
  sizes: { url: string; width: number }[]
}

export type ApiFirearm = {
  id: string
  name: string
  category: string
  caliber: string
  barrelLength: string
  systemType: string
  pricePLN: number | null
  priceEUR: number | null
  price: number | null
  availability: string
  isNew: boolean
  imageUrl: string | null
  images: string[]
  /** The main image first, then the gallery, with their renditions. */
  imageSet: ApiImage[]
  description: string
  specifications: { pl: Record<string, string>; en: Record<string, string> }
}

export type ApiPublicDealer = {
  id: number
  name: string
  email: string
  phone: string
  address: string
  city: string
  country: string
  website: string
  hours: string
  specialties: string[]
  rating: number
  established: number
}

/** An active dealer that has a firearm available, with its stock and price (EUR). */
export type ApiStockist = { dealer: ApiPublicDealer; stock: number; price: number }

export type ApiLocation = {
  id?: string | null
  city: string
  address?: string | null
  phone?: string | null
  hours?: string | null
}

export type ApiSettings = {
  companyName: string
  companyLogo: string | null
  companyDescription: string
  contactEmail?: string | null
  contactPhone?: string | null
  companyAddress?: string | null
  websiteUrl?: string | null
  vatId?: string | null
  krs?: string | null
  regon?: string | null
  licenses?: string | null
  socialMedia?: { facebook?: string | null; twitter?: string | null; instagram?: string | null }
  multipleLocations?: ApiLocation[] | null
}

export type ApiFilterOption = { id: number; name: string; type: FilterOptionType }

export type ApiAdminDealer = ApiPublicDealer & { username: string; isActive: boolean }

export type ApiContact = {
  id: number
  name: string
  email: string
  subject: string
  message: string
  createdAt: string
  status: 'new' | 'read'
}

export type ApiDealerLogin = {
  dealer: { dealer_id: number; name: string; username: string; country: string; city: string }
  access_token: string
  token_type: 'bearer'
}

export type ApiAdminLogin = {
  admin: { admin_id: number; username: string; email: string; role: string }
  access_token: string
  token_type: 'bearer'
}

export type ApiDashboardStats = {
  totalDealers: number
  activeDealers: number
  inactiveDealers: number
  totalFirearms: number
  totalContacts: number
  newContacts: number
}

export type ApiInventoryRow = {
  firearmId: string
  stock: number
  price: number
  available: boolean
}
