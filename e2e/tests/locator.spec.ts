import type { ApiFirearm, ApiInventoryRow, ApiStockist } from '@sog/contract'
import type { Page } from '@playwright/test'
import { SAMPLE_DEALERS } from '@sog/samples'

import { dealerLogin } from '../support/api'
import { expect, SCRIPTS, test } from '../support/fixtures'

/*
 * Find stock near me (docs/product.md, "Dealers directory" and "Product"; issue 31): towns named
 * in any language are looked up on the product's own server (GET /api/places, the bundled
 * GeoNames list), the browser's position when granted, and a product page's "where to buy"
 * rendered with the page, fresh after a dealer's stock save, nearest first once a town is named.
 */
const SALZBURG = { latitude: 47.799, longitude: 13.044 }

const cardNames = (page: Page) =>
  page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 }).allTextContents()

const sortFrom = async (page: Page, town: string) => {
  await page.getByRole('combobox', { name: 'Or a town' }).fill(town)
  await page.getByRole('button', { name: 'Sort by distance' }).click()
}

test('any town, in any language, sorts the directory by distance and stays in the address', async ({
  page,
}) => {
  await page.goto('/dealers?country=all')
  await sortFrom(page, 'Salzburg')
  await expect(page.getByText('Nearest first, measured from Salzburg, Austria.')).toBeVisible()
  await expect(page).toHaveURL(/[?&]place=Salzburg(&|$)/)
  // München ≈ 116 km, then Wien ≈ 250 km.
  expect((await cardNames(page)).slice(0, 2)).toEqual(['Waffen Bauer GmbH', 'Jagd & Sport Wien'])
  await expect(page.getByTestId('dealer-distance').first()).toHaveText(/≈ 11\d km away/)

  await test.step('a reload, or the link shared, shows the same order', async () => {
    await page.reload()
    await expect(page.getByText('Nearest first, measured from Salzburg, Austria.')).toBeVisible()
    expect((await cardNames(page)).slice(0, 2)).toEqual(['Waffen Bauer GmbH', 'Jagd & Sport Wien'])
  })

  await test.step("a Polish town by its German name, with the visitor's spelling", async () => {
    await sortFrom(page, 'posen')
    await expect(page.getByText('Nearest first, measured from Posen, Poland.')).toBeVisible()
    expect((await cardNames(page))[0]).toBe('Poznań Tactical')
  })
})

test('a postcode or an unknown town says so, and the list keeps its order', async ({ page }) => {
  await page.goto('/dealers?country=all')
  const before = await cardNames(page)
  await sortFrom(page, '60-001')
  await expect(
    page.getByText('Postcodes can’t be placed yet. Type the name of your town instead.'),
  ).toBeVisible()
  await sortFrom(page, 'Qwzxville')
  await expect(
    page.getByText(/We don’t know a town called “Qwzxville” in the countries we serve/),
  ).toBeVisible()
  expect(await cardNames(page)).toEqual(before)
  await expect(page.getByTestId('dealer-distance')).toHaveCount(0)
})

test.describe('the browser’s position', () => {
  test('granted: the nearest dealers first, and the position is not put in the address', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['geolocation'])
    await context.setGeolocation(SALZBURG)
    await page.goto('/dealers?country=all')
    await page.getByRole('button', { name: 'Use my location' }).click()
    await expect(page.getByText('Nearest first, measured from your location.')).toBeVisible()
    expect((await cardNames(page))[0]).toBe('Waffen Bauer GmbH')
    expect(new URL(page.url()).search).not.toMatch(/47\.|13\.|place=/)
  })

  test('denied: says so and offers the town instead', async ({ page, context }) => {
    await context.clearPermissions()
    await page.goto('/dealers?country=all')
    await page.getByRole('button', { name: 'Use my location' }).click()
    await expect(
      page.getByText('Your location is not available. Type a city instead.'),
    ).toBeVisible()
  })
})

test('a search that matches only dealers abroad says so', async ({ page }) => {
  // A Polish visitor (the default country) looks for a shop in München.
  await page.goto('/dealers')
  await page.getByRole('searchbox', { name: 'Search dealers' }).fill('München')
  await expect(page.getByText('0 dealers found')).toBeVisible()
  await expect(page.getByText('Matching dealers in other countries: 1.')).toBeVisible()
})

/** A firearm in stock that sample dealers of at least two countries stock, and those dealers. */
async function stockedAbroad(page: Page) {
  const firearms = (await (await page.request.get('/api/firearms')).json()) as ApiFirearm[]
  const samples = new Set(SAMPLE_DEALERS.map((dealer) => dealer.name))
  // In stock at the manufacturer, so the cards say "n in stock" (not "n units left").
  for (const firearm of firearms.filter((f) => f.availability === 'In Stock')) {
    const answer = await page.request.get(`/api/firearms/${firearm.id}/dealers`)
    const stockists = ((await answer.json()) as ApiStockist[]).filter((s) =>
      samples.has(s.dealer.name),
    )
    if (new Set(stockists.map((s) => s.dealer.country)).size >= 2) return { firearm, stockists }
  }
  throw new Error('the seed has no firearm stocked in two countries')
}

const stockistsSection = (page: Page) => page.locator('section[aria-labelledby="stockists-title"]')

test.describe('a town, without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the form sends the town and keeps the other choices; the server sorts the list', async ({
    page,
  }) => {
    await page.goto('/dealers?country=all')
    await sortFrom(page, 'Salzburg')
    await expect(page).toHaveURL(/[?&]country=all&place=Salzburg$/)
    await expect(page.getByText('Nearest first, measured from Salzburg, Austria.')).toBeVisible()
    expect((await cardNames(page)).slice(0, 2)).toEqual(['Waffen Bauer GmbH', 'Jagd & Sport Wien'])
  })
})

test.describe('where to buy, without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('is rendered with the product page, and a dealer’s stock save shows on the next request', async ({
    page,
    request,
  }) => {
    const { firearm, stockists } = await stockedAbroad(page)
    const shown = stockists[0]!
    await page.goto(`/product/${firearm.id}`)
    const section = stockistsSection(page)
    await expect(section.getByRole('heading', { level: 3, name: shown.dealer.name })).toBeVisible()
    await expect(section.getByRole('link', { name: 'Find another dealer' })).toHaveAttribute(
      'href',
      '/dealers',
    )

    const username = SAMPLE_DEALERS.find((d) => d.name === shown.dealer.name)!.username
    const dealer = await dealerLogin(request, username)
    const rows = (await (
      await request.get(`/api/inventory/dealer/${dealer.dealer.dealer_id}`, {
        headers: { authorization: `Bearer ${dealer.access_token}` },
      })
    ).json()) as ApiInventoryRow[]
    const before = rows.find((row) => row.firearmId === firearm.id)!
    const save = (stock: number) =>
      request.put(`/api/inventory/dealer/${dealer.dealer.dealer_id}/firearm/${firearm.id}`, {
        headers: { authorization: `Bearer ${dealer.access_token}` },
        data: { stock, price: before.price, available: before.available },
      })
    const changed = before.stock === 97 ? 96 : 97
    expect((await save(changed)).ok()).toBe(true)
    try {
      await page.reload()
      const card = stockistsSection(page)
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: shown.dealer.name }) })
      await expect(card).toContainText(`${changed} in stock`)
    } finally {
      expect((await save(before.stock)).ok()).toBe(true)
    }
  })
})

/**
 * The product page's "where to buy": each card's "city, country · ≈ n km away", ascending within
 * each country, the visitor's (Poland, the default) first.
 */
async function expectNearestFirstPerCountry(page: Page, firearm: ApiFirearm) {
  await page.goto(`/product/${firearm.id}`)
  const cards = stockistsSection(page).getByRole('listitem')
  await expect(cards.first()).toContainText(/km away/)
  const lines = await cards.evaluateAll((items) =>
    items.map((item) => item.querySelector('p')?.textContent ?? ''),
  )
  const rows = lines.map((line) => {
    const [, country = '', km = ''] = /, ([^,·]+) · ≈ ([\d.,]+) km away/.exec(line) ?? []
    return { country: country.trim(), km: Number(km.replace(/[^\d.]/g, '')) }
  })
  expect(rows.every((row) => row.country && Number.isFinite(row.km))).toBe(true)
  const countries = [...new Set(rows.map((row) => row.country))]
  if (countries.includes('Poland')) expect(countries[0]).toBe('Poland')
  for (const country of countries) {
    const km = rows.filter((row) => row.country === country).map((row) => row.km)
    expect(km).toEqual([...km].sort((a, b) => a - b))
  }
}

test('where to buy lists the nearest first in each country once the visitor has named a town', async ({
  page,
}) => {
  const { firearm } = await stockedAbroad(page)
  await page.goto('/dealers?country=all')
  await sortFrom(page, 'Salzburg')
  await expect(page.getByText('Nearest first, measured from Salzburg, Austria.')).toBeVisible()
  await expectNearestFirstPerCountry(page, firearm)
})

test('a town named before the app arrives still puts the nearest first where to buy', async ({
  page,
}) => {
  const { firearm } = await stockedAbroad(page)
  // The directory's scripts never arrive (a phone's connection drops them): the server answers
  // the town's form alone, and keeps the town for the product pages
  // (docs/decisions/0178-named-town-cookie.md).
  await page.route(SCRIPTS, (route) => route.abort())
  await page.goto('/dealers?country=all')
  await sortFrom(page, 'Salzburg')
  await expect(page.getByText('Nearest first, measured from Salzburg, Austria.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Use my location' })).toHaveCount(0)
  await page.unroute(SCRIPTS)
  await expectNearestFirstPerCountry(page, firearm)
})
