import type { APIRequestContext, Page } from '@playwright/test'

import { toAdminSession, toDealerSession } from '../../web/src/lib/session/shapes'
import { adminLogin, dealerLogin } from './api'

/**
 * Sessions stored the way the login screens store them (docs/product.md, "Data" field names), for
 * tests about other screens. The journeys log in through the screens themselves.
 */
export async function storeAdminSession(page: Page, request: APIRequestContext): Promise<void> {
  const login = await adminLogin(request)
  await store(page, 'admin-session', toAdminSession(login, Date.now()))
}

export async function storeDealerSession(
  page: Page,
  request: APIRequestContext,
  username: string,
): Promise<void> {
  const login = await dealerLogin(request, username)
  await store(page, 'dealer-session', toDealerSession(login, Date.now()))
}

/** localStorage belongs to the origin: open it on a light page first. */
async function store(page: Page, key: string, value: unknown): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/favorites')
  await page.evaluate(([k, v]) => window.localStorage.setItem(k, v), [
    key,
    JSON.stringify(value),
  ] as const)
}
