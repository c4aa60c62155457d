import type { Page } from '@playwright/test'

import { expect, test } from '../support/fixtures'

/**
 * The storefront's shell and navigation (issue "premium storefront"): the header at every
 * width and language, the menu drawer by keyboard, the skip link, and the scroll position.
 */
const HEADER_WIDTHS = [375, 768, 1024, 1280]
const LANGUAGES = [
  { code: 'en', catalog: 'Firearms Catalog' },
  { code: 'pl', catalog: 'Katalog broni' },
  { code: 'it', catalog: /.+/ },
  { code: 'de', catalog: /.+/ },
  { code: 'fr', catalog: /.+/ },
]

/** Header elements whose text overflows their box or the screen (none: empty). */
function clippedInHeader(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const header = document.querySelector('header')!
    const found: string[] = []
    for (const element of header.querySelectorAll<HTMLElement>('*')) {
      if (!(element instanceof HTMLElement) || element.getClientRects().length === 0) continue
      if (element.tagName === 'SELECT') continue // transparent: its face shows the value
      const rect = element.getBoundingClientRect()
      const label = `${element.tagName} "${(element.textContent ?? '').trim().slice(0, 30)}"`
      if (element.scrollWidth > element.clientWidth + 1)
        found.push(`${label}: ${element.scrollWidth} > ${element.clientWidth}`)
      if (rect.right > window.innerWidth + 0.5 || rect.left < -0.5)
        found.push(`${label}: outside the screen (${rect.left}–${rect.right})`)
    }
    return found
  })
}

test('the header fits at 375, 768, 1024 and 1280 px in every language, on one 64 px row', async ({
  page,
}) => {
  await page.goto('/')
  for (const { code, catalog } of LANGUAGES) {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.getByRole('banner').locator('select').last().selectOption(code)
    await expect(page.locator('html')).toHaveAttribute('lang', code)
    await expect(page.getByRole('heading', { level: 1, name: catalog })).toBeVisible()
    await page.getByRole('banner').locator('select').first().selectOption('GB')
    for (const width of HEADER_WIDTHS) {
      await page.setViewportSize({ width, height: 800 })
      const box = await page.getByRole('banner').boundingBox()
      expect(box?.height, `${code} at ${width} px`).toBeLessThanOrEqual(64)
      expect(await clippedInHeader(page), `${code} at ${width} px`).toEqual([])
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(scrollWidth, `${code} at ${width} px scrolls sideways`).toBeLessThanOrEqual(width)
    }
  }
})

test('the menu drawer: 44 px links, focus kept inside, Esc and a click outside close it, focus returns', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/')
  // Not by role: while the drawer is open the rest of the page is hidden from assistive tech.
  const button = page.locator('header button[aria-expanded]')
  await button.focus()
  await page.keyboard.press('Enter')
  const menu = page.getByRole('navigation', { name: 'Mobile navigation' })
  await expect(menu).toBeVisible()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  for (const link of await menu.getByRole('link').all()) {
    const box = await link.boundingBox()
    expect(box!.height).toBeGreaterThanOrEqual(44)
  }
  const dialog = page.getByRole('dialog')
  // Many Tabs later focus is still in the drawer (the trap).
  for (let i = 0; i < 15; i++) await page.keyboard.press('Tab')
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(button).toBeFocused()
  await expect(button).toHaveAttribute('aria-expanded', 'false')

  await button.click()
  await expect(dialog).toBeVisible()
  await page.mouse.click(360, 400) // the backdrop, right of the 320 px drawer
  await expect(dialog).toBeHidden()
  await expect(button).toBeFocused()
})

test('the skip link leads past the header; a new page gets focus on its heading', async ({
  page,
}) => {
  await page.goto('/')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Dealers' })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
})

test('a product opens at the top; Back returns to the same place in the catalogue', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 700 })
  await page.goto('/')
  const last = page.getByRole('main').getByRole('link', { name: /^View/ }).last()
  await last.scrollIntoViewIfNeeded()
  const scrolled = await page.evaluate(() => window.scrollY)
  expect(scrolled).toBeGreaterThan(300)
  await last.click()
  await expect(page).toHaveURL(/\/product\//)
  // The address changes before the product's screen replaces the catalogue.
  await expect(page.getByRole('heading', { level: 1, name: 'Firearms Catalog' })).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 5)
})

test('an Out of Stock product tells one story: dealers hold the remaining units, never "available"', async ({
  page,
  request,
}) => {
  // The seed's SOG-15 SBR 10.5 is Out of Stock at the manufacturer and held by some dealers.
  const id = 'sog-1700000000006-sb10f'
  const stockists = (await (await request.get(`/api/firearms/${id}/dealers`)).json()) as unknown[]
  expect(stockists.length).toBeGreaterThan(0)
  await page.goto(`/product/${id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'SOG-15 SBR 10.5' })).toBeVisible()
  await expect(page.getByText('Out of Stock', { exact: true }).first()).toBeVisible()
  const section = page.getByRole('region', { name: 'Remaining units at authorized dealers' })
  await expect(section).toContainText('Out of stock at the manufacturer')
  await expect(section.getByText(/units? left/)).toHaveCount(stockists.length)
  await expect(page.getByRole('main')).not.toContainText(
    /Available at these authorized dealers|in stock/,
  )
})
