import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type {
  ApiAdminDealer,
  ApiContact,
  ApiDashboardStats,
  ApiFilterOption,
  ApiFirearm,
  ApiAdminSettings,
} from '@sog/contract'
import { ADMIN } from '../support/api'
import { expect, test, unique } from '../support/fixtures'
import { cardOf, confirm, expectNotice, imageLoaded, logIn, storage } from '../support/ui'

const SEED_IMAGES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../cms/src/seed/images',
)

const adminLogIn = async (page: Parameters<typeof logIn>[0]) => {
  await logIn(page, '/admin/login', ADMIN.username, ADMIN.password)
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
}

test('admin logs in, sees the dashboard, moves around and logs out', async ({
  page,
  admin,
  request,
}) => {
  await adminLogIn(page)
  const main = page.getByRole('main')
  await expect(main.getByText(/welcome.*admin/i).first()).toBeVisible()
  await expect(main.getByText('System Status')).toBeVisible()
  const stats = await admin.get<ApiDashboardStats>('/admin/dashboard/stats')
  await expect(main.getByText(String(stats.totalFirearms), { exact: true }).first()).toBeVisible()
  const session = JSON.parse((await storage(page, 'admin-session')) ?? 'null')
  expect(session).toMatchObject({ username: 'admin', role: 'admin', token_type: 'bearer' })

  for (const [name, url] of [
    [/dealers/i, '/admin/dealers'],
    [/firearms/i, '/admin/firearms'],
    [/contacts|messages/i, '/admin/contacts'],
    [/categor/i, '/admin/categories'],
    [/settings/i, '/admin/settings'],
  ] as const) {
    await page.goto('/admin/dashboard')
    await main.getByRole('button', { name }).or(main.getByRole('link', { name })).first().click()
    await expect(page).toHaveURL(new RegExp(`${url}$`))
  }

  await page.goto('/admin/dashboard')
  await page
    .getByRole('button', { name: /log ?out/i })
    .first()
    .click()
  await expect(page).toHaveURL(/\/admin\/login$/)
  expect(await storage(page, 'admin-session')).toBeNull()
  // Logout ends the session on the server too: the old token is refused.
  const refused = await request.get('/api/admin/dashboard/stats', {
    headers: { authorization: `Bearer ${session.access_token}` },
  })
  expect(refused.status()).toBe(401)
})

test('admin creates a dealer who logs in; deactivated, the dealer is shut out', async ({
  page,
  admin,
  browser,
  baseURL,
}) => {
  const name = unique('E2E Dealer')
  const username = `e2e-${Date.now().toString(36)}`
  await adminLogIn(page)
  await page.goto('/admin/dealers/new')
  const main = page.getByRole('main')
  await main.getByLabel(/^Dealer Name/).fill(name)
  await main.getByLabel(/^E-?mail/).fill(`${username}@example.com`)
  await main.getByLabel(/^Phone/).fill('+49 30 1234567')
  await main.getByLabel(/^City/).fill('Berlin')
  await main.getByLabel(/^Country/).selectOption('DE')
  await main.getByLabel(/^Specialties/).fill('Rifles, , Optics ')
  await main.getByLabel(/^Username/).fill(username)
  await main.getByLabel(/^Password/).fill('secret-pass')
  await main.getByRole('button', { name: 'Create Dealer' }).click()
  await expect(page).toHaveURL(/\/admin\/dealers$/)
  await expect(main.getByText(name)).toBeVisible()

  const created = (await admin.get<ApiAdminDealer[]>('/admin/dealers')).find(
    (d) => d.username === username,
  )
  expect(created).toMatchObject({
    name,
    city: 'Berlin',
    country: 'DE',
    isActive: true,
    specialties: ['Rifles', 'Optics'],
  })

  const dealerContext = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': '10.250.0.1' },
  })
  const dealerPage = await dealerContext.newPage()
  await logIn(dealerPage, '/dealer/login', username, 'secret-pass')
  await expect(dealerPage).toHaveURL(/\/dealer\/dashboard$/)
  await expect(dealerPage.getByRole('main').getByText(name).first()).toBeVisible()

  await main
    .getByLabel(/search/i)
    .first()
    .fill(name)
  await cardOf(main, name)
    .getByRole('button', { name: /deactivate/i })
    .click()
  await confirm(page, `Are you sure you want to deactivate dealer "${name}"?`)
  await expectNotice(page, 'Dealer deactivated successfully')
  await expect(cardOf(main, name).getByRole('button', { name: /^activate/i })).toBeVisible()
  const after = (await admin.get<ApiAdminDealer[]>('/admin/dealers')).find(
    (d) => d.username === username,
  )
  expect(after?.isActive).toBe(false)

  // The dealer's open dashboard: its token now answers 401, so it is asked to sign in again;
  // giving up lands on the login.
  await dealerPage.reload()
  const ended = dealerPage.getByRole('alertdialog', { name: 'Your session has ended' })
  await ended.getByRole('button', { name: 'Close' }).click()
  await expect(dealerPage).toHaveURL(/\/dealer\/login$/)
  expect(await storage(dealerPage, 'dealer-session')).toBeNull()
  await logIn(dealerPage, '/dealer/login', username, 'secret-pass')
  await expect(
    dealerPage.getByText('This dealer account is inactive. Please contact the manufacturer.'),
  ).toBeVisible()
  await expect(dealerPage).toHaveURL(/\/dealer\/login$/)
  await dealerContext.close()
})

test('admin creates a firearm with an uploaded image and a gallery image, edits and deletes it', async ({
  page,
  admin,
}) => {
  const name = unique('E2E Rifle')
  await adminLogIn(page)
  await page.goto('/admin/firearms/new')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { name: 'Add New Firearm' })).toBeVisible()
  await main.getByLabel(/^Firearm Name/).fill(name)
  await main.getByLabel(/^Category/).selectOption('Rifle')
  await main.getByLabel(/^Caliber/).selectOption('.300 BLK')
  await main.getByLabel(/^Barrel Length/).selectOption('16"')
  await main.getByLabel(/^System Type/).selectOption('Carbine')
  await main.getByLabel(/^Price in PLN/).fill('5000')
  await main.getByLabel(/^Price in EUR/).fill('1200.5')
  await main.getByLabel(/^Availability/).selectOption('Limited Stock')
  await main.getByLabel(/^Product Status/).selectOption({ label: 'New Product (Nowość)' })
  const description = 'A test rifle made by the browser suite.'
  await main
    .getByRole('textbox', { name: 'Product Description', exact: true })
    .fill(`  ${description}  `)
  await expect(main.getByText(`${description.length + 4}/500 characters`)).toBeVisible()
  await main.getByLabel('Upload main image').setInputFiles(path.join(SEED_IMAGES, 'sog-p9.jpg'))
  await expect(main.getByRole('img', { name: 'Main image preview' })).toBeVisible()
  await main.getByRole('button', { name: '+ Add Gallery Image' }).click()
  await main
    .getByLabel('Upload gallery image 1')
    .setInputFiles(path.join(SEED_IMAGES, 'company-logo.png'))
  await main.getByRole('button', { name: 'Create Firearm' }).click()
  await expectNotice(page, 'Firearm created successfully!')
  await expect(page).toHaveURL(/\/admin\/firearms$/)

  const firearms = await admin.get<ApiFirearm[]>('/firearms')
  const created = firearms.find((f) => f.name === name)
  if (!created) throw new Error(`${name} was not stored`)
  try {
    expect(created).toMatchObject({
      category: 'Rifle',
      caliber: '.300 BLK',
      barrelLength: '16"',
      systemType: 'Carbine',
      pricePLN: 5000,
      priceEUR: 1200.5,
      availability: 'Limited Stock',
      isNew: true,
      description,
    })
    expect(created.id).toMatch(/^sog-\d+-[a-z0-9]{5}$/)
    expect(created.imageUrl).toMatch(/^\/media\//)
    expect(created.images).toHaveLength(1)
    expect(created.images[0]).toMatch(/^\/media\//)

    await test.step('the public product page shows it with both pictures', async () => {
      await page.goto(`/product/${created.id}`)
      await expect(main.getByRole('heading', { name, level: 1 })).toBeVisible()
      await expect(main.getByText('NEW', { exact: true }).first()).toBeVisible()
      const pictures = main.getByRole('img')
      await expect(pictures.first()).toBeVisible()
      expect(await imageLoaded(pictures.first())).toBe(true)
    })

    await test.step('edit: new name and euro price, images kept', async () => {
      await page.goto('/admin/firearms')
      await main
        .getByLabel(/search/i)
        .first()
        .fill(name)
      // The list searches on the server once the typing rests: wait for that page of results.
      await expect(page).toHaveURL(/[?&]search=/)
      await expect(main.getByText(/^1 firearm/)).toBeVisible()
      await main
        .getByRole('button', { name: `Edit ${name}` })
        .or(main.getByRole('link', { name: `Edit ${name}` }))
        .first()
        .click()
      await expect(page).toHaveURL(new RegExp(`/admin/firearms/${created.id}/edit$`))
      await expect(main.getByRole('heading', { name: 'Edit Firearm' })).toBeVisible()
      await expect(main.getByText('Firearm Information')).toBeVisible()
      await expect(main.getByLabel(/^Firearm Name/)).toHaveValue(name)
      await main.getByLabel(/^Firearm Name/).fill(`${name} Mk2`)
      await main.getByLabel(/^Price in EUR/).fill('1300')
      await main.getByRole('button', { name: 'Update Firearm' }).click()
      await expectNotice(page, 'Firearm updated successfully!')
      await expect(page).toHaveURL(/\/admin\/firearms$/)
      const updated = await admin.get<ApiFirearm>(`/firearms/${created.id}`)
      expect(updated).toMatchObject({ name: `${name} Mk2`, priceEUR: 1300, pricePLN: 5000 })
      expect(updated.imageUrl).toBe(created.imageUrl)
      expect(updated.images).toEqual(created.images)
    })

    await test.step('delete', async () => {
      await main
        .getByLabel(/search/i)
        .first()
        .fill(name)
      await main.getByRole('button', { name: `Delete ${name} Mk2` }).click()
      await confirm(page, `Are you sure you want to delete firearm "${name} Mk2"?`)
      await expectNotice(page, 'Firearm deleted successfully')
      const gone = await admin.get<ApiFirearm[]>('/firearms')
      expect(gone.find((f) => f.id === created.id)).toBeUndefined()
    })
  } finally {
    await admin.delete(`/admin/firearms/${created.id}`).catch(() => {})
  }
})

test('admin manages filter options: add, in-use delete refused, rename shown in the catalogue, delete', async ({
  page,
  admin,
}) => {
  const used = unique('E2E Category')
  const renamed = unique('E2E Renamed')
  const spare = unique('E2E Spare')
  const option = await admin.post<ApiFilterOption>('/admin/categories', {
    name: used,
    type: 'category',
  })
  const firearm = await admin.post<ApiFirearm>('/admin/firearms', {
    name: unique('E2E Option Rifle'),
    category: used,
    caliber: '.308 Win',
    barrelLength: '20"',
    systemType: 'Rifle',
    pricePLN: 10000,
    priceEUR: 2300,
    availability: 'In Stock',
  })
  try {
    await adminLogIn(page)
    await page.goto('/admin/categories')
    const main = page.getByRole('main')
    await expect(main.getByRole('tab', { name: /Categories/ })).toBeVisible()

    await test.step('add an entry (the Add button waits for a name)', async () => {
      const add = main.getByRole('button', { name: 'Add', exact: true })
      await expect(add).toBeDisabled()
      await main.getByPlaceholder('New category...').fill(spare)
      await add.click()
      await expectNotice(
        page,
        `Successfully added "${spare}" to category! It will now be available when adding/editing firearms.`,
      )
      const options = await admin.get<ApiFilterOption[]>('/admin/categories')
      expect(options.filter((o) => o.name === spare && o.type === 'category')).toHaveLength(1)
    })

    await test.step('an entry in use cannot be deleted', async () => {
      await main
        .getByLabel(/search/i)
        .first()
        .fill('E2E')
      const row = cardOf(main, used)
      await expect(row.getByText('1 firearm(s)')).toBeVisible()
      await expect(row.getByRole('button', { name: `Delete ${used}` })).toBeDisabled()
      const refused = await admin.raw('DELETE', `/admin/categories/${option.id}`)
      expect(refused.status()).toBe(409)
      expect((await refused.json()).detail).toBe(
        `Cannot delete "${used}" because it is used by 1 firearm(s). Please reassign those firearms to different categories first.`,
      )
    })

    await test.step('rename: the firearm follows, and the catalogue shows the new name', async () => {
      await cardOf(main, used)
        .getByRole('button', { name: `Edit ${used}` })
        .click()
      const input = main.getByLabel(`New name for ${used}`)
      await expect(input).toBeFocused()
      await input.fill(renamed)
      await input.press('Enter')
      await expectNotice(page, `Successfully updated "${used}" to "${renamed}"!`)
      const stored = await admin.get<ApiFirearm>(`/firearms/${firearm.id}`)
      expect(stored.category).toBe(renamed)
      await page.goto('/')
      const catalogue = page.getByRole('main')
      await catalogue.getByLabel(/^Category/).selectOption(renamed)
      await expect(catalogue.getByText(/^\s*1 firearm found/)).toBeVisible()
      await expect(catalogue.getByText(firearm.name)).toBeVisible()
    })

    await test.step('delete an unused entry', async () => {
      await page.goto('/admin/categories')
      await main
        .getByLabel(/search/i)
        .first()
        .fill(spare)
      await cardOf(main, spare)
        .getByRole('button', { name: `Delete ${spare}` })
        .click()
      await confirm(page, `Are you sure you want to delete "${spare}"?`)
      await expectNotice(page, `Successfully deleted "${spare}"!`)
      const options = await admin.get<ApiFilterOption[]>('/admin/categories')
      expect(options.find((o) => o.name === spare)).toBeUndefined()
    })
  } finally {
    await admin.delete(`/admin/firearms/${firearm.id}`).catch(() => {})
    await admin.delete(`/admin/categories/${option.id}`).catch(() => {})
  }
})

test('admin reads a contact message and deletes it', async ({ page, admin, request }) => {
  const subject = unique('Dealer enquiry')
  await request.post('/api/contact/submit', {
    data: {
      name: 'Jan Nowak',
      email: 'jan@example.com',
      subject,
      message: 'First line\nSecond line',
    },
  })
  await adminLogIn(page)
  await page.goto('/admin/contacts')
  const main = page.getByRole('main')
  await main
    .getByLabel(/search/i)
    .first()
    .fill(subject)
  const message = main.getByRole('article', { name: subject })
  await expect(message.getByText('Jan Nowak')).toBeVisible()
  await expect(message.getByRole('link', { name: 'jan@example.com' })).toHaveAttribute(
    'href',
    'mailto:jan@example.com',
  )
  await expect(message.getByText(/[A-Z][a-z]{2} \d{1,2}, \d{4}/)).toBeVisible()
  const text = message.getByText(/First line/)
  await expect(text).toHaveText(/First line\s+Second line/)
  // Retried: the search may still replace the list's cards once more after the text shows.
  await expect(text).toHaveCSS('white-space', /pre/)

  // This click's own answer: the article may leave the page for a moment while the search
  // replaces the list, which a count of 0 alone would pass before the mark was stored.
  const marked = page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' &&
      new URL(response.url()).pathname.startsWith('/api/admin/contacts/'),
  )
  await message.getByRole('button', { name: 'Mark as read' }).click()
  expect((await marked).status()).toBe(200)
  await expect(message).toBeVisible()
  await expect(message.getByRole('button', { name: 'Mark as read' })).toHaveCount(0)
  const read = await admin.get<ApiContact[]>('/admin/contacts')
  expect(read.find((c) => c.subject === subject)?.status).toBe('read')

  await message.getByRole('button', { name: `Delete message "${subject}"` }).click()
  await confirm(page, 'Are you sure you want to delete this contact message?')
  await expectNotice(page, 'Contact message deleted successfully')
  await expect(main.getByText('No contact messages found matching your search.')).toBeVisible()
  const stored = await admin.get<ApiContact[]>('/admin/contacts')
  expect(stored.find((c) => c.subject === subject)).toBeUndefined()
})

test('admin changes the company settings and the footer follows', async ({ page, admin }) => {
  const original = await admin.get<ApiAdminSettings>('/admin/settings')
  const company = unique('SOG E2E Company')
  await adminLogIn(page)
  await page.goto('/admin/settings')
  const main = page.getByRole('main')
  const footer = page.getByRole('contentinfo')
  try {
    await expect(main.getByLabel(/^Company name/i)).toHaveValue(original.companyName)

    await test.step('password rules', async () => {
      const save = main.getByRole('button', { name: /save/i }).first()
      await main.getByLabel(/^New (admin )?password/i).fill('abcdef')
      await main.getByLabel(/^Confirm/i).fill('abcdeg')
      await save.click()
      await expect(main.getByText('New passwords do not match')).toBeVisible()
      await main.getByLabel(/^New (admin )?password/i).fill('abc')
      await main.getByLabel(/^Confirm/i).fill('abc')
      await save.click()
      await expect(main.getByText('New password must be at least 6 characters long')).toBeVisible()
      await main.getByLabel(/^New (admin )?password/i).fill('')
      await main.getByLabel(/^Confirm/i).fill('')
    })

    await main.getByLabel(/^Company name/i).fill(company)
    await main.getByLabel(/phone/i).first().fill('+48 61 999 88 77')
    await main.getByRole('button', { name: /save/i }).first().click()
    // The settings-updated notification: the footer changes without a reload.
    await expect(footer.getByText(company).first()).toBeVisible()
    await expect(footer.getByRole('link', { name: '+48 61 999 88 77' })).toHaveAttribute(
      'href',
      'tel:+48619998877',
    )
    const stored = await admin.get<ApiAdminSettings>('/admin/settings')
    expect(stored).toMatchObject({ companyName: company, contactPhone: '+48 61 999 88 77' })
    await page.goto('/contact')
    await expect(main.getByText('+48 61 999 88 77').first()).toBeVisible()
    await expect(footer.getByText(company).first()).toBeVisible()
  } finally {
    // On the version stored now: the restore is a deliberate overwrite.
    const { version } = await admin.get<ApiAdminSettings>('/admin/settings')
    await admin.put('/admin/settings', { ...original, version })
  }
})
