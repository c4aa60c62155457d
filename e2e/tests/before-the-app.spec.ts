import type { Page } from '@playwright/test'

import type { ApiContact, ApiFirearm, ApiFirearmPage } from '@sog/contract'
import { SAMPLE_DEALERS } from '@sog/samples'
import { expect, SLOW_PHONE_TAG, test, unique } from '../support/fixtures'

/**
 * The public pages before and without their app (issue 29; docs/decisions/0164-before-the-app.md
 * and 0167-posted-forms.md): on a slow phone the visitor acts on the page as it arrives, and
 * whatever they chose or typed is the app's once it runs; with JavaScript off the catalogue's
 * filters, the directory's search and the contact form work as plain forms, and the contact
 * form never puts what was typed in the address.
 */

const appRuns = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.app === 'ready')
const appArrived = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.app === 'ready', undefined, {
    timeout: 30_000,
  })

/** A category that narrows the catalogue, and the first names the server lists in it by price. */
async function narrowing(page: Page) {
  const all = (await (await page.request.get('/api/firearms?limit=1')).json()) as ApiFirearmPage
  const category = all.facets.category.find((entry) => entry.count > 0 && entry.count < all.total)
  expect(category, 'the seed has a category that narrows the list').toBeDefined()
  const answer = await page.request.get(
    `/api/firearms?category=${encodeURIComponent(category!.value)}&sort=price-desc&limit=3`,
  )
  const firstThree = ((await answer.json()) as ApiFirearmPage).items.map((item) => item.name)
  return { category: category!.value, count: category!.count, firstThree }
}

const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name)

const cardNames = (page: Page) =>
  page.getByRole('main').getByRole('article').getByRole('heading').allTextContents()

const MESSAGE = () => ({
  name: 'Zofia Wójcik',
  email: 'zofia@example.pl',
  subject: unique('Before the app'),
  message: 'Line one\n  line two, indented',
})

async function fillContact(page: Page, values: ReturnType<typeof MESSAGE>) {
  const form = page.getByRole('form', { name: 'Send us a message' })
  await form.getByLabel('Name').fill(values.name)
  await form.getByLabel('Email').fill(values.email)
  await form.getByLabel('Subject').fill(values.subject)
  await form.getByLabel('Message').fill(values.message)
  return form
}

async function storedContact(admin: { get: <T>(path: string) => Promise<T> }, subject: string) {
  const inbox = await admin.get<ApiContact[]>('/admin/contacts')
  return inbox.filter((message) => message.subject === subject)
}

const SLOW_PHONE_TITLE = 'a slow phone: the scripts arrive 3 s late and the visitor does not wait'

test.describe(SLOW_PHONE_TITLE, { tag: SLOW_PHONE_TAG }, () => {
  test.use({ scriptDelayMs: 3_000 })

  test('the catalogue: a category and an order chosen before the app are the app’s', async ({
    page,
  }) => {
    const { category, count, firstThree } = await narrowing(page)
    await page.goto('/', { waitUntil: 'commit' })
    const filters = page.getByRole('complementary', { name: 'Filters' })
    await filters.getByLabel('Category').selectOption(category)
    await page.getByLabel('Sort by').selectOption('price-desc')
    expect(await appRuns(page), 'the choices were made before the app ran').toBe(false)
    await appArrived(page)
    await expect.poll(() => param(page, 'category')).toBe(category)
    expect(param(page, 'sort')).toBe('price-desc')
    await expect(page.getByText(`${count} firearm${count === 1 ? '' : 's'} found`)).toBeVisible()
    expect((await cardNames(page)).slice(0, firstThree.length)).toEqual(firstThree)
    await expect(filters.getByLabel('Category')).toHaveValue(category)
  })

  test('the catalogue: price bounds typed before the app are the slider’s', async ({ page }) => {
    await page.goto('/', { waitUntil: 'commit' })
    const filters = page.getByRole('complementary', { name: 'Filters' })
    await filters.getByLabel('Minimum price').fill('3000')
    await filters.getByLabel('Maximum price').fill('7000')
    expect(await appRuns(page), 'the bounds were typed before the app ran').toBe(false)
    await appArrived(page)
    await expect.poll(() => param(page, 'maxPrice')).toBe('7000')
    expect(param(page, 'minPrice')).toBe('3000')
    await expect(filters.getByRole('slider', { name: 'Minimum price' })).toHaveAttribute(
      'aria-valuenow',
      '3000',
    )
    await expect(filters.getByRole('slider', { name: 'Maximum price' })).toHaveAttribute(
      'aria-valuenow',
      '7000',
    )
  })

  test('a control that needs the app shows once it runs, in its place; pressed then, it works', async ({
    page,
  }) => {
    const { items } = (await (
      await page.request.get('/api/firearms?limit=1')
    ).json()) as ApiFirearmPage
    await page.goto(`/product/${items[0]!.id}`, { waitUntil: 'commit' })
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(items[0]!.name)
    const favorite = main.getByRole('button', { name: 'Favorite', exact: true })
    // In the page, its place kept (no shift when it shows), but hidden: a press would do nothing.
    // Not by role: a hidden element has no accessible name.
    const early = main.locator('button', { hasText: /^\W*Favorite$/ })
    await expect(early).toHaveCount(1)
    await expect(early).toBeHidden()
    // Measured in the site's font: its fallback matches it to a fraction of a pixel (0.3 px wider
    // seen when the font had not arrived yet on a busy machine), a shift that is the font's, not
    // the app's.
    await page.evaluate(async () => {
      await document.fonts.ready
    })
    const before = await early.boundingBox()
    expect(before, 'it has its place in the page').not.toBeNull()
    expect(await appRuns(page), 'the page was read before the app ran').toBe(false)
    // The visitor presses it as soon as it shows: each of the app's chunks arrives 3 s late.
    await expect(favorite).toBeVisible({ timeout: 30_000 })
    expect(await favorite.boundingBox(), 'it shows where it was kept').toEqual(before)
    await favorite.click()
    await expect(favorite).toHaveAttribute('aria-pressed', 'true')
  })

  test('the place the visitor scrolled to is kept when the app takes the page over', async ({
    page,
  }) => {
    await page.goto('/')
    await page.mouse.move(640, 400)
    await page.mouse.wheel(0, 1500)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
    const scrolled = await page.evaluate(() => window.scrollY)
    expect(await appRuns(page), 'the visitor scrolled before the app ran').toBe(false)
    // The app marks the page after its layout effects, where a router scrolls a new page.
    await appArrived(page)
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
  })

  test('a language chosen before the app: the page opens in it, and Back stays on the first', async ({
    page,
  }) => {
    await page.goto('/dealers', { waitUntil: 'commit' })
    await page.getByRole('banner').getByLabel('Language').selectOption('de')
    expect(await appRuns(page), 'the language was chosen before the app ran').toBe(false)
    await expect(page).toHaveURL(/\/de\/dealers$/, { timeout: 30_000 })
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      'Autorisierte Händler',
    )
    // Back loads the English page again; the browser must not hand the app the German choice.
    await page.goBack()
    await appArrived(page)
    // A page load the app started would show in the address once the server has answered.
    await page.waitForTimeout(1_000)
    expect(new URL(page.url()).pathname).toBe('/dealers')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })

  test('a card followed before the app: its Back to Catalog returns to the filtered catalogue', async ({
    page,
  }) => {
    const { category } = await narrowing(page)
    const catalogue = `/it/catalog?category=${encodeURIComponent(category)}`
    await page.goto(catalogue, { waitUntil: 'commit' })
    const card = page.getByRole('main').getByRole('article').first()
    const name = (await card.getByRole('heading').textContent())!
    expect(await appRuns(page), 'the card was followed before the app ran').toBe(false)
    await card.getByRole('link', { name }).first().click()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await appArrived(page)
    const back = page.getByRole('main').getByRole('link', { name: /Torna al catalogo/ })
    await expect(back).toHaveAttribute('href', catalogue)
    await back.click()
    await expect(page).toHaveURL(catalogue)
    await expect(
      page.getByRole('complementary', { name: 'Filtri' }).getByLabel('Categoria'),
    ).toHaveValue(category)
  })

  test('the directory: a name typed and a country chosen before the app are the app’s', async ({
    page,
  }) => {
    const dealer = SAMPLE_DEALERS.find((sample) => sample.country !== 'PL')!
    await page.goto('/dealers', { waitUntil: 'commit' })
    const search = page.getByRole('search', { name: 'Search dealers' })
    await search.getByLabel('Country').selectOption(dealer.country)
    await search.getByRole('searchbox', { name: 'Search dealers' }).fill(dealer.name)
    expect(await appRuns(page), 'the choices were made before the app ran').toBe(false)
    await appArrived(page)
    await expect(page).toHaveURL(new RegExp(`[?&]country=${dealer.country}(&|$)`))
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(1)
    await expect(page.getByRole('article', { name: dealer.name })).toBeVisible()
    await expect(search.getByRole('searchbox', { name: 'Search dealers' })).toHaveValue(dealer.name)
  })

  test('the contact form: a message typed before the app is sent by the app as typed', async ({
    page,
    admin,
  }) => {
    const message = MESSAGE()
    await page.goto('/contact', { waitUntil: 'commit' })
    const form = await fillContact(page, message)
    expect(await appRuns(page), 'the message was typed before the app ran').toBe(false)
    await appArrived(page)
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByRole('status')).toHaveText(
      "Message sent successfully! We'll get back to you soon.",
    )
    await expect(page).toHaveURL(/\/contact$/)
    expect(await storedContact(admin, message.subject)).toEqual([
      expect.objectContaining({ ...message, status: 'new' }),
    ])
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the catalogue’s filters and order are a form the server answers', async ({ page }) => {
    const { category, count, firstThree } = await narrowing(page)
    await page.goto('/?search=')
    const filters = page.getByRole('complementary', { name: 'Filters' })
    await filters.getByLabel('Category').selectOption(category)
    await page.getByLabel('Sort by').selectOption('price-desc')
    await filters.getByRole('button', { name: 'Apply filters' }).click()
    await expect.poll(() => param(page, 'category')).toBe(category)
    await expect(page.getByText(`${count} firearm${count === 1 ? '' : 's'} found`)).toBeVisible()
    expect((await cardNames(page)).slice(0, firstThree.length)).toEqual(firstThree)
    await expect(filters.getByLabel('Category')).toHaveValue(category)
    await expect(page.getByLabel('Sort by')).toHaveValue('price-desc')
    // The view is a link to the same address in the other view.
    await page.getByRole('link', { name: 'List' }).click()
    await expect.poll(() => param(page, 'view')).toBe('list')
    expect(param(page, 'category')).toBe(category)
    await expect(page.getByRole('link', { name: 'List' })).toHaveAttribute('aria-current', 'true')
    expect((await cardNames(page)).slice(0, firstThree.length)).toEqual(firstThree)
  })

  test('the price bounds are fields of the filters’ form, read as the page’s language writes amounts', async ({
    page,
  }) => {
    const { items } = (await (
      await page.request.get('/api/firearms?sort=price-asc&limit=3')
    ).json()) as ApiFirearmPage
    const cheapest = items.map((item) => item.name)
    // In the page's currency (PL: złoty), as the cards show it; whole złoty, grouped as a German
    // writes them ("8.990"), which a number field had read as 8.99.
    const bound = Math.floor(items[2]!.pricePLN!)
    const typed = new Intl.NumberFormat('de-DE').format(bound)
    expect(typed).toContain('.')
    const answer = await page.request.get(`/api/firearms?maxPrice=${bound}&currency=PLN&limit=1`)
    const { total } = (await answer.json()) as ApiFirearmPage
    await page.goto('/de?sort=price-asc')
    const filters = page.getByRole('complementary', { name: 'Filter' })
    await filters.getByLabel('Höchstpreis').pressSequentially(typed)
    await filters.getByRole('button', { name: 'Filter anwenden' }).click()
    await expect.poll(() => param(page, 'maxPrice')).toBe(typed)
    await expect(
      page.getByText(`${total} ${total === 1 ? 'Waffe' : 'Waffen'} gefunden`, { exact: true }),
    ).toBeVisible()
    expect((await cardNames(page)).slice(0, cheapest.length)).toEqual(cheapest)
  })

  test('on a phone the folded filters open as a link’s target, and apply', async ({ page }) => {
    const { category, count } = await narrowing(page)
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto('/')
    const filters = page.getByRole('complementary', { name: 'Filters' })
    await expect(filters).toBeHidden()
    await page.getByRole('link', { name: 'Show filters' }).click()
    await filters.getByLabel('Category').selectOption(category)
    await filters.getByRole('button', { name: 'Apply filters' }).click()
    await expect.poll(() => param(page, 'category')).toBe(category)
    await expect(page.getByText(`${count} firearm${count === 1 ? '' : 's'} found`)).toBeVisible()
  })

  test('on a phone the country is the footer’s form, and every price follows it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    // en-US names no country of the network: Poland, in złoty.
    await page.goto('/?sort=price-asc')
    const main = page.getByRole('main')
    await expect(main).toContainText('zł')
    const footer = page.getByRole('contentinfo')
    await footer.getByRole('combobox', { name: 'Country' }).selectOption('AT')
    await footer.getByRole('button', { name: 'Set country' }).click()
    await expect(page).toHaveURL(/\/\?sort=price-asc$/)
    await expect(footer.getByRole('combobox', { name: 'Country' })).toHaveValue('AT')
    await expect(main).toContainText('€')
    await expect(main).not.toContainText('zł')
    // Kept for the next page, as a choice made with the app is.
    await main.getByRole('article').first().getByRole('link').first().click()
    await expect(page).toHaveURL(/\/product\//)
    await expect(page.getByRole('main')).not.toContainText('zł')
  })

  test('on a phone the menu is a link to the footer: its pages, and a search the server answers', async ({
    page,
  }) => {
    const all = (await (await page.request.get('/api/firearms?limit=1')).json()) as ApiFirearmPage
    const name = all.items[0]!.name
    const found = (await (
      await page.request.get(`/api/firearms?search=${encodeURIComponent(name)}&limit=1`)
    ).json()) as ApiFirearmPage
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto('/dealers')
    await page.getByRole('banner').getByRole('link', { name: 'Menu' }).click()
    await expect(page).toHaveURL(/\/dealers#site-pages$/)
    const search = page.getByRole('contentinfo').getByRole('search', { name: 'Search firearms' })
    await expect(search).toBeInViewport()
    // Not under the fixed 64 px header.
    expect((await search.boundingBox())!.y).toBeGreaterThanOrEqual(64)
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Favorites' }),
    ).toBeVisible()
    await search.getByLabel('Search firearms').fill(name)
    await search.getByLabel('Search firearms').press('Enter')
    await expect.poll(() => param(page, 'search')).toBe(name)
    const total = found.total
    await expect(page.getByText(`${total} firearm${total === 1 ? '' : 's'} found`)).toBeVisible()
    await expect(
      page.getByRole('main').getByRole('article').filter({ hasText: name }),
    ).not.toHaveCount(0)
    // From 768 px the header has its own search, from 1280 px its links: no menu, no second box.
    await page.setViewportSize({ width: 1280, height: 800 })
    await expect(page.getByRole('banner').getByRole('link', { name: 'Menu' })).toBeHidden()
    await expect(page.getByRole('contentinfo').getByRole('search')).toBeHidden()
  })

  test('the directory’s search is a form the server answers', async ({ page }) => {
    const dealer = SAMPLE_DEALERS.find((sample) => sample.country !== 'PL')!
    await page.goto('/dealers')
    const search = page.getByRole('search', { name: 'Search dealers' })
    await search.getByLabel('Country').selectOption(dealer.country)
    await search.getByRole('searchbox', { name: 'Search dealers' }).fill(dealer.name)
    await search.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(new RegExp(`[?&]country=${dealer.country}(&|$)`))
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(1)
    await expect(page.getByRole('article', { name: dealer.name })).toBeVisible()
  })

  test('buttons that need the app are not offered: favourite, compare, share, requests, the phone menu, location and map', async ({
    page,
  }) => {
    await page.goto('/')
    const card = page.getByRole('main').getByRole('article').first()
    await expect(card.getByRole('link').first()).toBeVisible()
    await expect(card.getByRole('button')).toHaveCount(0)
    await card.getByRole('link').first().click()
    await expect(page).toHaveURL(/\/product\//)
    const main = page.getByRole('main')
    for (const name of ['Favorite', 'Compare', 'Share', 'Ask price or availability'])
      await expect(main.getByRole('button', { name, exact: true })).toHaveCount(0)
    await expect(main.getByRole('button', { name: /^Ask this dealer/ })).toHaveCount(0)
    // The e-mail draft is a link: it works without the app and stays.
    await expect(main.getByRole('link', { name: 'Request Quote' })).toBeVisible()
    await page.goto('/dealers?country=all')
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
    for (const name of ['Use my location', 'Show map', 'Ask about a firearm'])
      await expect(page.getByRole('main').getByRole('button', { name })).toHaveCount(0)
    await page.setViewportSize({ width: 390, height: 800 })
    await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toHaveCount(0)
  })

  test('a product’s pictures open at full size: each is a link to its file', async ({ page }) => {
    const { items } = (await (await page.request.get('/api/firearms?limit=100')).json()) as {
      items: ApiFirearm[]
    }
    const firearm = items.toSorted((a, b) => b.imageSet.length - a.imageSet.length)[0]
    expect(firearm?.imageSet.length, 'the seed has a firearm with pictures').toBeGreaterThan(0)
    await page.goto(`/product/${firearm!.id}`)
    const total = firearm!.imageSet.length
    const links = page
      .getByRole('main')
      .getByRole('link', { name: /^Image \d+ of \d+ at full size$/ })
    // The main picture, then each thumbnail when there are several.
    await expect(links).toHaveCount(total > 1 ? total + 1 : 1)
    await expect(links.first()).toHaveAccessibleName(`Image 1 of ${total} at full size`)
    for (const link of await links.all()) {
      const file = await page.request.get((await link.getAttribute('href'))!)
      expect(file.status()).toBe(200)
      expect(file.headers()['content-type']).toMatch(/^image\//)
    }
    await links.first().click()
    await expect(page).toHaveURL(firearm!.imageSet[0]!.url)
  })

  test('favourites and compare say their lists, kept in the browser, need JavaScript', async ({
    page,
  }) => {
    const notes = [
      ['/favorites', 'Your favorites are saved in this browser and show only with JavaScript on.'],
      [
        '/compare',
        'The firearms you compare are saved in this browser and show only with JavaScript on.',
      ],
      [
        '/pl/favorites',
        'Ulubione są zapisane w tej przeglądarce i wyświetlają się tylko z włączonym JavaScriptem.',
      ],
    ] as const
    for (const [path, note] of notes) {
      await page.goto(path)
      // Playwright's text locators skip <noscript>; the rendered text is what a visitor reads.
      await expect.poll(() => page.getByRole('main').innerText()).toContain(note)
      // No skeleton that would never turn into cards, and never the empty list's message: the
      // list is unknown without the app.
      await expect(page.getByTestId('skeleton').first()).toBeHidden()
      await expect(
        page.getByText(/No favorites yet|No items to compare|Nie masz jeszcze ulubionych/),
      ).toHaveCount(0)
    }
  })

  test('the contact form posts: sent, or refused with the text kept, never in the address', async ({
    page,
    admin,
  }) => {
    const message = MESSAGE()
    await page.goto('/contact')
    let form = await fillContact(page, { ...message, email: 'zofia(at)example.pl' })
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(page).toHaveURL(/\/contact$/)
    form = page.getByRole('form', { name: 'Send us a message' })
    // The answer names each field's error and hint without the app (decision 0173).
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByLabel('Email')).toHaveAccessibleErrorMessage(
      'Enter a valid e-mail address.',
    )
    await expect(form.getByLabel('Email')).toHaveValue('zofia(at)example.pl')
    // The first refused field has the focus, as after a send the app refused.
    await expect(form.getByLabel('Email')).toBeFocused()
    await expect(form.getByLabel('Subject')).toHaveValue(message.subject)
    await expect(form.getByLabel('Message')).toHaveValue(message.message)
    expect(await storedContact(admin, message.subject)).toEqual([])

    await form.getByLabel('Email').fill(message.email)
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(page).toHaveURL(/\/contact\?sent=1$/)
    await expect(page.getByRole('status')).toHaveText(
      "Message sent successfully! We'll get back to you soon.",
    )
    expect(await storedContact(admin, message.subject)).toEqual([
      expect.objectContaining({ ...message, status: 'new' }),
    ])
  })
})
