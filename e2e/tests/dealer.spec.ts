import { readFile } from 'node:fs/promises'

import type { Locator } from '@playwright/test'

import type { ApiFirearm, ApiInventoryRow } from '@sog/contract'
import { DEALER_PASSWORD, dealerLogin } from '../support/api'
import { expect, test, unique } from '../support/fixtures'
import { cardOf, expectNotice, logIn, storage } from '../support/ui'

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

  // The list is paged (20 a page): find the firearm by its name first.
  await main.getByRole('searchbox', { name: 'Search inventory' }).fill(P9.name)
  await expect(page).toHaveURL(/search=/)
  const row = cardOf(main, P9.name)
  await test.step('edit one row; only one row edits at a time; cancel resets', async () => {
    await row.getByRole('button', { name: /edit/i }).click()
    await row.getByLabel(/stock/i).first().fill('99')
    await row.getByRole('button', { name: /cancel/i }).click()
    await expect(row.getByLabel(/stock/i)).toHaveCount(0)
    await expect(row.getByText('99', { exact: true })).toHaveCount(0)
  })

  await test.step('save stock 7, price 812,50 € typed with a decimal comma, unavailable', async () => {
    await row.getByRole('button', { name: /edit/i }).click()
    await row.getByLabel(/stock/i).first().fill('7')
    // Key by key, as a European writes it: a number field took the comma for grouping (81250).
    const price = row.getByLabel(/price/i).first()
    await price.clear()
    await price.pressSequentially('812,50')
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

test('dealer searches and pages the inventory (state in the URL), then imports stock by CSV', async ({
  page,
  admin,
  request,
}) => {
  // More firearms than one page holds (20), whatever else the suite made.
  const prefix = unique('E2E Paging')
  const made: ApiFirearm[] = []
  for (let i = 0; i < 21; i++)
    made.push(
      await admin.post<ApiFirearm>('/admin/firearms', {
        name: `${prefix} ${String(i).padStart(2, '0')}`,
        category: 'Rifle',
        caliber: '.308 Win',
        barrelLength: '20"',
        systemType: 'Semi-Auto',
        pricePLN: 1000,
        priceEUR: 250,
      }),
    )
  try {
    await logIn(page, '/dealer/login', 'poznan-tactical', DEALER_PASSWORD)
    await expect(page).toHaveURL(/\/dealer\/dashboard$/)
    const main = page.getByRole('main')

    await test.step('search by name goes to the URL and finds only matches', async () => {
      await main.getByRole('searchbox', { name: 'Search inventory' }).fill(prefix)
      await expect(page).toHaveURL(/search=E2E/)
      await expect(main.getByText('21 firearms')).toBeVisible()
      await expect(cardOf(main, `${prefix} 00`)).toBeVisible()
      await expect(main.getByText('SOG-P9', { exact: true })).toHaveCount(0)
    })

    await test.step('page 2, and back returns to page 1', async () => {
      await main.getByRole('button', { name: 'Next page' }).click()
      await expect(page).toHaveURL(/page=2/)
      await expect(cardOf(main, `${prefix} 20`)).toBeVisible()
      await expect(main.getByText(`${prefix} 00`, { exact: true })).toHaveCount(0)
      await page.goBack()
      await expect(cardOf(main, `${prefix} 00`)).toBeVisible()
      expect(await main.locator('li').count()).toBeLessThan(60)
    })

    const dealer = await dealerLogin(request, 'poznan-tactical')
    const [first, second] = made as [ApiFirearm, ApiFirearm]
    const chooser = main.getByLabel('CSV file to import')
    const csv = (text: string) => ({
      name: 'stock.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(text),
    })

    await test.step('a file with a wrong row: preview shows it, nothing can be applied', async () => {
      await chooser.setInputFiles(
        csv(`firearmId,stock,price,available\n${first.id},5,199.5,true\nno-such-id,1,1,true\n`),
      )
      // The row's problem in the dealer's language, from its code (issue 30).
      await expect(main.getByText('No firearm has the id “no-such-id”.')).toBeVisible()
      await expect(main.getByRole('button', { name: 'Apply 1 change' })).toBeDisabled()
    })

    await test.step('a clean file: preview, apply, stored in one go', async () => {
      await chooser.setInputFiles(
        csv(
          `firearmId;name;stock;price;available\n${first.id};;5;199,50;yes\n;${second.name};2;10;no\n`,
        ),
      )
      const changes = main.getByRole('table', { name: 'Changes' })
      await expect(changes.getByText(first.name)).toBeVisible()
      await main.getByRole('button', { name: 'Apply 2 changes' }).click()
      await expectNotice(page, 'Stock imported: 2 firearms changed')
      const rows = await admin.get<ApiInventoryRow[]>(
        `/inventory/dealer/${dealer.dealer.dealer_id}`,
      )
      expect(rows.find((row) => row.firearmId === first.id)).toMatchObject({
        stock: 5,
        price: 199.5,
        available: true,
      })
      expect(rows.find((row) => row.firearmId === second.id)).toMatchObject({ stock: 2 })
      await expect(cardOf(main, first.name).getByText('5', { exact: true })).toBeVisible()
    })

    await test.step('the export opens in a spreadsheet as it is; what a German one saves is read', async () => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        main.getByRole('button', { name: 'Export CSV' }).click(),
      ])
      const bytes = await readFile(await download.path())
      // The mark that makes a spreadsheet read UTF-8, then the English page's commas.
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
      const lines = bytes.toString().slice(1).split('\n')
      expect(lines[0]).toBe('firearmId,name,stock,price,available')
      expect(lines).toContain(`${first.id},${first.name},5,199.5,yes`)
      // The same row as a German spreadsheet saves it after an edit.
      await chooser.setInputFiles(
        csv(
          `firearmId;name;stock;price;available\r\n${first.id};${first.name};1.200;1.234,50 €;JA\r\n`,
        ),
      )
      await expect(
        main.getByRole('table', { name: 'Changes' }).getByText(/^1200 · €1,234\.50/),
      ).toBeVisible()
      await main.getByRole('button', { name: 'Apply 1 change' }).click()
      await expectNotice(page, 'Stock imported: 1 firearm changed')
      const rows = await admin.get<ApiInventoryRow[]>(
        `/inventory/dealer/${dealer.dealer.dealer_id}`,
      )
      expect(rows.find((row) => row.firearmId === first.id)).toMatchObject({
        stock: 1200,
        price: 1234.5,
      })
    })
  } finally {
    for (const firearm of made) await admin.delete(`/admin/firearms/${firearm.id}`)
  }
})
