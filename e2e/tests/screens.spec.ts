import type { Page } from '@playwright/test'
import path from 'node:path'

import { expect, test } from '../support/fixtures'
import { checkScreen, SCREENSHOT_DIR, seriousViolations, WIDTHS } from '../support/screens'
import { storeAdminSession, storeDealerSession } from '../support/sessions'

/*
 * Every screen at 1280 px and 375 px: no serious or critical axe violation, no sideways scroll
 * on a phone, and a screenshot in e2e/screenshots. Each waits for a text of docs/product.md that proves
 * the screen is there, not a blank placeholder.
 */
const CARBINE = { id: 'sog-1700000000001-cb16a', name: 'SOG-15 Carbine' }
const PCC = 'sog-1700000000012-pcc1l'
const MARKSMAN = 'sog-1700000000003-mk20c'

const heading = (page: Page, name: string | RegExp) =>
  expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()

const seeText = (page: Page, text: string | RegExp) =>
  expect(page.getByText(text).first()).toBeVisible()

async function saveLists(page: Page, favorites: string[], compare: string[]) {
  await page.goto('/favorites')
  await page.evaluate(
    ([f, c]) => {
      window.localStorage.setItem('favorites', JSON.stringify(f))
      window.localStorage.setItem('compare', JSON.stringify(c))
    },
    [favorites, compare],
  )
}

test.describe('public screens', () => {
  test('catalogue', async ({ page }) => {
    await page.goto('/')
    await checkScreen(page, 'catalog', async (p) => {
      await heading(p, 'Firearms Catalog')
      await seeText(p, CARBINE.name)
    })
  })

  test('product detail', async ({ page }) => {
    await page.goto(`/product/${CARBINE.id}`)
    await checkScreen(page, 'product', async (p) => {
      await heading(p, CARBINE.name)
      await expect(p.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible()
    })
  })

  test('product detail, not found', async ({ page }) => {
    await page.goto('/product/no-such-firearm')
    await checkScreen(page, 'product-not-found', async (p) => {
      await seeText(p, 'Product Not Found')
      await expect(p.getByRole('link', { name: 'Back to Catalog' }).first()).toBeVisible()
    })
  })

  test('product gallery', async ({ page }) => {
    await page.goto(`/product/${CARBINE.id}`)
    await heading(page, CARBINE.name)
    await page
      .getByRole('button', { name: /open.*gallery|gallery|enlarge|view image/i })
      .first()
      .click()
    await checkScreen(page, 'product-gallery', async (p) => {
      await expect(p.getByRole('dialog')).toBeVisible()
      await expect(p.getByRole('dialog').getByText(/^\s*1 \/ 3\s*$/)).toBeVisible()
    })
  })

  test('favourites, empty and filled', async ({ page }) => {
    await page.goto('/favorites')
    await checkScreen(page, 'favorites-empty', (p) => seeText(p, 'No favorites yet'))
    await saveLists(page, [CARBINE.id, PCC], [])
    await page.goto('/favorites')
    await checkScreen(page, 'favorites', (p) => seeText(p, CARBINE.name))
  })

  test('compare, empty and filled', async ({ page }) => {
    await page.goto('/compare')
    await checkScreen(page, 'compare-empty', (p) => seeText(p, 'No items to compare'))
    await saveLists(page, [], [CARBINE.id, PCC, MARKSMAN])
    await page.goto('/compare')
    await checkScreen(page, 'compare', async (p) => {
      await seeText(p, '3 of 3 items selected')
      await seeText(p, 'Detailed Comparison')
    })
  })

  test('dealer directory', async ({ page }) => {
    await page.goto('/dealers')
    await checkScreen(page, 'dealers', async (p) => {
      // The visitor's country first: the three Polish dealers of the sample network.
      await seeText(p, /^\s*3 dealer(s|\(s\)) found\s*$/)
      await seeText(p, 'Become a Dealer')
    })
  })

  test('contact', async ({ page }) => {
    await page.goto('/contact')
    await checkScreen(page, 'contact', async (p) => {
      await expect(p.getByLabel(/^Message/).first()).toBeVisible()
      await seeText(p, '+48 61 222 33 44')
    })
  })

  test('dealer login', async ({ page }) => {
    await page.goto('/dealer/login')
    await checkScreen(page, 'dealer-login', async (p) => {
      await expect(p.getByLabel(/^Username/)).toBeVisible()
      await expect(p.getByLabel(/^Password/)).toBeVisible()
    })
  })

  test('admin login', async ({ page }) => {
    await page.goto('/admin/login')
    await checkScreen(page, 'admin-login', async (p) => {
      await expect(p.getByLabel(/^Username/)).toBeVisible()
      await expect(p.getByLabel(/^Password/)).toBeVisible()
    })
  })

  test('phone menu', async ({ page }) => {
    await page.setViewportSize(WIDTHS[1])
    await page.goto('/')
    await page.getByRole('button', { name: 'Menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Mobile navigation' })
    await expect(menu.getByRole('link', { name: 'Dealers' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'menu-375.png') })
    await menu.getByRole('link', { name: 'Dealers' }).click()
    await expect(page).toHaveURL(/\/dealers$/)
    await expect(menu).toBeHidden()
  })

  test('phone filters: folded behind a toggle', async ({ page }) => {
    await page.setViewportSize(WIDTHS[1])
    await page.goto('/')
    const main = page.getByRole('main')
    const toggle = main.getByRole('button', { name: 'Show filters' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(main.getByLabel(/^Category/)).toBeHidden()
    await toggle.click()
    await expect(main.getByRole('button', { name: 'Hide filters' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await expect(main.getByLabel(/^Category/)).toBeVisible()
  })

  test('unknown address', async ({ page }) => {
    await page.goto('/no/such/page')
    await checkScreen(page, 'not-found', (p) =>
      expect(p.getByRole('link', { name: 'Back to Catalog' }).first()).toBeVisible(),
    )
  })
})

test.describe('dealer screens', () => {
  test('dealer dashboard', async ({ page, request }) => {
    await storeDealerSession(page, request, 'poznan-tactical')
    await page.goto('/dealer/dashboard')
    await checkScreen(page, 'dealer-dashboard', async (p) => {
      await seeText(p, 'Poznań Tactical')
      await seeText(p, 'Total Products')
      await seeText(p, 'Total Stock')
      await seeText(p, CARBINE.name)
    })
  })
})

test.describe('admin screens', () => {
  test.beforeEach(async ({ page, request }) => {
    await storeAdminSession(page, request)
  })

  test('admin dashboard', async ({ page }) => {
    await page.goto('/admin/dashboard')
    await checkScreen(page, 'admin-dashboard', async (p) => {
      await seeText(p, 'System Status')
      await seeText(p, /admin/)
    })
  })

  test('admin dealers: list, new, edit', async ({ page, admin }) => {
    await page.goto('/admin/dealers')
    await checkScreen(page, 'admin-dealers', (p) => seeText(p, 'Strzelec Warszawa'))
    await page.goto('/admin/dealers/new')
    await checkScreen(page, 'admin-dealer-new', (p) =>
      expect(p.getByLabel(/^Username/)).toBeVisible(),
    )
    const dealers = await admin.get<{ id: number; username: string }[]>('/admin/dealers')
    const dealer = dealers.find((d) => d.username === 'strzelec-warszawa')
    await page.goto(`/admin/dealers/${dealer?.id}/edit`)
    await checkScreen(page, 'admin-dealer-edit', async (p) => {
      await seeText(p, 'Edit Dealer')
      await expect(p.getByRole('textbox').first()).not.toHaveValue('')
    })
  })

  test('admin firearms: list, new, edit', async ({ page }) => {
    await page.goto('/admin/firearms')
    await checkScreen(page, 'admin-firearms', (p) => seeText(p, CARBINE.name))
    await page.goto('/admin/firearms/new')
    await checkScreen(page, 'admin-firearm-new', (p) =>
      expect(p.getByLabel(/^Firearm Name/)).toBeVisible(),
    )
    await page.goto(`/admin/firearms/${CARBINE.id}/edit`)
    await checkScreen(page, 'admin-firearm-edit', async (p) => {
      await seeText(p, 'Edit Firearm')
      await seeText(p, 'Firearm Information')
      await expect(p.getByLabel(/^Firearm Name/)).toHaveValue(CARBINE.name)
    })
  })

  test('admin contacts', async ({ page, request }) => {
    await request.post('/api/contact/submit', {
      data: {
        name: 'Screen Visitor',
        email: 'screen@example.com',
        subject: 'Screenshot subject',
        message: 'First line\nSecond line',
      },
    })
    await page.goto('/admin/contacts')
    await checkScreen(page, 'admin-contacts', (p) => seeText(p, 'Screenshot subject'))
  })

  test('admin categories', async ({ page }) => {
    await page.goto('/admin/categories')
    await checkScreen(page, 'admin-categories', async (p) => {
      await seeText(p, 'Usage Guide')
      await seeText(p, 'Rifle')
    })
  })

  test('admin settings', async ({ page }) => {
    await page.goto('/admin/settings')
    await checkScreen(page, 'admin-settings', (p) =>
      expect(p.getByRole('textbox', { name: 'Company name' })).toHaveValue(
        'SOG Firearms Sp. z o.o.',
      ),
    )
  })
})
