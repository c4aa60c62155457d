import type { Locator } from '@playwright/test'

import type { ApiInventoryRow } from '@sog/contract'
import { DEALER_PASSWORD } from '../support/api'
import { expect, test } from '../support/fixtures'
import { cardOf, logIn, storage } from '../support/ui'

const P9 = { id: 'sog-1700000000010-p9j', name: 'SOG-P9' }

/** Sets the row's status control, whether it is a select or a checkbox/switch. */
async function setAvailable(row: Locator, available: boolean) {
  const control = row.getByLabel(/status|availab/i).first()
  const tag = await control.evaluate((element) => element.tagName)
  if (tag === 'SELECT') {
    const options = await control.locator('option').allTextContents()
    const label = options.find((o) => (available ? /^\s*available/i : /unavailable/i).test(o))
    await control.selectOption({ label: label ?? '' })
  } else if ((await control.isChecked()) !== available) {
    // Chakra draws its own box over the real input; a person clicks the label.
    await control.locator('xpath=ancestor::label[1]').click()
    await expect(control).toBeChecked({ checked: available })
  }
}

test('dealer logs in, edits stock, price and availability, reloads and sees it kept, logs out', async ({
  page,
  admin,
}) => {
  await logIn(page, '/dealer/login', 'militaria-krakow', DEALER_PASSWORD)
  await expect(page).toHaveURL(/\/dealer\/dashboard$/)
  const main = page.getByRole('main')
  await expect(main.getByText('Militaria Kraków').first()).toBeVisible()
  await expect(main.getByText(/Kraków/).first()).toBeVisible()
  for (const counter of ['Total Products', 'Available', 'Total Stock'])
    await expect(main.getByText(counter, { exact: true }).first()).toBeVisible()
  const session = JSON.parse((await storage(page, 'dealer-session')) ?? 'null')
  expect(session).toMatchObject({ dealerName: 'Militaria Kraków', username: 'militaria-krakow' })

  const row = cardOf(main, P9.name)
  await test.step('edit one row; only one row edits at a time; cancel resets', async () => {
    await row.getByRole('button', { name: /edit/i }).click()
    await row.getByLabel(/stock/i).first().fill('99')
    await row.getByRole('button', { name: /cancel/i }).click()
    await expect(row.getByLabel(/stock/i)).toHaveCount(0)
    await expect(row.getByText('99', { exact: true })).toHaveCount(0)
  })

  await test.step('save stock 7, price 812.50 €, unavailable', async () => {
    await row.getByRole('button', { name: /edit/i }).click()
    await row.getByLabel(/stock/i).first().fill('7')
    await row.getByLabel(/price/i).first().fill('812.50')
    await setAvailable(row, false)
    await row.getByRole('button', { name: /save/i }).click()
    await expect(row.getByLabel(/stock/i)).toHaveCount(0)
    await expect(row.getByText(/812[.,]50/)).toBeVisible()
    await expect(row.getByText(/unavailable/i)).toBeVisible()
  })

  const stored = await admin.get<ApiInventoryRow[]>(`/inventory/dealer/${session.dealerId}`)
  expect(stored.find((r) => r.firearmId === P9.id)).toEqual({
    firearmId: P9.id,
    stock: 7,
    price: 812.5,
    available: false,
    version: expect.any(String),
  })

  await page.reload()
  await expect(cardOf(main, P9.name).getByText(/812[.,]50/)).toBeVisible()
  await expect(cardOf(main, P9.name).getByText('7', { exact: true })).toBeVisible()
  await expect(cardOf(main, P9.name).getByText(/unavailable/i)).toBeVisible()

  await test.step('make it available again', async () => {
    await cardOf(main, P9.name).getByRole('button', { name: /edit/i }).click()
    await setAvailable(cardOf(main, P9.name), true)
    await cardOf(main, P9.name).getByRole('button', { name: /save/i }).click()
    await expect(cardOf(main, P9.name).getByLabel(/stock/i)).toHaveCount(0)
    await expect(cardOf(main, P9.name).getByText(/unavailable/i)).toHaveCount(0)
    await expect(cardOf(main, P9.name).getByText('Available', { exact: true })).toBeVisible()
    const rows = await admin.get<ApiInventoryRow[]>(`/inventory/dealer/${session.dealerId}`)
    expect(rows.find((r) => r.firearmId === P9.id)?.available).toBe(true)
  })

  await main
    .getByRole('button', { name: /log ?out/i })
    .or(page.getByRole('banner').getByRole('button', { name: /log ?out/i }))
    .first()
    .click()
  await expect(page).toHaveURL(/\/dealer\/login$/)
  expect(await storage(page, 'dealer-session')).toBeNull()
  await page.goto('/dealer/dashboard')
  await expect(page).toHaveURL(/\/dealer\/login$/)
})

test('dealer login refuses a wrong password with a message and stores no session', async ({
  page,
}) => {
  await logIn(page, '/dealer/login', 'militaria-krakow', 'wrong-password')
  await expect(
    page
      .getByRole('alert')
      .or(page.getByText(/incorrect|invalid|Login failed/i))
      .first(),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/dealer\/login$/)
  expect(await storage(page, 'dealer-session')).toBeNull()
})
