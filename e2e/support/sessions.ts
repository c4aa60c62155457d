import type { APIRequestContext, Page } from '@playwright/test'

import { adminLogin, dealerLogin } from './api'

/**
 * Sessions stored the way the login screens store them (SPEC.md section 3 field names), for
 * tests about other screens. The journeys log in through the screens themselves.
 */
export async function storeAdminSession(page: Page, request: APIRequestContext): Promise<void> {
  const login = await adminLogin(request)
  await store(page, 'admin-session', {
    adminId: login.admin.admin_id,
    username: login.admin.username,
    email: login.admin.email,
    role: login.admin.role,
    access_token: login.access_token,
    token_type: login.token_type,
    loginTime: Date.now(),
  })
}

export async function storeDealerSession(
  page: Page,
  request: APIRequestContext,
  username: string,
): Promise<void> {
  const login = await dealerLogin(request, username)
  await store(page, 'dealer-session', {
    dealerId: login.dealer.dealer_id,
    dealerName: login.dealer.name,
    username: login.dealer.username,
    country: login.dealer.country,
    city: login.dealer.city,
    access_token: login.access_token,
    token_type: login.token_type,
    loginTime: Date.now(),
  })
}

/** localStorage belongs to the origin: open it on a light page first. */
async function store(page: Page, key: string, value: unknown): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/favorites')
  await page.evaluate(([k, v]) => window.localStorage.setItem(k, v), [
    key,
    JSON.stringify(value),
  ] as const)
}
