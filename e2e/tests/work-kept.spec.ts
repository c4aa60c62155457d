import type { ApiActivity, ApiAdminDealer, ApiFirearm } from '@sog/contract'

import { plainFirearm } from '../../cms/test/helpers/plain-firearm'
import { ADMIN } from '../support/api'
import { expect, test, unique } from '../support/fixtures'
import { storeAdminSession } from '../support/sessions'
import { expectNotice, logIn, storage } from '../support/ui'

/**
 * Work that is never lost (docs/product.md, "Sessions"): a change saved meanwhile by someone
 * else, a session that ends in the middle of a form, the activity list and the dealer tools.
 */
const newDealer = (name: string) => ({
  name,
  email: `${name.replace(/\W+/g, '-').toLowerCase()}@example.com`,
  city: 'Kraków',
  country: 'PL',
  username: name.replace(/\W+/g, '-').toLowerCase(),
  password: 'secret-pass',
})

test('two admins edit one firearm: the second save meets the first and overwrites nothing', async ({
  browser,
  baseURL,
  admin,
}) => {
  const firearm = await admin.post<ApiFirearm>('/admin/firearms', plainFirearm(unique('E2E Kept')))
  const contexts = await Promise.all(
    ['10.251.0.1', '10.251.0.2'].map((address) =>
      browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': address } }),
    ),
  )
  try {
    const [first, second] = await Promise.all(contexts.map((context) => context.newPage()))
    for (const page of [first!, second!]) {
      await logIn(page, '/admin/login', ADMIN.username, ADMIN.password)
      await expect(page).toHaveURL(/\/admin\/dashboard$/)
      await page.goto(`/admin/firearms/${firearm.id}/edit`)
      await expect(page.getByLabel(/^Price in PLN/)).toHaveValue('5555')
    }
    await first!.getByLabel(/^Price in PLN/).fill('6000')
    await first!.getByRole('button', { name: 'Update Firearm' }).click()
    await expectNotice(first!, 'Firearm updated successfully!')

    await second!.getByLabel(/^Price in PLN/).fill('1234.5')
    await second!.getByRole('button', { name: 'Update Firearm' }).click()
    const dialog = second!.getByRole('alertdialog', { name: 'Changed by someone else' })
    await expect(dialog).toBeVisible()
    expect((await admin.get<ApiFirearm>(`/firearms/${firearm.id}`)).pricePLN).toBe(6000)
    await dialog.getByRole('button', { name: 'Load their version' }).click()
    await expect(second!.getByLabel(/^Price in PLN/)).toHaveValue('6000')
  } finally {
    await Promise.all(contexts.map((context) => context.close()))
    await admin.delete(`/admin/firearms/${firearm.id}`)
  }
})

test('a session that ends in the middle of a form: sign in again, the typed save goes through', async ({
  page,
  request,
  admin,
}) => {
  const dealer = await admin.post<ApiAdminDealer>('/admin/dealers', newDealer(unique('Expiry')))
  try {
    await storeAdminSession(page, request)
    await page.goto(`/admin/dealers/${dealer.id}/edit`)
    await page.getByLabel(/^City/).fill('Sopot')
    // The session ends on the server (as an expiry or a sign-out elsewhere would).
    const token = JSON.parse((await storage(page, 'admin-session')) ?? '{}').access_token
    await request.post('/api/auth/admin/logout', { headers: { authorization: `Bearer ${token}` } })

    await page.getByRole('button', { name: 'Update Dealer' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Your session has ended' })
    await expect(dialog.getByLabel(/^Username/)).toHaveValue(ADMIN.username)
    await dialog.getByLabel(/^Password/).fill(ADMIN.password)
    await dialog.getByRole('button', { name: 'Login' }).click()
    await expectNotice(page, 'Dealer updated successfully')
    expect((await admin.get<ApiAdminDealer>(`/admin/dealers/${dealer.id}`)).city).toBe('Sopot')
  } finally {
    await admin.delete(`/admin/dealers/${dealer.id}`)
  }
})

test('the admin sets a dealer’s new password and sees the change in the activity list', async ({
  page,
  browser,
  baseURL,
  admin,
}) => {
  const dealer = await admin.post<ApiAdminDealer>('/admin/dealers', newDealer(unique('Tools')))
  try {
    await logIn(page, '/admin/login', ADMIN.username, ADMIN.password)
    await expect(page).toHaveURL(/\/admin\/dashboard$/)
    await page.goto(`/admin/dealers/${dealer.id}/edit`)
    const account = page.getByRole('region', { name: 'Portal account' })
    await expect(account.getByText('Never')).toBeVisible()
    await account.getByLabel(/^New password/).fill('brand-new-pass')
    await account.getByRole('button', { name: 'Set new password' }).click()
    await expectNotice(page, "New password set; the dealer's open sessions were ended")

    const dealerContext = await browser.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': '10.251.0.3' },
    })
    const dealerPage = await dealerContext.newPage()
    await logIn(dealerPage, '/dealer/login', dealer.username, 'brand-new-pass')
    await expect(dealerPage).toHaveURL(/\/dealer\/dashboard$/)
    await dealerContext.close()

    await page.goto('/admin/dashboard')
    const activity = page.getByRole('region', { name: 'Recent activity' })
    await expect(
      activity.getByText(`admin updated the dealer “${dealer.name}”`).first(),
    ).toBeVisible()
    const latest = await admin.get<ApiActivity[]>('/admin/activity')
    expect(latest.some((entry) => entry.recordId === String(dealer.id))).toBe(true)
  } finally {
    await admin.delete(`/admin/dealers/${dealer.id}`)
  }
})
