import type { Page } from '@playwright/test'

import { expect, test } from '../support/fixtures'
import { storeAdminSession, storeDealerSession } from '../support/sessions'
import { storage } from '../support/ui'

/** docs/product.md, "Roles" and "Errors": session guards, corrupt sessions and 401 answers. */
async function setItem(page: Page, key: string, value: string) {
  await page.goto('/favorites')
  await page.evaluate(([k, v]) => window.localStorage.setItem(k, v), [key, value] as const)
}

test('without a session, dealer and admin screens land on their logins', async ({ page }) => {
  for (const path of [
    '/admin/dashboard',
    '/admin/dealers',
    '/admin/firearms/new',
    '/admin/categories',
    '/admin/settings',
  ]) {
    await page.goto(path)
    await expect(page).toHaveURL(/\/admin\/login$/)
    await expect(page.getByLabel(/^Username/)).toBeVisible()
  }
  await page.goto('/dealer/dashboard')
  await expect(page).toHaveURL(/\/dealer\/login$/)
  await expect(page.getByLabel(/^Username/)).toBeVisible()
})

test('a corrupt stored session is removed and the login shown', async ({ page }) => {
  await setItem(page, 'dealer-session', '{not json')
  await page.goto('/dealer/dashboard')
  await expect(page).toHaveURL(/\/dealer\/login$/)
  expect(await storage(page, 'dealer-session')).toBeNull()

  await setItem(page, 'admin-session', JSON.stringify({ username: 'admin' }))
  await page.goto('/admin/dashboard')
  await expect(page).toHaveURL(/\/admin\/login$/)
  expect(await storage(page, 'admin-session')).toBeNull()
})

test('an expired or forged token: the 401 asks to sign in again; giving up shows the login', async ({
  page,
  request,
}) => {
  await storeAdminSession(page, request)
  await page.evaluate(() => {
    const session = JSON.parse(window.localStorage.getItem('admin-session') ?? '{}')
    window.localStorage.setItem(
      'admin-session',
      JSON.stringify({ ...session, access_token: `${session.access_token}x` }),
    )
  })
  await page.goto('/admin/dashboard')
  const ended = page.getByRole('alertdialog', { name: 'Your session has ended' })
  await ended.getByRole('button', { name: 'Close' }).click()
  await expect(page).toHaveURL(/\/admin\/login$/)
  expect(await storage(page, 'admin-session')).toBeNull()

  await storeDealerSession(page, request, 'jagd-sport-wien')
  await page.evaluate(() => {
    const session = JSON.parse(window.localStorage.getItem('dealer-session') ?? '{}')
    window.localStorage.setItem(
      'dealer-session',
      JSON.stringify({ ...session, access_token: 'expired.token.value' }),
    )
  })
  await page.goto('/dealer/dashboard')
  await ended.getByRole('button', { name: 'Close' }).click()
  await expect(page).toHaveURL(/\/dealer\/login$/)
  expect(await storage(page, 'dealer-session')).toBeNull()
})

test('admin login refuses a wrong password with a message', async ({ page }) => {
  await page.goto('/admin/login')
  await page.getByLabel(/^Username/).fill('admin')
  await page.getByLabel(/^Password/).fill('not-the-password')
  await page.getByRole('button', { name: /^log ?in$/i }).click()
  await expect(
    page
      .getByRole('alert')
      .or(page.getByText(/incorrect|invalid|Login failed/i))
      .first(),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/login$/)
  expect(await storage(page, 'admin-session')).toBeNull()
})
