import {
  refusal,
  type ApiFirearm,
  type ApiInventoryCsvResult,
  type ApiInventoryRow,
  type CodedRefusal,
} from '@sog/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { sampleFirearms } from '@/lib/api/sample-data'
import { STORAGE_KEYS } from '@/lib/storage/keys'
import type { ApiDouble } from '@/testing/api-double'
import { renderApp } from '@/testing/render-app'
import { expectToast } from '@/testing/toast'
import dealerPortalPl from '../locales/pl.json'
import { DEALER_ID, dealerSession } from '@/testing/dealer-session'
import { dealer, inventoryPage, serveDealer } from '@/testing/dealer-portal/dealer-api'

const [carbine, midLength, marksman] = sampleFirearms() as [ApiFirearm, ApiFirearm, ApiFirearm]
const FIREARMS = [carbine, midLength, marksman]

/** Two entries: the carbine is stocked and available, the mid-length is not; no marksman entry. */
const INVENTORY: ApiInventoryRow[] = [
  { firearmId: carbine.id, stock: 5, price: 1499.5, available: true, version: null },
  { firearmId: midLength.id, stock: 2, price: 2100, available: false, version: null },
]

type Options = Parameters<typeof renderApp>[1] & {
  inventory?: ApiInventoryRow[]
  firearms?: ApiFirearm[]
  path?: string
}

async function open({
  api: adjust,
  inventory = INVENTORY,
  firearms = FIREARMS,
  path = '/dealer/dashboard',
  ...options
}: Options = {}) {
  let rows: () => ApiInventoryRow[] = () => []
  const app = await renderApp(path, {
    storage: { [STORAGE_KEYS.dealerSession]: dealerSession },
    ...options,
    api: (api) => {
      rows = serveDealer(api, inventory, firearms)
      adjust?.(api)
    },
  })
  return { ...app, rows: () => rows() }
}

/**
 * Opens a row's form with its Edit button, as a person does, and waits for the form: it opens
 * after Edit has asked whether the open row may go (useEditingRow's `edit` is async), a render
 * after the click, which on a loaded machine came after the click's promise
 * (docs/performance.md, "A browser without its compilers").
 */
const openForm = async (user: UserEvent, row: HTMLElement, name: string) => {
  await user.click(within(row).getByRole('button', { name: `Edit ${name}` }))
  await within(row).findByRole('button', { name: 'Save' })
}

const item = async (name: string) =>
  (await screen.findByRole('heading', { name })).closest('li') as HTMLElement

const counter = (label: string) =>
  within(screen.getByRole('list', { name: 'Inventory summary' }))
    .getByText(label)
    .closest('li') as HTMLElement

const puts = (api: ApiDouble) => api.calls.filter((call) => call.method === 'PUT')

describe('dealer dashboard', () => {
  it("shows the dealer's name, city and country and the three counters", async () => {
    await open()
    expect(await screen.findByRole('heading', { name: 'Waffen Berlin', level: 1 })).toBeVisible()
    expect(screen.getByText('Berlin, Germany')).toBeVisible()
    await item(carbine.name)
    expect(counter('Total Products')).toHaveTextContent('2')
    expect(counter('Available')).toHaveTextContent('1')
    expect(counter('Total Stock')).toHaveTextContent('7')
  })

  it('names the country in the chosen language and prices in its format', async () => {
    await open({ language: 'de' })
    expect(await screen.findByText('Berlin, Deutschland')).toBeVisible()
    expect(within(await item(carbine.name)).getByText('1.499,50 €')).toBeVisible()
  })

  it('asks for the dealer and the first inventory page at once', async () => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const { api } = await open({
      api: (api) => {
        const wait = (body: unknown) => async () => {
          await held
          return { body }
        }
        api.on('GET', `/dealers/${DEALER_ID}`, wait(dealer))
        api.on(
          'GET',
          `/inventory/dealer/${DEALER_ID}`,
          wait(inventoryPage(FIREARMS, INVENTORY, new URLSearchParams())),
        )
      },
    })
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...')
    await waitFor(() =>
      expect(api.calls.map((call) => call.path)).toEqual(
        expect.arrayContaining([`/dealers/${DEALER_ID}`, `/inventory/dealer/${DEALER_ID}`]),
      ),
    )
    const page = api.calls.find((call) => call.path === `/inventory/dealer/${DEALER_ID}`)
    expect(page?.query.toString()).toBe('page=1&limit=20&sort=name')
    release()
    expect(await item(carbine.name)).toBeVisible()
  })

  it('names the category in the dealer’s language, English where there is no translation', async () => {
    await open({ language: 'pl' })
    const stocked = await item(carbine.name)
    expect(carbine.category).toBe('Rifle')
    await waitFor(() => expect(stocked).toHaveTextContent('Karabin'))
    expect(stocked).not.toHaveTextContent('Rifle')
    // Calibers have no Polish names: the English one stays.
    expect(stocked).toHaveTextContent(carbine.caliber)
  })

  it('lists every firearm with its details and the entry, or none for a missing entry', async () => {
    await open()
    const stocked = await item(carbine.name)
    expect(stocked).toHaveTextContent(carbine.caliber)
    expect(stocked).toHaveTextContent(carbine.barrelLength)
    expect(stocked).toHaveTextContent(carbine.category)
    expect(stocked).toHaveTextContent(carbine.id)
    expect(within(stocked).getByText('€1,499.50')).toBeVisible()
    expect(within(stocked).getByText('Available')).toBeVisible()
    expect(within(stocked).queryByText('NEW')).toBeNull()

    expect(within(await item(midLength.name)).getByText('NEW')).toBeVisible()
    expect(within(await item(midLength.name)).getByText('Unavailable')).toBeVisible()

    const missing = await item(marksman.name)
    expect(within(missing).getByText('€0.00')).toBeVisible()
    expect(within(missing).getByText('Unavailable')).toBeVisible()
    expect(within(missing).getByText('Stock').nextSibling).toHaveTextContent('0')
  })

  it('shows the main image, else the first gallery image, else the placeholder', async () => {
    await open({
      firearms: [
        { ...carbine, imageUrl: 'https://img.test/main.jpg', images: ['https://img.test/g.jpg'] },
        { ...midLength, imageUrl: null, images: ['https://img.test/gallery.jpg'] },
        marksman,
      ],
    })
    const main = within(await item(carbine.name)).getByRole('img', { name: carbine.name })
    expect(main).toHaveAttribute('src', 'https://img.test/main.jpg')
    const gallery = within(await item(midLength.name)).getByRole('img', { name: midLength.name })
    expect(gallery).toHaveAttribute('src', 'https://img.test/gallery.jpg')
    expect(within(await item(marksman.name)).getByText('No image')).toBeVisible()

    fireEvent.error(main)
    expect(within(await item(carbine.name)).getByText('No image')).toBeVisible()
  })

  it('saves an edited row to the dealer and firearm of the session', async () => {
    const { user, api } = await open()
    const row = await item(carbine.name)
    await openForm(user, row, carbine.name)
    const stock = within(row).getByLabelText('Stock')
    expect(stock).toHaveFocus()
    await user.clear(stock)
    await user.type(stock, '12')
    await user.clear(within(row).getByLabelText('Price (EUR)'))
    await user.type(within(row).getByLabelText('Price (EUR)'), '1350.25')
    await user.click(within(row).getByRole('checkbox', { name: 'Available' }))
    await user.click(within(row).getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(within(row).queryByRole('button', { name: 'Save' })).toBeNull())
    expect(puts(api)).toHaveLength(1)
    expect(puts(api)[0]).toMatchObject({
      path: `/inventory/dealer/${DEALER_ID}/firearm/${carbine.id}`,
      body: { stock: 12, price: 1350.25, available: false },
      token: 'dealer-token',
    })
    await expectToast(`Inventory updated for ${carbine.name}`)
    expect(within(row).getByText('€1,350.25')).toBeVisible()
    expect(within(row).getByText('Unavailable')).toBeVisible()
    expect(counter('Available')).toHaveTextContent('0')
    expect(counter('Total Stock')).toHaveTextContent('14')
    expect(within(row).getByRole('button', { name: `Edit ${carbine.name}` })).toHaveFocus()
  })

  it('reads a price as the dealer writes it in their language, and says what a number is', async () => {
    const { user, api } = await open({ language: 'pl' })
    const row = await item(carbine.name)
    const edit = async () => {
      await user.click(within(row).getByRole('button', { name: `Edytuj ${carbine.name}` }))
      await within(row).findByRole('button', { name: 'Zapisz' })
    }
    await edit()
    const price = within(row).getByLabelText('Cena (EUR)')
    await user.clear(price)
    await user.type(price, '12 zł')
    await user.click(within(row).getByRole('button', { name: 'Zapisz' }))
    expect(await within(row).findByText('Wpisz liczbę, na przykład 1234,50.')).toBeVisible()
    expect(puts(api)).toHaveLength(0)
    await user.click(within(row).getByRole('button', { name: 'Anuluj' }))
    for (const [typed, stored] of [
      ['1 350,25', 1350.25],
      ['1.350,25 €', 1350.25],
      ['1.350', 1350],
      ['99.9', 99.9],
    ] as const) {
      await waitFor(() => expect(within(row).queryByLabelText('Cena (EUR)')).toBeNull())
      await edit()
      await user.clear(within(row).getByLabelText('Cena (EUR)'))
      await user.type(within(row).getByLabelText('Cena (EUR)'), typed)
      await user.click(within(row).getByRole('button', { name: 'Zapisz' }))
      await waitFor(() => expect(puts(api).at(-1)?.body).toMatchObject({ price: stored }))
    }
  })

  it('creates the entry of a firearm that had none', async () => {
    const { user, api } = await open()
    const row = await item(marksman.name)
    await openForm(user, row, marksman.name)
    await user.type(within(row).getByLabelText('Stock'), '3')
    await user.click(within(row).getByRole('checkbox', { name: 'Available' }))
    await user.click(within(row).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(counter('Total Products')).toHaveTextContent('3'))
    expect(puts(api)[0]?.body).toEqual({ stock: 3, price: 0, available: true })
  })

  it('refuses emptied numbers beside their fields, in its own words, and sends nothing', async () => {
    const { user, api } = await open()
    const row = await item(carbine.name)
    await openForm(user, row, carbine.name)
    await user.clear(within(row).getByLabelText('Stock'))
    await user.clear(within(row).getByLabelText('Price (EUR)'))
    await user.click(within(row).getByRole('button', { name: 'Save' }))
    // The form's check is asynchronous (the contract's schema): wait for its message.
    await waitFor(() =>
      expect(within(row).getByLabelText('Stock')).toHaveAccessibleErrorMessage(
        'This field is required.',
      ),
    )
    expect(within(row).getByLabelText('Price (EUR)')).toHaveAccessibleErrorMessage(
      'This field is required.',
    )
    expect(within(row).getByLabelText('Stock')).toHaveFocus()
    expect(within(row).getByRole('form')).toHaveAttribute('novalidate')
    expect(puts(api)).toHaveLength(0)
  })

  it('keeps only one row in edit mode at a time', async () => {
    const { user } = await open()
    const first = await item(carbine.name)
    const second = await item(midLength.name)
    await user.click(within(first).getByRole('button', { name: `Edit ${carbine.name}` }))
    await user.click(within(second).getByRole('button', { name: `Edit ${midLength.name}` }))

    // Nothing was typed: the other row opens without a question.
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(screen.getAllByRole('button', { name: 'Save' })).toHaveLength(1)
    expect(within(second).getByRole('button', { name: 'Save' })).toBeVisible()
    expect(within(first).queryByLabelText('Stock')).toBeNull()
    expect(within(first).getByText('Stock').nextSibling).toHaveTextContent('5')
  })

  it('asks before another row drops the stock typed in the open one, as leaving does', async () => {
    const { user, api } = await open()
    const first = await item(carbine.name)
    const second = await item(midLength.name)
    await openForm(user, first, carbine.name)
    await user.clear(within(first).getByLabelText('Stock'))
    await user.type(within(first).getByLabelText('Stock'), '9')
    await user.click(within(second).getByRole('button', { name: `Edit ${midLength.name}` }))

    const ask = await screen.findByRole('alertdialog', { name: 'Leave without saving?' })
    expect(ask).toHaveTextContent(
      'This form has changes that are not saved yet. If you leave now, they are lost.',
    )
    await user.click(within(ask).getByRole('button', { name: 'Stay on this form' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(within(first).getByLabelText('Stock')).toHaveValue(9)
    expect(within(second).queryByLabelText('Stock')).toBeNull()

    await user.click(within(second).getByRole('button', { name: `Edit ${midLength.name}` }))
    const again = await screen.findByRole('alertdialog', { name: 'Leave without saving?' })
    await user.click(within(again).getByRole('button', { name: 'Leave without saving' }))
    await waitFor(() => expect(within(second).getByLabelText('Stock')).toHaveValue(2))
    expect(screen.getAllByRole('button', { name: 'Save' })).toHaveLength(1)
    expect(within(first).queryByLabelText('Stock')).toBeNull()
    expect(within(first).getByText('Stock').nextSibling).toHaveTextContent('5')
    expect(puts(api)).toHaveLength(0)
  })

  it('asks before another order or filter drops the values typed in the open row', async () => {
    const { user, api, router } = await open()
    const row = await item(carbine.name)
    await openForm(user, row, carbine.name)
    await user.clear(within(row).getByLabelText('Price (EUR)'))
    await user.type(within(row).getByLabelText('Price (EUR)'), '1234.5')

    const sort = screen.getByRole('combobox', { name: 'Sort by' })
    await user.selectOptions(sort, 'price-desc')
    const ask = await screen.findByRole('alertdialog', { name: 'Leave without saving?' })
    await user.click(within(ask).getByRole('button', { name: 'Stay on this form' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(router.state.location.search).toBe('')
    expect(sort).toHaveValue('name')
    expect(within(row).getByLabelText('Price (EUR)')).toHaveValue('1234.5')

    await user.click(screen.getByRole('checkbox', { name: 'In stock only' }))
    const again = await screen.findByRole('alertdialog', { name: 'Leave without saving?' })
    await user.click(within(again).getByRole('button', { name: 'Stay on this form' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(screen.getByRole('checkbox', { name: 'In stock only' })).not.toBeChecked()
    expect(router.state.location.search).toBe('')

    await user.selectOptions(screen.getByRole('combobox', { name: 'Availability' }), 'true')
    const third = await screen.findByRole('alertdialog', { name: 'Leave without saving?' })
    await user.click(within(third).getByRole('button', { name: 'Leave without saving' }))
    await waitFor(() => expect(router.state.location.search).toBe('?available=true'))
    // Left: the row is closed, and opens again from what is stored.
    const shown = await item(carbine.name)
    await waitFor(() => expect(within(shown).queryByLabelText('Price (EUR)')).toBeNull())
    await openForm(user, shown, carbine.name)
    expect(within(shown).getByLabelText('Price (EUR)')).toHaveValue('1499.5')
    expect(puts(api)).toHaveLength(0)
  })

  it('asks before another page or a search drops the values typed in the open row', async () => {
    const many = Array.from({ length: 25 }, (_, i) => ({
      ...carbine,
      id: `sog-many-${String(i).padStart(2, '0')}`,
      name: `Many ${String(i).padStart(2, '0')}`,
    }))
    const { user, router } = await open({ firearms: many, inventory: [] })
    const row = await item('Many 03')
    await openForm(user, row, 'Many 03')
    await user.type(within(row).getByLabelText('Stock'), '4')

    await user.click(screen.getByRole('button', { name: 'Next page' }))
    const ask = await screen.findByRole('alertdialog', { name: 'Leave without saving?' })
    await user.click(within(ask).getByRole('button', { name: 'Stay on this form' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(router.state.location.search).toBe('')
    expect(within(await item('Many 03')).getByLabelText('Stock')).toHaveValue(4)

    const search = screen.getByRole('searchbox', { name: 'Search inventory' })
    await user.type(search, 'Many 1')
    const again = await screen.findByRole('alertdialog', { name: 'Leave without saving?' })
    await user.click(within(again).getByRole('button', { name: 'Stay on this form' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    // Staying keeps the list it shows, and the search box says so.
    expect(search).toHaveValue('')
    expect(router.state.location.search).toBe('')
    expect(within(await item('Many 03')).getByLabelText('Stock')).toHaveValue(4)

    await user.click(screen.getByRole('button', { name: 'Next page' }))
    const third = await screen.findByRole('alertdialog', { name: 'Leave without saving?' })
    await user.click(within(third).getByRole('button', { name: 'Leave without saving' }))
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'))
    expect(await item('Many 20')).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull()
  })

  it('changes page, filter and order without asking when the open row holds nothing typed', async () => {
    const { user, router } = await open()
    const row = await item(carbine.name)
    await user.click(within(row).getByRole('button', { name: `Edit ${carbine.name}` }))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price-desc')
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price-desc'))
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('asks in the dealer’s language', async () => {
    const { user } = await open({ language: 'pl' })
    const first = await item(carbine.name)
    await user.click(within(first).getByRole('button', { name: `Edytuj ${carbine.name}` }))
    await user.type(within(first).getByLabelText('Stan'), '1')
    const second = await item(midLength.name)
    await user.click(within(second).getByRole('button', { name: `Edytuj ${midLength.name}` }))
    const ask = await screen.findByRole('alertdialog', { name: 'Wyjść bez zapisywania?' })
    expect(within(ask).getByRole('button', { name: 'Zostań w formularzu' })).toBeVisible()
    expect(within(ask).getByRole('button', { name: 'Wyjdź bez zapisywania' })).toBeVisible()
  })

  it('overwrites a change saved meanwhile with only the stock this dealer typed', async () => {
    const opened = '2026-03-01T09:00:00.000Z'
    const later = '2026-03-01T10:00:00.000Z'
    const current = { ...INVENTORY[0]!, price: 1599, available: false, version: later }
    const { user, api } = await open({
      inventory: [{ ...INVENTORY[0]!, version: opened }, INVENTORY[1]!],
      api: (api) =>
        api.on('PUT', /^\/inventory\//, (call) =>
          (call.body as { version?: string }).version === later
            ? { body: { ...current, ...(call.body as object) } }
            : { status: 409, body: { detail: 'Changed meanwhile', current } },
        ),
    })
    const row = await item(carbine.name)
    await openForm(user, row, carbine.name)
    await user.clear(within(row).getByLabelText('Stock'))
    await user.type(within(row).getByLabelText('Stock'), '12')
    await user.click(within(row).getByRole('button', { name: 'Save' }))

    const dialog = await screen.findByRole('alertdialog', { name: 'Changed by someone else' })
    const listed = (heading: string) =>
      within(within(dialog).getByText(heading).parentElement as HTMLElement)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent)
    expect(listed('Changed by them (kept when you overwrite):')).toEqual([
      'Price (EUR)',
      'Available',
    ])
    expect(listed('Changed by you:')).toEqual(['Stock'])
    await user.click(within(dialog).getByRole('button', { name: 'Overwrite with mine' }))

    await expectToast(`Inventory updated for ${carbine.name}`)
    expect(puts(api).map((call) => call.body)).toEqual([
      { stock: 12, price: 1499.5, available: true, version: opened },
      { stock: 12, price: 1599, available: false, version: later },
    ])
  })

  it('stays in edit mode with a red banner when the save fails', async () => {
    const { user } = await open({
      api: (api) =>
        api.on('PUT', /^\/inventory\//, {
          status: 400,
          body: { detail: 'stock must be 0 or more' },
        }),
    })
    const row = await item(carbine.name)
    await openForm(user, row, carbine.name)
    await user.clear(within(row).getByLabelText('Stock'))
    await user.type(within(row).getByLabelText('Stock'), '8')
    await user.click(within(row).getByRole('button', { name: 'Save' }))

    expect(await within(row).findByRole('alert')).toHaveTextContent('stock must be 0 or more')
    expect(within(row).getByLabelText('Stock')).toHaveValue(8)
    expect(within(row).getByRole('button', { name: 'Save' })).toBeEnabled()
    expect(counter('Total Stock')).toHaveTextContent('7')
  })

  it('says "Failed to update inventory" when the server gives no detail', async () => {
    const { user } = await open({
      api: (api) => api.on('PUT', /^\/inventory\//, { status: 500, body: null }),
    })
    const row = await item(carbine.name)
    await user.click(within(row).getByRole('button', { name: `Edit ${carbine.name}` }))
    await user.click(within(row).getByRole('button', { name: 'Save' }))
    expect(await within(row).findByRole('alert')).toHaveTextContent('Failed to update inventory')
    expect(within(row).getByLabelText('Stock')).toBeVisible()
  })

  it('cancel drops what was typed', async () => {
    const { user, api } = await open()
    const row = await item(carbine.name)
    await openForm(user, row, carbine.name)
    await user.clear(within(row).getByLabelText('Stock'))
    await user.type(within(row).getByLabelText('Stock'), '99')
    await user.click(within(row).getByRole('button', { name: 'Cancel' }))

    expect(within(row).getByText('Stock').nextSibling).toHaveTextContent('5')
    await openForm(user, row, carbine.name)
    expect(within(row).getByLabelText('Stock')).toHaveValue(5)
    expect(puts(api)).toHaveLength(0)
  })

  it('a 401 asks to sign in again; giving up clears the session and lands on the login', async () => {
    const { router, user } = await open({
      api: (api) =>
        api.on('GET', `/inventory/dealer/${DEALER_ID}`, {
          status: 401,
          body: { detail: 'Not logged in' },
        }),
    })
    const dialog = await screen.findByRole('alertdialog', { name: 'Your session has ended' })
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dealer/login'))
    expect(window.localStorage.getItem(STORAGE_KEYS.dealerSession)).toBeNull()
  })

  it('logs out through the server and clears the session', async () => {
    const { user, router, api } = await open()
    await user.click(await screen.findByRole('button', { name: 'Logout' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dealer/login'))
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/auth/dealer/logout')).toBe(
      true,
    )
    expect(window.localStorage.getItem(STORAGE_KEYS.dealerSession)).toBeNull()
  })

  it('clears the session on logout even when the server call fails', async () => {
    const { user, router } = await open({
      api: (api) => api.on('POST', '/auth/dealer/logout', { status: 500, body: null }),
    })
    await user.click(await screen.findByRole('button', { name: 'Logout' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dealer/login'))
    expect(window.localStorage.getItem(STORAGE_KEYS.dealerSession)).toBeNull()
  })

  it('shows "No firearms available to manage" when there are none', async () => {
    await open({ firearms: [] })
    expect(await screen.findByText('No firearms available to manage')).toBeVisible()
  })

  it('shows the load failure with a way back to the login that ends the session', async () => {
    const { user, router } = await open({
      api: (api) =>
        api.on('GET', `/dealers/${DEALER_ID}`, {
          status: 404,
          body: { detail: 'Dealer not found' },
        }),
    })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Failed to load dealer information')
    expect(alert).toHaveTextContent('Dealer not found')
    await user.click(within(alert).getByRole('button', { name: 'Return to Login' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dealer/login'))
    expect(window.localStorage.getItem(STORAGE_KEYS.dealerSession)).toBeNull()
  })

  it('searches and filters on the server, with the state in the URL', async () => {
    const { user, api, router } = await open()
    await item(carbine.name)
    await user.type(screen.getByRole('searchbox', { name: 'Search inventory' }), 'marks')
    await waitFor(() => expect(router.state.location.search).toBe('?search=marks'))
    await waitFor(() => expect(screen.queryByRole('heading', { name: carbine.name })).toBeNull())
    expect(await item(marksman.name)).toBeVisible()
    expect(screen.getByText('1 firearm')).toBeVisible()
    const last = api.calls.filter((call) => call.path === `/inventory/dealer/${DEALER_ID}`).at(-1)
    expect(last?.query.get('search')).toBe('marks')

    await user.clear(screen.getByRole('searchbox', { name: 'Search inventory' }))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Availability' }), 'true')
    await waitFor(() => expect(router.state.location.search).toBe('?available=true'))
    await waitFor(() => expect(screen.queryByRole('heading', { name: midLength.name })).toBeNull())
    expect(await item(carbine.name)).toBeVisible()
  })

  it('opens the page the URL names and pages on', async () => {
    const many = Array.from({ length: 25 }, (_, i) => ({
      ...carbine,
      id: `sog-many-${String(i).padStart(2, '0')}`,
      name: `Many ${String(i).padStart(2, '0')}`,
    }))
    const { user, router } = await open({
      firearms: many,
      inventory: [],
      path: '/dealer/dashboard?page=2',
    })
    expect(await item('Many 20')).toBeVisible()
    expect(screen.queryByRole('heading', { name: 'Many 00' })).toBeNull()
    expect(screen.getByText('21–25 of 25')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Previous page' }))
    // Page 1 is the default: the URL drops it.
    await waitFor(() => expect(router.state.location.search).toBe(''))
    expect(await screen.findByRole('heading', { name: 'Many 00' })).toBeVisible()
  })

  const rowError = (line: number, { code, params, detail }: CodedRefusal) => ({
    line,
    message: detail,
    code,
    params,
  })

  it('says the rows’ problems in the dealer’s language', async () => {
    const refused: ApiInventoryCsvResult = {
      rows: 2,
      changes: [],
      unchanged: 0,
      errors: [
        rowError(2, refusal('csvUnknownId', { id: 'nope' })),
        rowError(3, refusal('csvAmbiguousName', { name: 'SOG', count: 2 })),
      ],
      applied: false,
    }
    const { user } = await open({
      language: 'pl',
      api: (api) => api.on('POST', `/inventory/dealer/${DEALER_ID}/csv/preview`, { body: refused }),
    })
    await item(carbine.name)
    await user.upload(
      screen.getByLabelText(dealerPortalPl.csv.choose),
      new File(['firearmId,stock,price,available\nnope,1,1,true\n'], 'stan.csv', {
        type: 'text/csv',
      }),
    )
    expect(await screen.findByText('Żadna broń nie ma identyfikatora „nope”.')).toBeVisible()
    expect(
      screen.getByText('Nazwę „SOG” nosi kilka egzemplarzy broni (2): podaj identyfikator.'),
    ).toBeVisible()
  })

  it('exports for the dealer’s spreadsheet and reads what a Polish spreadsheet saves', async () => {
    const exported = `\uFEFFfirearmId;name;stock;price;available\n${carbine.id};${carbine.name};1;10,5;tak\n`
    const { user, api } = await open({
      language: 'pl',
      api: (api) => {
        api.on('GET', `/inventory/dealer/${DEALER_ID}/csv`, {
          body: exported,
          headers: { 'content-type': 'text/csv; charset=utf-8' },
        })
        api.on('POST', `/inventory/dealer/${DEALER_ID}/csv/preview`, {
          body: { rows: 1, changes: [], unchanged: 1, errors: [], applied: false },
        })
      },
    })
    let saved: Blob | undefined
    URL.createObjectURL = (blob) => {
      saved = blob as Blob
      return 'blob:stock'
    }
    URL.revokeObjectURL = () => undefined
    await item(carbine.name)
    await user.click(screen.getByRole('button', { name: dealerPortalPl.csv.export }))
    await waitFor(() => expect(saved).toBeDefined())
    const call = api.calls.find((c) => c.path === `/inventory/dealer/${DEALER_ID}/csv`)
    expect(call?.query.get('lang')).toBe('pl')
    // Saved byte for byte: the mark that makes a spreadsheet read UTF-8 is kept.
    expect([...new Uint8Array(await saved!.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])

    // A plain "CSV" from a Polish spreadsheet is windows-1250: Ł is A3, ó F3, ź 9F.
    const polish = 'firearmId;name;stock;price;available\n;Łódź;1;1;tak\n'
    const bytes = Uint8Array.from(
      [...polish].map((c) => ({ Ł: 0xa3, ó: 0xf3, ź: 0x9f })[c] ?? c.charCodeAt(0)),
    )
    await user.upload(
      screen.getByLabelText(dealerPortalPl.csv.choose),
      new File([bytes], 'stany.csv', { type: 'text/csv' }),
    )
    await waitFor(() =>
      expect(api.calls.find((c) => c.path.endsWith('/csv/preview'))?.body).toEqual({
        csv: polish,
      }),
    )
  })

  it('counts a file’s rows in the dealer’s grammar', async () => {
    const { user } = await open({
      language: 'de',
      api: (api) =>
        api.on('POST', `/inventory/dealer/${DEALER_ID}/csv/preview`, {
          body: { rows: 1, changes: [], unchanged: 1, errors: [], applied: false },
        }),
    })
    await item(carbine.name)
    await user.upload(
      screen.getByLabelText('CSV-Datei zum Import'),
      new File([`firearmId;stock;price;available\n${carbine.id};1;1;ja\n`], 'bestand.csv'),
    )
    expect(
      await screen.findByText('1 Zeile: 0 zu ändern, 1 unverändert, 0 mit Fehlern'),
    ).toBeVisible()
  })

  it('previews a CSV import with its row errors and applies a clean one', async () => {
    const preview: ApiInventoryCsvResult = {
      rows: 2,
      changes: [
        {
          line: 2,
          firearmId: marksman.id,
          name: marksman.name,
          before: null,
          after: { stock: 4, price: 10, available: true },
        },
      ],
      unchanged: 0,
      // As the server words them: English, with the code and parameters the screen translates.
      errors: [
        rowError(3, refusal('csvUnknownId', { id: 'nope' })),
        rowError(4, refusal('csvValue', { column: 'stock', issue: 'tooSmall', message: 'x' })),
      ],
      applied: false,
    }
    const { user, api } = await open({
      api: (api) => {
        api.on('POST', `/inventory/dealer/${DEALER_ID}/csv/preview`, (call) => ({
          body: String((call.body as { csv: string }).csv).includes('nope')
            ? preview
            : { ...preview, errors: [] },
        }))
        api.on('POST', `/inventory/dealer/${DEALER_ID}/csv`, {
          body: { ...preview, errors: [], applied: true },
        })
      },
    })
    await item(carbine.name)
    const input = screen.getByLabelText('CSV file to import')
    const file = (text: string) => new File([text], 'stock.csv', { type: 'text/csv' })
    await user.upload(
      input,
      file(`firearmId,stock,price,available\n${marksman.id},4,10,true\nnope,1,1,true\n`),
    )
    expect(await screen.findByText('No firearm has the id “nope”.')).toBeVisible()
    expect(screen.getByText('stock: This number is too small.')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Apply 1 change' })).toBeDisabled()

    await user.upload(input, file(`firearmId,stock,price,available\n${marksman.id},4,10,true\n`))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Apply 1 change' })).toBeEnabled(),
    )
    expect(
      within(screen.getByRole('table', { name: 'Changes' })).getByText(marksman.name),
    ).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Apply 1 change' }))
    await expectToast('Stock imported: 1 firearm changed')
    expect(
      api.calls.filter((call) => call.method === 'POST' && call.path.endsWith('/csv')),
    ).toHaveLength(1)
  })
})
