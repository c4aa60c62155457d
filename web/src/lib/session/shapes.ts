import type { ApiAdminLogin, ApiDealerLogin } from '@sog/contract'

/** The two sessions of docs/product.md, "Data", kept in localStorage under their own keys. */
export type DealerSession = {
  dealerId: number
  dealerName: string
  username: string
  country: string
  city: string
  access_token: string
  token_type: string
  loginTime: number
}

export type AdminSession = {
  adminId: number
  username: string
  email: string
  role: string
  access_token: string
  token_type: string
  loginTime: number
}

/** The stored session for a dealer login answer. No browser APIs here: the e2e suite uses it too. */
export const toDealerSession = (login: ApiDealerLogin, now: number): DealerSession => ({
  dealerId: login.dealer.dealer_id,
  dealerName: login.dealer.name,
  username: login.dealer.username,
  country: login.dealer.country,
  city: login.dealer.city,
  access_token: login.access_token,
  token_type: login.token_type,
  loginTime: now,
})

export const toAdminSession = (login: ApiAdminLogin, now: number): AdminSession => ({
  adminId: login.admin.admin_id,
  username: login.admin.username,
  email: login.admin.email,
  role: login.admin.role,
  access_token: login.access_token,
  token_type: login.token_type,
  loginTime: now,
})
