import type { ApiContact, ApiFirearm, ApiPublicDealer } from '@sog/contract'
import { expect, test, unique } from '../support/fixtures'
import { cardOf, imageLoaded, storage } from '../support/ui'

/** Public journeys of docs/product.md, "Screens" and "States" on the seed's catalogue and dealers. */
const CARBINE = { id: 'sog-1700000000001-cb16a', name: 'SOG-15 Carbine' }
const PCC = { id: 'sog-1700000000012-pcc1l', name: 'SOG-9 PCC' }
const EURO_2090 = /€\s*2[\s,.\u00a0\u202f]?090|2[\s,.\u00a0\u202f]?090([.,]00)?\s*€/
const count = (n: number) => new RegExp(`^\\s*${n} firearms? found\\s*$`)

/** A transparent 1×1 PNG, standing in for map tiles. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

test('visitor browses, filters and searches the catalogue', async ({ page }) => {
  await page.goto('/')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { name: 'Firearms Catalog', level: 1 })).toBeVisible()
  await expect(main.getByText(count(12))).toBeVisible()
  await expect(main.getByRole('heading', { name: CARBINE.name })).toBeVisible()

  await test.step('filter by category, then reset', async () => {
    const showFilters = main.getByRole('button', { name: /filters/i }).first()
    if (!(await main.getByLabel(/^Category/).isVisible()) && (await showFilters.isVisible()))
      await showFilters.click()
    await main.getByLabel(/^Category/).selectOption('Pistol')
    await expect(main.getByText(count(3))).toBeVisible()
    for (const name of ['SOG-300 Pistol', 'SOG-P9', 'SOG-P9 Compact OD'])
      await expect(main.getByRole('heading', { name, exact: true })).toBeVisible()
    await expect(main.getByRole('heading', { name: CARBINE.name })).toBeHidden()
    await main.getByLabel(/^Availability/).selectOption('Discontinued')
    await expect(main.getByText(count(1))).toBeVisible()
    await main
      .getByRole('button', { name: /reset|clear/i })
      .first()
      .click()
    await expect(main.getByText(count(12))).toBeVisible()
  })

  await test.step('search as you type from the header, undone by Back', async () => {
    const search = page.getByRole('banner').getByRole('combobox', { name: 'Search firearms' })
    await search.pressSequentially('carbine')
    // The name, and the system type the cards show: the SBR and the PCC are carbines too.
    await expect(main.getByText(count(3))).toBeVisible()
    await expect(main.getByRole('heading', { name: CARBINE.name })).toBeVisible()
    await expect(main.getByRole('heading', { name: PCC.name })).toBeVisible()
    await expect(page).toHaveURL(/\?search=carbine$/)
    await page.goBack()
    await expect(main.getByText(count(12))).toBeVisible()
    await expect(search).toHaveValue('')
  })

  await test.step('search from the header: name, caliber, category, nothing', async () => {
    const search = page.getByRole('banner').getByRole('combobox', { name: 'Search firearms' })
    await search.fill('ak')
    await search.press('Enter')
    await expect(main.getByText(count(2))).toBeVisible()
    await expect(main.getByRole('heading', { name: 'SOG-AK Classic' })).toBeVisible()
    // Name or caliber: the three 9mm firearms, and "7.62x39mm" holds "9mm" too.
    await search.fill('9MM')
    await search.press('Enter')
    await expect(main.getByText(count(5))).toBeVisible()
    // What the cards call a firearm finds it: the seven rifles, though no name says "rifle".
    await search.fill('RIFLE')
    await search.press('Enter')
    await expect(main.getByText(count(7))).toBeVisible()
    await search.fill('no such firearm')
    await search.press('Enter')
    await expect(main.getByText('No firearms found matching your criteria')).toBeVisible()
  })
})

test('visitor changes language and country: texts and currency follow, and are kept', async ({
  page,
}) => {
  await page.goto('/')
  const main = page.getByRole('main')
  const header = page.getByRole('banner')
  const carbine = () => cardOf(main, CARBINE.name)
  // Poland is the default country: the Polish price in złoty (8990 zł in the seed), the sign
  // where the page's language puts it ("zł 8,990" in English, "8990 zł" in Polish).
  await expect(carbine().getByText(/zł\s?8,990|8[\s.\u00a0\u202f]?990\s?zł/)).toBeVisible()

  await header.getByLabel('Country').selectOption('DE')
  await expect(carbine().getByText(EURO_2090)).toBeVisible()
  await expect(carbine().getByText(/zł/)).toHaveCount(0)

  await header.getByLabel('Language').selectOption('pl')
  await expect(main.getByRole('heading', { name: 'Katalog broni', level: 1 })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl')
  await expect(header.getByLabel('Kraj')).toHaveValue('DE')
  await expect(header.getByLabel('Kraj').locator('option:checked')).toHaveText('Niemcy')
  await expect(carbine().getByText(EURO_2090)).toBeVisible()

  await page.reload()
  await expect(main.getByRole('heading', { name: 'Katalog broni', level: 1 })).toBeVisible()
  await expect(carbine().getByText(EURO_2090)).toBeVisible()
  expect(await storage(page, 'language')).toContain('pl')
  expect(await storage(page, 'selectedCountry')).toContain('DE')
})

test('visitor opens a product and its gallery: next and previous wrap around', async ({
  page,
  admin,
}) => {
  await page.goto('/')
  const main = page.getByRole('main')
  await cardOf(main, CARBINE.name)
    .getByRole('link', { name: /view/i })
    .or(cardOf(main, CARBINE.name).getByRole('button', { name: /view/i }))
    .first()
    .click()
  await expect(page).toHaveURL(new RegExp(`/product/${CARBINE.id}$`))
  await expect(main.getByRole('heading', { name: CARBINE.name, level: 1 })).toBeVisible()
  const breadcrumb = main.getByRole('navigation', { name: /breadcrumb/i })
  await expect(breadcrumb.getByRole('link', { name: 'Catalog' })).toBeVisible()
  await expect(breadcrumb).toContainText(CARBINE.name)
  for (const text of ['5.56x45mm NATO', 'Rifle', 'Carbine', '16"'])
    await expect(main.getByText(text, { exact: true }).first()).toBeVisible()

  // The seed gives this firearm three pictures: a main image and two gallery views.
  const mainImage = main.getByRole('img', { name: new RegExp(CARBINE.name) }).first()
  expect(await imageLoaded(mainImage)).toBe(true)
  await main
    .getByRole('button', { name: /gallery|enlarge|full.?screen|open image/i })
    .first()
    .click()
  const gallery = page.getByRole('dialog')
  await expect(gallery).toBeVisible()
  const counter = gallery.getByText(/^\s*\d+ \/ \d+\s*$/)
  await expect(counter).toHaveText(/1 \/ 3/)
  const next = gallery.getByRole('button', { name: /next/i })
  const previous = gallery.getByRole('button', { name: /previous|prev/i })
  await next.click()
  await expect(counter).toHaveText(/2 \/ 3/)
  await next.click()
  await expect(counter).toHaveText(/3 \/ 3/)
  await next.click()
  await expect(counter).toHaveText(/1 \/ 3/)
  await previous.click()
  await expect(counter).toHaveText(/3 \/ 3/)
  expect(await imageLoaded(gallery.getByRole('img').first())).toBe(true)
  await gallery.getByRole('button', { name: /close/i }).first().click()
  await expect(gallery).toBeHidden()

  await test.step('no specifications, and an unknown id', async () => {
    const bare = await admin.post<ApiFirearm>('/admin/firearms', {
      name: unique('E2E Bare'),
      category: 'Pistol',
      caliber: '.308 Win',
      barrelLength: '20"',
      systemType: 'Pistol',
      pricePLN: 0,
      priceEUR: 0,
      availability: 'Pre-Order',
    })
    try {
      await page.goto(`/product/${bare.id}`)
      await expect(main.getByRole('heading', { name: bare.name, level: 1 })).toBeVisible()
      await expect(main.getByText('Detailed specifications will be updated soon.')).toBeVisible()
      await expect(main.getByText('Price on request').first()).toBeVisible()
    } finally {
      await admin.delete(`/admin/firearms/${bare.id}`)
    }
    await page.goto('/product/no-such-firearm')
    await expect(main.getByText('Product Not Found')).toBeVisible()
    await main.getByRole('link', { name: 'Back to Catalog' }).click()
    await expect(main.getByRole('heading', { name: 'Firearms Catalog' })).toBeVisible()
  })
})

test('visitor keeps favourites and compares three firearms; a fourth is refused', async ({
  page,
}) => {
  await page.goto('/')
  const main = page.getByRole('main')
  const header = page.getByRole('banner')
  const favourite = (name: string) =>
    cardOf(main, name).getByRole('button', { name: /favou?rite/i })
  const compare = (name: string) => cardOf(main, name).getByRole('button', { name: /compar/i })

  await favourite(CARBINE.name).click()
  await favourite(PCC.name).click()
  await expect(header.getByLabel('2 favorites')).toBeVisible()
  await favourite(PCC.name).click()
  await expect(header.getByLabel('1 favorite')).toBeVisible()
  expect(JSON.parse((await storage(page, 'favorites')) ?? '[]')).toEqual([CARBINE.id])
  await page.goto('/favorites')
  await expect(main.getByRole('heading', { name: CARBINE.name })).toBeVisible()
  await expect(main.getByRole('heading', { name: PCC.name })).toBeHidden()

  await page.goto('/')
  const picked = [CARBINE.name, PCC.name, 'SOG-P9']
  for (const name of picked) await compare(name).click()
  await expect(header.getByLabel('3 items to compare')).toBeVisible()
  // An item already in the list cannot be added again.
  await expect(compare(CARBINE.name)).toBeDisabled()
  // A fourth is ignored (the control may be disabled or simply do nothing).
  const fourth = compare('SOG-12 Tactical')
  if (await fourth.isEnabled()) await fourth.click()
  await expect(header.getByLabel('3 items to compare')).toBeVisible()
  expect(JSON.parse((await storage(page, 'compare')) ?? '[]')).toHaveLength(3)

  await header.getByRole('link', { name: /^Compare/ }).click()
  await expect(main.getByText('3 of 3 items selected')).toBeVisible()
  await expect(main.getByText('Detailed Comparison')).toBeVisible()
  const table = main.getByRole('table')
  for (const name of picked) await expect(table.getByText(name).first()).toBeVisible()
  await expect(main.getByText('SOG-12 Tactical')).toHaveCount(0)
  await cardOf(main, PCC.name)
    .getByRole('button', { name: /remove/i })
    .click()
  await expect(main.getByText('2 of 3 items selected')).toBeVisible()
  await expect(header.getByLabel('2 items to compare')).toBeVisible()
})

test('visitor sends a contact message and the company receives it', async ({ page, admin }) => {
  const subject = unique('Question about the SOG-15')
  await page.goto('/contact')
  const main = page.getByRole('main')
  await expect(main.getByText('+48 61 222 33 44').first()).toBeVisible()
  await main.getByLabel(/^Name/).fill('Anna Kowalska')
  await main.getByLabel(/^Email/).fill('anna@example.com')
  await main.getByLabel(/^Subject/).fill(subject)
  await main.getByLabel(/^Message/).fill('Is the carbine available in FDE?\nThank you.')
  await main.getByRole('button', { name: 'Send Message' }).click()
  await expect(
    main.getByText("Message sent successfully! We'll get back to you soon."),
  ).toBeVisible()
  await expect(main.getByLabel(/^Subject/)).toHaveValue('')

  const stored = (await admin.get<ApiContact[]>('/admin/contacts')).filter(
    (c) => c.subject === subject,
  )
  expect(stored).toHaveLength(1)
  expect(stored[0]).toMatchObject({
    name: 'Anna Kowalska',
    email: 'anna@example.com',
    message: 'Is the carbine available in FDE?\nThank you.',
    status: 'new',
  })
})

test('visitor opens the dealer directory: own country first, search, nearest first, map', async ({
  page,
  request,
}) => {
  const dealers = (await (await request.get('/api/dealers')).json()) as ApiPublicDealer[]
  const polish = dealers.filter((dealer) => dealer.country === 'PL')
  // The map's tiles come from OpenStreetMap; this machine is offline, so answer them here.
  await page.route('https://tile.openstreetmap.org/**', (route) =>
    route.fulfill({ contentType: 'image/png', body: ONE_PIXEL_PNG }),
  )
  await page.goto('/dealers')
  const main = page.getByRole('main')
  const filters = main.getByRole('search', { name: 'Search dealers' })
  // The visitor's country (Poland by default) first.
  await expect(filters.getByLabel('Country')).toHaveValue('PL')
  await expect(main.getByText(new RegExp(`^\\s*${polish.length} dealers? found`))).toBeVisible()
  await filters.getByLabel('Country').selectOption('all')
  await expect(main.getByText(new RegExp(`^\\s*${dealers.length} dealers? found`))).toBeVisible()
  const wien = cardOf(main, 'Jagd & Sport Wien')
  await expect(wien.getByText('Authorized')).toBeVisible()
  const visit = wien.getByRole('link', { name: /visit store/i })
  await expect(visit).toHaveAttribute('href', /^https?:\/\//)

  const search = main.getByRole('searchbox', { name: /^Search dealers/ })
  await search.fill('WIEN')
  await expect(main.getByText(/^\s*1 dealer found/)).toBeVisible()
  await expect(main.getByRole('heading', { name: 'Jagd & Sport Wien' })).toBeVisible()
  await search.fill('zurich')
  await expect(main.getByText(/^\s*1 dealer found/)).toBeVisible()
  await expect(main.getByRole('heading', { name: 'Büchsenmacher Keller AG' })).toBeVisible()
  await search.fill('')
  await filters.getByLabel(/^City/).selectOption('Milano')
  await expect(main.getByRole('heading', { name: 'Armeria Lombarda' })).toBeVisible()
  await expect(main.getByRole('heading', { name: 'Jagd & Sport Wien' })).toBeHidden()
  await filters.getByLabel(/^City/).selectOption({ label: 'All' })
  await search.fill('no such dealer')
  await expect(main.getByText('No dealers found')).toBeVisible()
  await expect(main.getByText('Try adjusting your search criteria.')).toBeVisible()
  await search.fill('')

  // Nearest first from a typed city: Milano, then Zürich (about 220 km), then München.
  await main.getByRole('combobox', { name: 'Or a town' }).fill('milano')
  await main.getByRole('button', { name: 'Sort by distance' }).click()
  await expect(main.getByText('Nearest first, measured from Milano, Italy.')).toBeVisible()
  const names = main.getByRole('article').getByRole('heading')
  await expect(names.nth(0)).toHaveText('Armeria Lombarda')
  await expect(names.nth(1)).toHaveText('Büchsenmacher Keller AG')
  await expect(names.nth(2)).toHaveText('Waffen Bauer GmbH')

  // The map, on request: one marker per dealer listed and one for the place measured from.
  await main.getByRole('button', { name: 'Show map' }).click()
  const map = main.getByRole('region', { name: 'Dealers on the map' })
  await expect(map.locator('.leaflet-container')).toBeVisible()
  const placed = dealers.filter((dealer) => dealer.latitude !== null)
  await expect(map.locator('path.leaflet-interactive')).toHaveCount(placed.length + 1)
  await expect(map.getByRole('link', { name: 'OpenStreetMap' })).toBeVisible()
  await main.getByRole('button', { name: 'Hide map' }).click()
  await expect(map).toBeHidden()

  // An application needs its essential fields before a draft opens.
  const apply = main.getByRole('region', { name: 'Become a Dealer' })
  await apply.getByRole('link', { name: 'Send application' }).click()
  await expect(apply.getByLabel(/^Company name/)).toBeFocused()
  await expect(apply.getByText('This field is required.').first()).toBeVisible()
})
