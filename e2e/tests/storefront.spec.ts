import type { Page } from '@playwright/test'
import type { ApiAdminFirearm, ApiFirearmPage, ApiAdminSettings } from '@sog/contract'

import { expect, test } from '../support/fixtures'
import { cardOf } from '../support/ui'

/**
 * The storefront's shell and navigation (issue "premium storefront"): the header at every
 * width and language, the menu drawer by keyboard, the skip link, and the scroll position.
 */
const HEADER_WIDTHS = [375, 768, 1024, 1280, 1440]
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
    // The search box's hint, which no scrollWidth reports when it is cut: measured in its font.
    const search = header.querySelector('input')
    if (search && search.getClientRects().length > 0) {
      const style = getComputedStyle(search)
      const context = document.createElement('canvas').getContext('2d')!
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
      const needed =
        context.measureText(search.placeholder).width +
        parseFloat(style.paddingLeft) +
        parseFloat(style.paddingRight)
      if (needed > search.clientWidth)
        found.push(
          `placeholder "${search.placeholder}": ${Math.ceil(needed)} > ${search.clientWidth}`,
        )
    }
    return found
  })
}

test('the header fits from 375 to 1440 px in every language, with two-digit badges and every currency, on one 64 px row', async ({
  page,
  request,
}) => {
  // The widest the header gets: twelve favourites and three compared (two-digit and one-digit
  // badges), and each currency's symbol beside the country's code.
  const { items } = (await (await request.get('/api/firearms?limit=12')).json()) as ApiFirearmPage
  expect(items).toHaveLength(12)
  const ids = items.map((firearm) => firearm.id)
  await page.goto('/favorites')
  await page.evaluate(
    ([favorites, compared]) => {
      window.localStorage.setItem('favorites', JSON.stringify(favorites))
      window.localStorage.setItem('compare', JSON.stringify(compared))
    },
    [ids, ids.slice(0, 3)] as const,
  )
  await page.goto('/')
  const banner = page.getByRole('banner')
  for (const { code, catalog } of LANGUAGES) {
    await page.setViewportSize({ width: 1280, height: 800 })
    await banner.locator('select').last().selectOption(code)
    await expect(page.locator('html')).toHaveAttribute('lang', code)
    await expect(page.getByRole('heading', { level: 1, name: catalog })).toBeVisible()
    // GB's prices are in dollars when the company keeps a dollar rate, else in euros.
    for (const country of ['PL', 'DE', 'GB']) {
      await banner.locator('select').first().selectOption(country)
      await expect(banner.getByText(new RegExp(`^${country} · (zł|€|\\$)$`))).toBeVisible()
      await expect(banner.getByRole('img', { name: /12/ })).toBeVisible()
      for (const width of HEADER_WIDTHS) {
        await page.setViewportSize({ width, height: 800 })
        const where = `${code}, ${country}, at ${width} px`
        const box = await banner.boundingBox()
        expect(box?.height, where).toBeLessThanOrEqual(64)
        expect(await clippedInHeader(page), where).toEqual([])
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
        expect(scrollWidth, `${where} scrolls sideways`).toBeLessThanOrEqual(width)
      }
      await page.setViewportSize({ width: 1280, height: 800 })
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
  // A keyboard reaches the button once it shows, when the app can open the drawer.
  await expect(button).toBeVisible()
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
  // The backdrop, right of the 320 px drawer. Chakra's drawer hears a click outside from a frame
  // and a task after it shows; a click before that went unheard on a busy machine (CI run W2),
  // where a person clicks again, and so does this.
  await expect(async () => {
    if (await dialog.isVisible()) await page.mouse.click(360, 400)
    await expect(dialog).toBeHidden({ timeout: 2_000 })
  }).toPass({ timeout: 15_000 })
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

  // Followed before the app has arrived, the link loads the directory as a new document, which
  // the browser opens with nothing focused, the skip link first again. Followed in the app, the
  // move stays in the page and the app puts focus on the new heading, for a screen reader to
  // read out where the visitor is.
  let newDocument = false
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) newDocument = true
  })
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Dealers' })
    .click()
  const heading = page.getByRole('heading', { level: 1, name: 'Authorized Dealers' })
  await expect(heading).toBeVisible()
  if (newDocument) {
    await page.keyboard.press('Tab')
    await expect(skip).toBeFocused()
  } else await expect(heading).toBeFocused()
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

const CARBINE = { id: 'sog-1700000000001-cb16a', name: 'SOG-15 Carbine' }
/** web/src/lib/storage/keys.ts STORAGE_KEYS.compare */
const COMPARE_KEY = 'compare'

test('printing a product gives the product, its specifications, price and the company contact only', async ({
  page,
}) => {
  await page.goto(`/product/${CARBINE.id}`)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: CARBINE.name })).toBeVisible()
  await expect(page.getByTestId('print-contact')).toBeHidden()
  await page.emulateMedia({ media: 'print' })
  await expect(main.getByRole('heading', { level: 1, name: CARBINE.name })).toBeVisible()
  await expect(page.getByTestId('specifications')).toBeVisible()
  await expect(main.getByText(/zł|€|\$/).first()).toBeVisible()
  await expect(page.getByTestId('print-contact')).toBeVisible()
  await expect(page.getByTestId('print-contact')).toContainText(/SOG/)
  // Nothing of the site around it, and no controls.
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(page.getByRole('contentinfo')).toBeHidden()
  for (const nav of await page.locator('nav').all()) await expect(nav).toBeHidden()
  for (const button of await main.getByRole('button').all()) {
    // The main picture stays (it is a button on screen, opening the gallery).
    if ((await button.getAttribute('data-print')) === 'keep') continue
    await expect(button).toBeHidden()
  }
  await expect(main.getByRole('link', { name: /Back to Catalog/ })).toBeHidden()
  await expect(main.getByRole('link', { name: /Request Quote/ })).toBeHidden()
  await expect(main.getByRole('region', { name: /authorized dealers/ })).toBeHidden()
  await page.emulateMedia({ media: 'screen' })
  await expect(page.getByRole('banner')).toBeVisible()
})

test('share copies the product link with a notice where there is no share sheet', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  // Desktop Chromium on Linux has no Web Share API: the copy is the fallback under test.
  await page.addInitScript(() => Reflect.deleteProperty(Navigator.prototype, 'share'))
  await page.goto(`/product/${CARBINE.id}`)
  await page.getByRole('button', { name: 'Share' }).click()
  await expect(page.getByText('Link copied to the clipboard')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())
})

test('compare: equal columns, highlighted differences, and nothing cut or sideways at 375 px', async ({
  page,
}) => {
  await page.goto('/')
  const ids = await page.evaluate(() =>
    [...document.querySelectorAll('main article a[href^="/product/"]')]
      .map((a) => a.getAttribute('href')!.replace('/product/', ''))
      .filter((id, i, all) => all.indexOf(id) === i)
      .slice(0, 3),
  )
  expect(ids).toHaveLength(3)
  await page.evaluate(([key, list]) => localStorage.setItem(key, JSON.stringify(list)), [
    COMPARE_KEY,
    ids,
  ] as const)
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/compare')
    const region = page.getByRole('region', { name: 'Detailed Comparison' })
    const headers = region.locator('thead th')
    await expect(headers).toHaveCount(4)
    const widths = await headers.evaluateAll((cells) =>
      cells.slice(1).map((cell) => cell.getBoundingClientRect().width),
    )
    expect(Math.max(...widths) - Math.min(...widths)).toBeLessThan(1)
    // No cell's text is cut: nothing overflows its cell.
    const cut = await region
      .locator('th, td')
      .evaluateAll((cells) =>
        cells
          .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
          .map((cell) => cell.textContent),
      )
    expect(cut).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    )
  }
  const highlight = page.getByRole('checkbox', { name: 'Highlight differences' })
  // The box is drawn over the native input: the visitor clicks its label.
  await page.getByText('Highlight differences', { exact: true }).click()
  await expect(highlight).toBeChecked()
  const marked = page
    .getByRole('region', { name: 'Detailed Comparison' })
    .locator('tr[data-differs]')
  await expect(marked.first()).toBeVisible()
  await expect(marked.filter({ hasText: 'Price' })).toHaveCount(1)
  await expect(marked.first()).toHaveCSS('background-color', 'rgb(254, 249, 195)')
})

test('a picture’s button shows its focus ring on the picture, not clipped by the frame', async ({
  page,
}) => {
  // The seed's SOG-15 Carbine has three pictures: the main one and three thumbnails.
  await page.goto('/product/sog-1700000000001-cb16a')
  const main = page.getByRole('main')
  for (const name of [/^Open the image gallery/, /^Show image 2 of 3$/]) {
    const button = main.getByRole('button', { name })
    await expect(button).toBeVisible()
    // The frame the picture and its button share, as a person sees it, before and with focus.
    const frame = button.locator('..')
    const unfocused = await frame.screenshot()
    await button.focus()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Tab')
    await expect(button).toBeFocused()
    expect((await frame.screenshot()).equals(unfocused), `${name} shows its ring`).toBe(false)
  }
})

test('every control shows a strong focus ring, the price slider thumbs included', async ({
  page,
}) => {
  await page.goto('/catalog')
  const thumb = page.getByRole('slider', { name: /minimum price/i })
  await thumb.focus()
  await page.keyboard.press('ArrowRight')
  const ring = await thumb.evaluate((element) => {
    const style = getComputedStyle(element)
    return { width: style.outlineWidth, style: style.outlineStyle, color: style.outlineColor }
  })
  expect(ring.style).toBe('solid')
  expect(parseFloat(ring.width)).toBeGreaterThanOrEqual(3)
  // Near black on white: far beyond the 3:1 a focus indicator needs.
  expect(ring.color).toMatch(/^rgb\((\d{1,2}), (\d{1,2}), (\d{1,2})\)$/)

  const view = page.getByRole('main').getByRole('link', { name: 'View' }).first()
  await view.focus()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Tab')
  const button = await view.evaluate((element) => getComputedStyle(element).outlineWidth)
  expect(parseFloat(button)).toBeGreaterThanOrEqual(3)

  // On the dark header the ring is yellow (a black one would vanish there).
  const nav = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link').first()
  await nav.focus()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Shift+Tab')
  await expect(nav).toBeFocused()
  await expect(nav).toHaveCSS('outline-color', 'rgb(250, 204, 21)')
})

test('Back to Catalog keeps the filters; a dealer name opens that dealer; prices group alike', async ({
  page,
}) => {
  await page.goto('/catalog?category=Rifle')
  const main = page.getByRole('main')
  const card = main.getByRole('article', { name: CARBINE.name })
  await card.getByRole('link', { name: CARBINE.name }).click()
  await expect(main.getByRole('heading', { level: 1, name: CARBINE.name })).toBeVisible()
  const back = main.getByRole('link', { name: /Back to Catalog/ })
  await expect(back).toHaveAttribute('href', '/catalog?category=Rifle')

  const dealers = main.getByRole('region', { name: /authorized dealers/ })
  const dealer = dealers.getByRole('heading', { level: 3 }).first().getByRole('link')
  const name = (await dealer.textContent())!
  await dealer.click()
  await expect(page).toHaveURL(/\/dealers\?dealer=/)
  const marked = main.locator('article[aria-current="true"]')
  await expect(marked).toHaveAccessibleName(name)
  await expect(marked).toBeInViewport()

  await page.goBack()
  await back.click()
  await expect(page).toHaveURL(/\/catalog\?category=Rifle$/)

  // Italian: every price of four digits or more is grouped, as the five-digit ones are.
  await page.getByRole('banner').getByLabel('Language').selectOption('it')
  await expect(page).toHaveURL(/\/it\/catalog\?category=Rifle$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'it')
  await expect(main.locator('article').first()).toContainText('zł')
  const prices = await main
    .locator('article')
    .evaluateAll((cards) =>
      cards.flatMap((c) => (c.textContent ?? '').match(/\d[\d.\s\u00a0\u202f]*\s?zł/g) ?? []),
    )
  expect(prices.length).toBeGreaterThan(0)
  for (const price of prices) expect(price).not.toMatch(/\d{4}/)
})

test('catalogue cards at 1280 px: picture and name open the product, View stays on the actions row', async ({
  page,
}) => {
  await page.goto('/')
  const card = page.getByRole('main').getByRole('article', { name: CARBINE.name })
  const view = card.getByRole('link', { name: 'View' })
  const favorite = card.getByRole('button', { name: 'Favorite' })
  const [viewBox, favoriteBox] = [await view.boundingBox(), await favorite.boundingBox()]
  expect(Math.abs(viewBox!.y - favoriteBox!.y)).toBeLessThan(4)
  await card.getByTestId('card-image-link').click()
  await expect(page).toHaveURL(new RegExp(`/product/${CARBINE.id}$`))
})

test('the product page and the home page load without layout shift', async ({ page }) => {
  for (const path of [`/product/${CARBINE.id}`, '/']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
    const shifts = await page.evaluate(
      () =>
        new Promise<{ total: number; sources: string[] }>((resolve) => {
          const sources: string[] = []
          let total = 0
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number
              hadRecentInput: boolean
              sources?: { node?: Node | null }[]
            })[]) {
              if (entry.hadRecentInput) continue
              total += entry.value
              for (const source of entry.sources ?? []) {
                const node = source.node
                sources.push(
                  `${entry.value.toFixed(3)} ${node instanceof Element ? `${node.tagName}.${node.className}`.slice(0, 80) : String(node?.nodeName)}`,
                )
              }
            }
          }).observe({ type: 'layout-shift', buffered: true })
          setTimeout(() => resolve({ total, sources }), 1500)
        }),
    )
    expect(shifts.total, `${path}: ${shifts.sources.join('; ')}`).toBeLessThanOrEqual(0.01)
  }
})

test('in list view the picture fills its card’s height (no strip below it)', async ({ page }) => {
  await page.goto('/catalog?view=list')
  const card = page.getByRole('main').getByRole('article', { name: CARBINE.name })
  const picture = card.getByTestId('card-image-link')
  const [cardBox, pictureBox] = [await card.boundingBox(), await picture.boundingBox()]
  expect(
    Math.abs(cardBox!.y + cardBox!.height - (pictureBox!.y + pictureBox!.height)),
  ).toBeLessThan(3)
  const image = picture.locator('img')
  const imageBox = await image.boundingBox()
  expect(Math.abs(imageBox!.height - pictureBox!.height)).toBeLessThan(2)
})

test('a Polish visitor reads option names and descriptions in Polish, English where there is no translation', async ({
  page,
  admin,
}) => {
  await page.goto('/')
  const main = page.getByRole('main')
  await page.getByRole('banner').getByLabel('Language').selectOption('pl')
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl')
  const carbine = cardOf(main, 'SOG-15 Carbine')
  // Category and system type translated in the seed; the caliber has no translation.
  await expect(carbine.getByText('Karabin', { exact: true })).toBeVisible()
  await expect(carbine.getByText('Karabinek', { exact: true })).toBeVisible()
  await expect(carbine.getByText('5.56x45mm NATO', { exact: true })).toBeVisible()
  await expect(carbine.getByText('Rifle', { exact: true })).toHaveCount(0)
  await expect(cardOf(main, 'SOG-AK Classic').getByText('AK', { exact: true })).toBeVisible()

  // The filter shows the Polish name and filters by the stored English value.
  const category = main.getByLabel('Kategoria')
  await expect(category.locator('option', { hasText: /^Karabin \(\d+\)$/ })).toHaveCount(1)
  await category.selectOption('Rifle')
  await expect(page).toHaveURL(/category=Rifle/)
  await expect(cardOf(main, 'SOG-15 Carbine')).toBeVisible()

  await page.goto('/pl/product/sog-1700000000001-cb16a')
  await expect(main.getByText(/^Nasz podstawowy karabinek samopowtarzalny/)).toBeVisible()
  await expect(main.getByText('Karabin', { exact: true }).first()).toBeVisible()

  // English is the fallback: with its Polish description cleared, a product reads English.
  const field = `/admin/firearms/sog-1700000000009-f28i`
  const { imageSet: _set, ...stored } = await admin.get<ApiAdminFirearm>(field)
  await admin.put(field, { ...stored, descriptions: { pl: '' } })
  try {
    await page.goto('/pl/product/sog-1700000000009-f28i')
    await expect(main.getByText(/vent-rib field shotgun/)).toBeVisible()
    await expect(main.getByText('Strzelba', { exact: true }).first()).toBeVisible()
  } finally {
    const { version } = await admin.get<ApiAdminFirearm>(field)
    await admin.put(field, { ...stored, version })
  }
})

test('one currency per page: with a EUR → PLN rate a Polish product page shows dealer prices ≈ in zł', async ({
  page,
  admin,
}) => {
  const original = await admin.get<ApiAdminSettings>('/admin/settings')
  await admin.put('/admin/settings', { ...original, exchangeRates: { PLN: 4.25, USD: null } })
  try {
    await page.goto(`/product/${CARBINE.id}`)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name: CARBINE.name })).toBeVisible()
    const dealers = main.getByRole('region', { name: /authorized dealers/ })
    await expect(dealers).toContainText('1 EUR = zł 4.25')
    const lines = await dealers.getByText(/Dealer price:/).allInnerTexts()
    expect(lines.length).toBeGreaterThan(0)
    for (const line of lines) expect(line).toMatch(/Dealer price: ≈ zł\s[\d,]+ \(€[\d,.]+\)$/)
    // Every price on the page is in zł; € appears only as the dealers' EUR originals.
    const text = (await main.innerText()).replace(/\(€[\d,.]+\)/g, '').replace(/\s+/g, ' ')
    expect(text).toContain('zł 8,990')
    expect(text).not.toMatch(/[€$]/)
  } finally {
    const { version } = await admin.get<ApiAdminSettings>('/admin/settings')
    await admin.put('/admin/settings', { ...original, version })
  }
})
