import type { ApiVisitorRequestPage } from '@sog/contract'

import { dealerLogin, DEALER_PASSWORD } from '../support/api'
import { expect, test, unique } from '../support/fixtures'
import { checkScreen } from '../support/screens'
import { logIn } from '../support/ui'

/*
 * A price or availability request's whole way (docs/product.md, "Requests"): a visitor asks a
 * dealer from the product page's "where to buy", the dealer finds it in the portal and marks it
 * answered, and the administrator sees it answered on /admin/requests and on the dashboard;
 * what the server stored is read back through /api. Axe checks the dialog and both lists.
 */
const P9 = { id: 'sog-1700000000010-p9j', name: 'SOG-P9' }
const DEALER = { username: 'jagd-sport-wien', name: 'Jagd & Sport Wien' }

test('a visitor asks a dealer from the product page; the dealer answers; the admin sees it answered', async ({
  page,
  request,
  admin,
}) => {
  // The dealer lists the pistol where to buy it: available and in stock.
  const dealer = await dealerLogin(request, DEALER.username)
  const stocked = await request.put(
    `/api/inventory/dealer/${dealer.dealer.dealer_id}/firearm/${P9.id}`,
    {
      headers: { authorization: `Bearer ${dealer.access_token}` },
      data: { stock: 4, price: 899, available: true },
    },
  )
  expect(stocked.ok()).toBe(true)
  const visitor = unique('Erika Visitor')
  const email = `erika-${Date.now()}@example.com`

  await test.step('the visitor sends the request from the product page', async () => {
    await page.goto(`/product/${P9.id}`)
    await expect(page.getByRole('heading', { level: 1, name: P9.name })).toBeVisible()
    await page
      .getByRole('button', { name: new RegExp(`^Ask this dealer\\W+${DEALER.name}$`) })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Ask about price or availability' })
    await expect(dialog.getByRole('combobox', { name: 'Send to' })).toHaveValue(
      String(dealer.dealer.dealer_id),
    )
    await dialog.getByRole('combobox', { name: 'I would like to know' }).selectOption({
      label: 'The availability',
    })
    await dialog.getByRole('textbox', { name: 'Name' }).fill(visitor)
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email)
    await dialog
      .getByRole('textbox', { name: 'Message (optional)' })
      .fill('Can I pick it up on Saturday?')
    await dialog.getByRole('combobox', { name: 'Your country' }).selectOption('AT')
    await expect(dialog.getByText(/we delete them after 24 months/)).toBeVisible()
    await expect(dialog.getByRole('link', { name: /Privacy policy/ })).toHaveAttribute(
      'href',
      '/privacy',
    )
    await checkScreen(page, 'request-dialog', (p) =>
      expect(p.getByRole('dialog').getByRole('button', { name: 'Send request' })).toBeVisible(),
    )
    await dialog.getByRole('button', { name: 'Send request' }).click()
    await expect(dialog.getByRole('status')).toContainText(
      `Request sent. ${DEALER.name} will answer you by e-mail`,
    )
  })

  const stored = await admin.get<ApiVisitorRequestPage>(
    `/admin/requests?dealer=${dealer.dealer.dealer_id}&firearm=${P9.id}&limit=100`,
  )
  const sent = stored.items.find((item) => item.name === visitor)
  expect(sent).toMatchObject({
    kind: 'availability',
    status: 'new',
    email,
    country: 'AT',
    language: 'en',
    message: 'Can I pick it up on Saturday?',
    firearm: { id: P9.id, name: P9.name },
    dealer: { id: dealer.dealer.dealer_id, name: DEALER.name },
  })

  await test.step('the dealer finds it in the portal and marks it answered', async () => {
    await logIn(page, '/dealer/login', DEALER.username, DEALER_PASSWORD)
    await expect(page).toHaveURL(/\/dealer\/dashboard$/)
    await page
      .getByRole('navigation', { name: 'Dealer portal' })
      .getByRole('link', { name: 'Requests' })
      .click()
    await expect(page).toHaveURL(/\/dealer\/requests$/)
    const card = page.getByRole('article').filter({ hasText: visitor })
    await expect(card.getByText('New', { exact: true })).toBeVisible()
    await expect(card.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${email.replace(/[.+]/g, '\\$&')}\\?`),
    )
    await checkScreen(page, 'dealer-requests', (p) =>
      expect(p.getByRole('heading', { name: 'Requests', level: 2 })).toBeVisible(),
    )
    await card.getByRole('button', { name: 'Mark answered' }).click()
    await expect(card.getByText('Answered', { exact: true })).toBeVisible()
  })

  await test.step('the administrator sees it answered on /admin/requests and on the dashboard', async () => {
    await page.getByRole('button', { name: /^log ?out$/i }).click()
    await logIn(page, '/admin/login', 'admin', 'admin123')
    await expect(page).toHaveURL(/\/admin\/dashboard$/)
    const insight = page.getByRole('region', { name: 'Requests from visitors' })
    await expect(
      insight.getByRole('table', { name: 'Per firearm' }).getByRole('link', { name: P9.name }),
    ).toBeVisible()
    await checkScreen(page, 'admin-dashboard-requests', (p) =>
      expect(p.getByRole('region', { name: 'Requests from visitors' })).toBeVisible(),
    )
    await page
      .getByRole('navigation', { name: 'Administration' })
      .getByRole('link', { name: 'Requests' })
      .click()
    await expect(page).toHaveURL(/\/admin\/requests$/)
    await page
      .getByRole('combobox', { name: 'Status', exact: true })
      .selectOption({ label: 'Answered' })
    await expect(page).toHaveURL(/status=answered/)
    const item = page.getByRole('article').filter({ hasText: visitor })
    await expect(item.getByRole('combobox', { name: 'Status of this request' })).toHaveValue(
      'answered',
    )
    await expect(item.getByText(`Sent to: ${DEALER.name}`)).toBeVisible()
    await checkScreen(page, 'admin-requests', (p) =>
      expect(
        p.getByRole('heading', { name: 'Price and Availability Requests', level: 1 }),
      ).toBeVisible(),
    )
  })

  const after = await admin.get<ApiVisitorRequestPage>(
    `/admin/requests?status=answered&firearm=${P9.id}&limit=100`,
  )
  expect(after.items.find((item) => item.name === visitor)?.status).toBe('answered')
})
