import type { Page } from '@playwright/test'

import type { ApiFirearm } from '@sog/contract'
import { AdminApi, DEALER_PASSWORD } from '../support/api'
import { expect, test, unique } from '../support/fixtures'
import { cardOf, logIn } from '../support/ui'
import { storeAdminSession } from '../support/sessions'

/**
 * The screens at a few hundred firearms (issue 13; docs/product.md, "Screens"): the catalogue,
 * the admin list and the dealer dashboard page on the server, keep their state in the URL so
 * Back and Forward return to the same page and filters, and stay light however long the list.
 */
const COUNT = 300
/** Every third one is a pistol, the rest rifles, so a filter leaves several pages. */
const isPistol = (n: number) => n % 3 === 2
const label = (prefix: string, n: number) => `${prefix} ${String(n).padStart(3, '0')}`

test.describe.configure({ mode: 'serial', timeout: 8 * 60_000 })

let prefix = ''
const made: string[] = []

test.beforeAll(async ({ request }, testInfo) => {
  testInfo.setTimeout(6 * 60_000)
  const admin = await AdminApi.login(request)
  prefix = unique('E2E Scale')
  // Through /api as an administrator would, a few at a time (two cores).
  for (let start = 0; start < COUNT; start += 6) {
    const batch = Array.from({ length: Math.min(6, COUNT - start) }, (_, k) => start + k)
    const created = await Promise.all(
      batch.map((n) =>
        admin.post<ApiFirearm>('/admin/firearms', {
          name: label(prefix, n),
          category: isPistol(n) ? 'Pistol' : 'Rifle',
          caliber: isPistol(n) ? '9mm' : '.308 Win',
          barrelLength: isPistol(n) ? '4.5"' : '20"',
          systemType: 'Semi-Auto',
          pricePLN: 1000 + n,
          priceEUR: 250 + n,
        }),
      ),
    )
    made.push(...created.map((firearm) => firearm.id))
  }
})

test.afterAll(async ({ request }, testInfo) => {
  testInfo.setTimeout(6 * 60_000)
  const admin = await AdminApi.login(request)
  while (made.length > 0) {
    const batch = made.splice(0, 6)
    await Promise.all(batch.map((id) => admin.delete(`/admin/firearms/${id}`)))
  }
  const left = await admin.get<{ total: number }>(
    `/admin/firearms?search=${encodeURIComponent(prefix)}`,
  )
  expect(left.total).toBe(0)
})

/** The names on screen, in order, from the cards' or rows' own text. */
const namesShown = (page: Page) =>
  page
    .getByRole('main')
    .getByText(new RegExp(`^${prefix} \\d{3}$`))
    .allTextContents()

const pistols = Array.from({ length: COUNT }, (_, n) => n).filter(isPistol)

test('the catalogue pages, filters and returns with Back and Forward', async ({ page }) => {
  const main = page.getByRole('main')
  await page.goto(`/?search=${encodeURIComponent(prefix)}`)
  await expect(main.getByText(label(prefix, 0), { exact: true })).toBeVisible()
  const nav = main.getByRole('navigation', { name: 'Catalogue pages' })
  await expect(nav.getByText(`Page 1 of ${Math.ceil(COUNT / 24)}`)).toBeVisible()
  expect(await namesShown(page)).toHaveLength(24)

  await test.step('a filter narrows on the server and starts again from page 1', async () => {
    await main.getByLabel('Category', { exact: true }).selectOption('Pistol')
    await expect(page).toHaveURL(/category=Pistol/)
    await expect(nav.getByText(`Page 1 of ${Math.ceil(pistols.length / 24)}`)).toBeVisible()
    await expect
      .poll(() => namesShown(page))
      .toEqual(pistols.slice(0, 24).map((n) => label(prefix, n)))
  })

  await test.step('pages 2 and 3, then Back and Forward return to each', async () => {
    await nav.getByRole('link', { name: 'Next page' }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect
      .poll(() => namesShown(page))
      .toEqual(pistols.slice(24, 48).map((n) => label(prefix, n)))
    await nav.getByRole('link', { name: 'Next page' }).click()
    await expect(page).toHaveURL(/page=3/)
    await expect(main.getByText(label(prefix, pistols[48]!), { exact: true })).toBeVisible()

    await page.goBack()
    await expect(page).toHaveURL(/page=2/)
    await expect(page).toHaveURL(/category=Pistol/)
    await expect
      .poll(() => namesShown(page))
      .toEqual(pistols.slice(24, 48).map((n) => label(prefix, n)))
    await expect(main.getByLabel('Category', { exact: true })).toHaveValue('Pistol')
    await page.goBack()
    await expect(page).not.toHaveURL(/page=/)
    await expect(main.getByText(label(prefix, pistols[0]!), { exact: true })).toBeVisible()
    await page.goForward()
    await expect(page).toHaveURL(/page=2/)
    await expect(main.getByText(label(prefix, pistols[24]!), { exact: true })).toBeVisible()
  })

  await test.step('whatever the list, the page stays light', async () => {
    expect(await page.evaluate(() => document.getElementsByTagName('*').length)).toBeLessThan(5000)
  })
})

test('the admin list pages and searches on the server', async ({ page, request }) => {
  await storeAdminSession(page, request)
  const main = page.getByRole('main')
  await page.goto(`/admin/firearms?search=${encodeURIComponent(prefix)}`)
  await expect(main.getByText(`${COUNT} firearms in the catalogue`)).toBeVisible()
  await expect.poll(() => namesShown(page)).toHaveLength(24)
  await main.getByRole('button', { name: 'Next page' }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(main.getByText(label(prefix, 24), { exact: true })).toBeVisible()
  await page.goBack()
  await expect(main.getByText(label(prefix, 0), { exact: true })).toBeVisible()
  await main.getByRole('combobox', { name: 'Sort by' }).selectOption('price-desc')
  await expect(page).toHaveURL(/sort=price-desc/)
  await expect.poll(async () => (await namesShown(page))[0]).toBe(label(prefix, COUNT - 1))
})

test('the dealer searches the dashboard and pages through the matches', async ({ page }) => {
  await logIn(page, '/dealer/login', 'poznan-tactical', DEALER_PASSWORD)
  await expect(page).toHaveURL(/\/dealer\/dashboard$/)
  const main = page.getByRole('main')
  await main.getByRole('searchbox', { name: 'Search inventory' }).fill(prefix)
  await expect(page).toHaveURL(/search=E2E/)
  await expect(main.getByText(`${COUNT} firearms`)).toBeVisible()
  await expect(cardOf(main, label(prefix, 0))).toBeVisible()
  await expect(main.getByText('SOG-P9', { exact: true })).toHaveCount(0)

  await main.getByRole('button', { name: 'Next page' }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(cardOf(main, label(prefix, 20))).toBeVisible()
  await main.getByRole('searchbox', { name: 'Search inventory' }).fill(label(prefix, 123))
  await expect.poll(() => namesShown(page)).toEqual([label(prefix, 123)])
  // A new search replaces the page it was typed on (useListParams): Back returns to
  // the page before it, the first page of the earlier search.
  await page.goBack()
  await expect(page).not.toHaveURL(/page=/)
  await expect(main.getByRole('searchbox', { name: 'Search inventory' })).toHaveValue(prefix)
  await expect(cardOf(main, label(prefix, 0))).toBeVisible()
  await page.goForward()
  await expect.poll(() => namesShown(page)).toEqual([label(prefix, 123)])
  expect(await page.evaluate(() => document.getElementsByTagName('*').length)).toBeLessThan(5000)
})
