import { refusal, type ApiFilterOption } from '@sog/contract'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { sampleFirearms } from '@/lib/api/sample-data'
import { STORAGE_KEYS } from '@/lib/storage/keys'
import { adminSession as admin } from '@/testing/admin-session'
import type { ApiDouble } from '@/testing/api-double'
import { renderApp } from '@/testing/render-app'
import { expectToast } from '@/testing/toast'
import { clickWhenEnabled } from '@/testing/when-enabled'

/** Rifle is used by two firearms, Pistol by one, Shotgun by none; no system types exist. */
function serve(api: ApiDouble, held: Promise<void>) {
  const [a, b, c] = sampleFirearms()
  const firearms = [
    { ...a!, category: 'Rifle', caliber: '9mm' },
    { ...b!, category: 'Rifle', caliber: '9mm' },
    { ...c!, category: 'Pistol', caliber: '9mm' },
  ]
  const V = '2026-01-05T10:00:00.000Z'
  const none = { pl: '', it: '', de: '', fr: '' }
  let options: ApiFilterOption[] = [
    { id: 1, name: 'Rifle', type: 'category', labels: { ...none, de: 'Gewehr' }, version: V },
    { id: 2, name: 'Pistol', type: 'category', labels: none, version: V },
    { id: 3, name: 'Shotgun', type: 'category', labels: none, version: V },
    { id: 4, name: '9mm', type: 'caliber', labels: none, version: V },
    { id: 5, name: '.308 Win', type: 'caliber', labels: none, version: V },
    { id: 6, name: '16"', type: 'barrelLength', labels: none, version: V },
  ]
  // The server's counts: the facets of an unfiltered page (docs/api.md, "Catalogue queries").
  const counts = (field: 'category' | 'caliber') =>
    [...new Set(firearms.map((f) => f[field]))].map((value) => ({
      value,
      count: firearms.filter((f) => f[field] === value).length,
    }))
  api.on('GET', '/admin/firearms', {
    body: {
      items: firearms.slice(0, 1),
      total: firearms.length,
      page: 1,
      pages: firearms.length,
      facets: {
        category: counts('category'),
        caliber: counts('caliber'),
        barrelLength: [],
        systemType: [],
        availability: [],
        price: null,
      },
    },
  })
  api.on('GET', '/admin/categories', () => ({ body: options }))
  api.on('POST', '/admin/categories', async (call) => {
    await held
    const created: ApiFilterOption = {
      id: 100 + options.length,
      labels: none,
      version: V,
      ...(call.body as Pick<ApiFilterOption, 'name' | 'type'>),
    }
    options = [...options, created]
    return { status: 201, body: created }
  })
  api.on('PUT', /^\/admin\/categories\/(\d+)$/, (call, [id]) => {
    const { name, labels } = call.body as Pick<ApiFilterOption, 'name' | 'labels'>
    options = options.map((o) => (o.id === Number(id) ? { ...o, name, labels } : o))
    return { body: options.find((o) => o.id === Number(id)) }
  })
  api.on('DELETE', /^\/admin\/categories\/(\d+)$/, (_call, [id]) => {
    options = options.filter((o) => o.id !== Number(id))
    return { body: { detail: 'Deleted' } }
  })
}

/** `held` delays the server's answer to an add, to see the screen while it waits. */
async function open(adjust?: (api: ApiDouble) => void, held = Promise.resolve()) {
  const app = await renderApp('/admin/categories', {
    storage: { [STORAGE_KEYS.adminSession]: admin },
    api: (api) => {
      serve(api, held)
      adjust?.(api)
    },
  })
  await screen.findByText('Rifle')
  return app
}

const loads = (api: ApiDouble, path: string) =>
  api.calls.filter((call) => call.method === 'GET' && call.path === path).length

const row = (name: string) => screen.getByText(name).closest('li') as HTMLElement

// Whole-app renders on a shared two-core machine: more time than the 5 s default.
describe('categories and filters management', { timeout: 30_000 }, () => {
  it('shows four tabs with counts, usage badges from the firearms and the Database badge', async () => {
    await open()
    expect(screen.getByRole('heading', { name: 'Categories and Filters Management' })).toBeVisible()
    expect(screen.getByRole('link', { name: /Back to Dashboard/ })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    )
    expect(screen.getByRole('tab', { name: 'Categories 3' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(screen.getByRole('tab', { name: 'Calibers 2' })).toBeVisible()
    expect(screen.getByRole('tab', { name: 'Barrel Lengths 1' })).toBeVisible()
    expect(screen.getByRole('tab', { name: 'System Types 0' })).toBeVisible()

    await waitFor(() => expect(within(row('Rifle')).getByText('2 firearm(s)')).toBeVisible())
    expect(within(row('Pistol')).getByText('1 firearm(s)')).toBeVisible()
    expect(within(row('Shotgun')).getByText('0 firearm(s)')).toBeVisible()
    expect(within(row('Shotgun')).getByText('Database')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Delete Rifle' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Delete Pistol' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Delete Shotgun' })).toBeEnabled()
    expect(screen.getByRole('heading', { name: 'Usage Guide' })).toBeVisible()
  })

  it('searches the current tab case-insensitively and shows the empty states', async () => {
    const { user } = await open()
    const search = screen.getByRole('searchbox', { name: 'Search categories' })
    await user.type(search, 'RI')
    expect(screen.getByText('Rifle')).toBeVisible()
    expect(screen.queryByText('Pistol')).not.toBeInTheDocument()
    expect(screen.queryByText('Shotgun')).not.toBeInTheDocument()

    await user.clear(search)
    await user.type(search, 'zzz')
    expect(screen.getByText('No categories found matching "zzz"')).toBeVisible()

    await user.clear(search)
    await user.click(screen.getByRole('tab', { name: 'System Types 0' }))
    expect(screen.getByText('No system types found. Add some using the form above.')).toBeVisible()

    await user.click(screen.getByRole('tab', { name: 'Calibers 2' }))
    expect(screen.getByText('.308 Win')).toBeVisible()
    expect(screen.queryByText('Rifle')).not.toBeInTheDocument()
  })

  it('adds a trimmed entry with Enter, reloads the list and confirms', async () => {
    const { user, api } = await open()
    const input = screen.getByRole('textbox', { name: 'New category' })
    expect(input).toHaveAttribute('placeholder', 'New category...')
    const add = screen.getByRole('button', { name: 'Add' })
    expect(add).toBeDisabled()
    await user.type(input, '   ')
    expect(add).toBeDisabled()
    expect(loads(api, '/admin/categories')).toBe(1)

    await user.type(input, 'Tactical  {Enter}')
    await expectToast(
      'Successfully added "Tactical" to category! It will now be available when adding/editing firearms.',
    )
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({
        path: '/admin/categories',
        body: { name: 'Tactical', type: 'category' },
        token: 'admin-token',
      }),
    ])
    expect(loads(api, '/admin/categories')).toBe(2)
    expect(await screen.findByText('Tactical')).toBeVisible()
    expect(screen.getByRole('tab', { name: 'Categories 4' })).toBeVisible()
    expect(input).toHaveValue('')
  })

  it('adds to the current tab with the Add button, disabling the controls meanwhile', async () => {
    let release = () => {}
    const { user, api } = await open(undefined, new Promise((resolve) => (release = resolve)))
    await user.click(screen.getByRole('tab', { name: 'Barrel Lengths 1' }))
    await user.type(screen.getByRole('textbox', { name: 'New barrel length' }), '14.5"')
    await user.click(screen.getByRole('button', { name: 'Add' }))
    expect(screen.getByRole('textbox', { name: 'New barrel length' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Edit 16"' })).toBeDisabled()
    release()
    expect(await screen.findByText('14.5"')).toBeVisible()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit 16"' })).toBeEnabled())
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: '14.5"',
      type: 'barrelLength',
    })
  })

  it('renames inline: focused input, Escape cancels, Enter saves and reloads', async () => {
    const { user, api } = await open()
    await user.click(screen.getByRole('button', { name: 'Edit Pistol' }))
    const input = screen.getByRole('textbox', { name: 'New name for Pistol' })
    expect(input).toHaveFocus()
    expect(input).toHaveValue('Pistol')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('textbox', { name: 'New name for Pistol' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Edit Pistol' }))
    await user.click(screen.getByRole('button', { name: 'Edit Rifle' }))
    expect(screen.getAllByRole('textbox', { name: /^New name for/ })).toHaveLength(1)
    await user.clear(screen.getByRole('textbox', { name: 'New name for Rifle' }))
    await user.keyboard('{Enter}')
    expect(screen.getByRole('textbox', { name: 'New name for Rifle' })).toBeVisible()
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false)

    await user.keyboard(' Long Gun {Enter}')
    await expectToast('Successfully updated "Rifle" to "Long Gun"!')
    expect(api.calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/admin/categories/1',
      body: { name: 'Long Gun' },
    })
    expect(loads(api, '/admin/categories')).toBe(2)
    // Renames reach the firearms on the server, so their counts are fetched again.
    expect(loads(api, '/admin/firearms')).toBe(2)
    // Never the whole catalogue.
    expect(loads(api, '/firearms')).toBe(0)
    expect(await screen.findByText('Long Gun')).toBeVisible()
    expect(screen.queryByRole('textbox', { name: /^New name for/ })).not.toBeInTheDocument()
  })

  it('asks before another row’s Edit drops a typed rename, as leaving the screen does', async () => {
    const { user, api } = await open()
    await user.click(screen.getByRole('button', { name: 'Edit Pistol' }))
    await user.clear(screen.getByRole('textbox', { name: 'New name for Pistol' }))
    await user.type(screen.getByRole('textbox', { name: 'New name for Pistol' }), 'Handgun')
    await user.click(screen.getByRole('button', { name: 'Edit Shotgun' }))

    const ask = await screen.findByRole('alertdialog', { name: 'Leave without saving?' })
    expect(ask).toHaveTextContent(
      'This form has changes that are not saved yet. If you leave now, they are lost.',
    )
    await user.click(within(ask).getByRole('button', { name: 'Stay on this form' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(screen.getByRole('textbox', { name: 'New name for Pistol' })).toHaveValue('Handgun')
    expect(screen.queryByRole('textbox', { name: 'New name for Shotgun' })).toBeNull()

    // A translation typed counts as much as the name.
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    await user.click(screen.getByRole('button', { name: 'Edit Pistol' }))
    await user.type(screen.getByRole('textbox', { name: 'Name (Deutsch)' }), 'Pistole')
    await user.click(screen.getByRole('button', { name: 'Edit Shotgun' }))
    const again = await screen.findByRole('alertdialog', { name: 'Leave without saving?' })
    await user.click(within(again).getByRole('button', { name: 'Leave without saving' }))
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'New name for Shotgun' })).toHaveValue('Shotgun'),
    )
    expect(screen.getAllByRole('textbox', { name: /^New name for/ })).toHaveLength(1)
    expect(row('Pistol')).not.toHaveTextContent('Pistole')
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false)
  })

  it('asks before another tab drops a typed rename', async () => {
    const { user } = await open()
    await user.click(screen.getByRole('button', { name: 'Edit Rifle' }))
    await user.type(screen.getByRole('textbox', { name: 'New name for Rifle' }), ' Mk2')
    await user.click(screen.getByRole('tab', { name: 'Calibers 2' }))

    const ask = await screen.findByRole('alertdialog', { name: 'Leave without saving?' })
    await user.click(within(ask).getByRole('button', { name: 'Stay on this form' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(screen.getByRole('tab', { name: 'Categories 3' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(screen.getByRole('textbox', { name: 'New name for Rifle' })).toHaveValue('Rifle Mk2')

    await user.click(screen.getByRole('tab', { name: 'Calibers 2' }))
    const again = await screen.findByRole('alertdialog', { name: 'Leave without saving?' })
    await user.click(within(again).getByRole('button', { name: 'Leave without saving' }))
    await waitFor(() => expect(screen.getByText('.308 Win')).toBeVisible())
    await user.click(screen.getByRole('tab', { name: 'Categories 3' }))
    expect(await screen.findByText('Rifle')).toBeVisible()
    expect(screen.queryByRole('textbox', { name: /^New name for/ })).toBeNull()
  })

  it('keeps the row being renamed in view while a search hides the others', async () => {
    const { user } = await open()
    await user.click(screen.getByRole('button', { name: 'Edit Pistol' }))
    await user.type(screen.getByRole('textbox', { name: 'New name for Pistol' }), ' 2')
    await user.type(screen.getByRole('searchbox', { name: 'Search categories' }), 'rif')
    expect(screen.getByText('Rifle')).toBeVisible()
    expect(screen.queryByText('Shotgun')).not.toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'New name for Pistol' })).toHaveValue('Pistol 2')
  })

  it('edits the names visitors of the other languages read, beside the English one', async () => {
    const { user, api } = await open()
    expect(within(row('Rifle')).getByText('Gewehr')).toHaveAttribute('lang', 'de')
    await user.click(screen.getByRole('button', { name: 'Edit Rifle' }))
    const polish = screen.getByRole('textbox', { name: 'Name (Polski)' })
    expect(polish).toHaveAttribute('lang', 'pl')
    expect(screen.getByRole('textbox', { name: 'Name (Deutsch)' })).toHaveValue('Gewehr')
    await user.type(polish, ' Karabin ')
    await user.clear(screen.getByRole('textbox', { name: 'Name (Deutsch)' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await expectToast('Saved the names of "Rifle" in the other languages.')
    expect(api.calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/admin/categories/1',
      body: { name: 'Rifle', labels: { pl: 'Karabin', it: '', de: '', fr: '' } },
    })
    expect(await within(row('Rifle')).findByText('Karabin')).toHaveAttribute('lang', 'pl')
    expect(screen.queryByText('Gewehr')).not.toBeInTheDocument()
  })

  it("overwrites a rename saved meanwhile with only this admin's changes", async () => {
    const later = '2026-01-06T10:00:00.000Z'
    const { user, api } = await open((api) =>
      api.on('PUT', '/admin/categories/1', (call) => {
        const sent = call.body as ApiFilterOption
        if (sent.version === later) return { body: { ...sent, id: 1, type: 'category' } }
        // Another admin gave Rifle its Polish name meanwhile.
        const labels = { pl: 'Karabin', it: '', de: 'Gewehr', fr: '' }
        const current = { id: 1, name: 'Rifle', type: 'category', labels, version: later }
        return { status: 409, body: { detail: 'Changed meanwhile', current } }
      }),
    )
    await user.click(screen.getByRole('button', { name: 'Edit Rifle' }))
    await user.clear(screen.getByRole('textbox', { name: 'New name for Rifle' }))
    await user.type(screen.getByRole('textbox', { name: 'New name for Rifle' }), 'Long Gun')
    await user.clear(screen.getByRole('textbox', { name: 'Name (Deutsch)' }))
    await user.type(screen.getByRole('textbox', { name: 'Name (Deutsch)' }), 'Langwaffe')
    await user.click(screen.getByRole('button', { name: 'Save' }))

    const dialog = await screen.findByRole('alertdialog', { name: 'Changed by someone else' })
    const listed = (heading: string) =>
      within(within(dialog).getByText(heading).parentElement as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    expect(listed('Changed by them (kept when you overwrite):')).toEqual(['Name (Polski)'])
    expect(listed('Changed by you:')).toEqual(['Name', 'Name (Deutsch)'])
    await user.click(within(dialog).getByRole('button', { name: 'Overwrite with mine' }))

    await expectToast('Successfully updated "Rifle" to "Long Gun"!')
    const puts = api.calls.filter((call) => call.method === 'PUT')
    expect(puts.map((call) => call.body)).toEqual([
      {
        name: 'Long Gun',
        labels: { pl: '', it: '', de: 'Langwaffe', fr: '' },
        version: '2026-01-05T10:00:00.000Z',
      },
      {
        name: 'Long Gun',
        labels: { pl: 'Karabin', it: '', de: 'Langwaffe', fr: '' },
        version: later,
      },
    ])
  })

  it('saves nothing when neither the name nor a translation changed', async () => {
    const { user, api } = await open()
    await user.click(screen.getByRole('button', { name: 'Edit Pistol' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: /^New name for/ })).not.toBeInTheDocument(),
    )
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false)
  })

  it('deletes an unused entry after confirmation and keeps it when cancelled', async () => {
    const { user, api } = await open()
    await user.click(screen.getByRole('button', { name: 'Delete Shotgun' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog).toHaveTextContent('Are you sure you want to delete "Shotgun"?')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false)

    await user.click(screen.getByRole('button', { name: 'Delete Shotgun' }))
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    )
    await expectToast('Successfully deleted "Shotgun"!')
    expect(api.calls.find((call) => call.method === 'DELETE')?.path).toBe('/admin/categories/3')
    await waitFor(() => expect(screen.queryByText('Shotgun')).not.toBeInTheDocument())
    expect(loads(api, '/admin/categories')).toBe(2)
  })

  it("says the server's refusal in the admin's language, by its code", async () => {
    const { user } = await renderApp('/admin/categories', {
      storage: { [STORAGE_KEYS.adminSession]: admin, [STORAGE_KEYS.language]: 'de' },
      api: (api) => {
        serve(api, Promise.resolve())
        const { detail, ...coded } = refusal('optionInUse', { name: 'Shotgun', count: 2 })
        api.on('DELETE', /^\/admin\/categories\/\d+$/, { status: 409, body: { detail, ...coded } })
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Shotgun löschen' }))
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Löschen' }),
    )
    await expectToast(
      '„Shotgun“ kann nicht gelöscht werden: 2 Waffen verwenden es. Weisen Sie ihnen zuerst eine andere Option zu.',
    )
  })

  it("shows the server's detail, else the spec's fallback", async () => {
    const inUse =
      'Cannot delete "Shotgun" because it is used by 1 firearm(s). Please reassign those firearms to different categories first.'
    const { user } = await open((api) => {
      api.on('POST', '/admin/categories', {
        status: 409,
        body: { detail: '"Rifle" already exists as a category' },
      })
      api.on('PUT', /^\/admin\/categories\/\d+$/, { status: 500, body: {} })
      api.on('DELETE', /^\/admin\/categories\/\d+$/, { status: 409, body: { detail: inUse } })
    })
    await user.type(screen.getByRole('textbox', { name: 'New category' }), 'Rifle{Enter}')
    await expectToast('"Rifle" already exists as a category')
    expect(screen.getByRole('textbox', { name: 'New category' })).toHaveValue('Rifle')

    await clickWhenEnabled(user, () => screen.getByRole('button', { name: 'Edit Pistol' }))
    await user.keyboard('s{Enter}')
    await expectToast('Failed to update category')
    expect(screen.getByRole('textbox', { name: 'New name for Pistol' })).toHaveValue('Pistols')
    await clickWhenEnabled(user, () => screen.getByRole('button', { name: 'Cancel' }))

    await user.click(screen.getByRole('button', { name: 'Delete Shotgun' }))
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    )
    await expectToast(inUse)
  })

  it('names the types in the chosen language', async () => {
    await renderApp('/admin/categories', {
      storage: { [STORAGE_KEYS.adminSession]: admin },
      language: 'pl',
      api: (api) => serve(api, Promise.resolve()),
    })
    expect(await screen.findByRole('tab', { name: 'Długości lufy 1' })).toBeVisible()
    expect(screen.getByRole('textbox', { name: 'Nowy wpis (kategoria)' })).toBeVisible()
    await waitFor(() => expect(within(row('Rifle')).getByText('2 sztuki broni')).toBeVisible())
    expect(within(row('Shotgun')).getByText('0 sztuk broni')).toBeVisible()
  })

  it('says when the list cannot be loaded', async () => {
    await renderApp('/admin/categories', {
      storage: { [STORAGE_KEYS.adminSession]: admin },
      api: (api) => api.on('GET', '/admin/categories', { status: 500, body: {} }),
    })
    expect(await screen.findByText('Failed to load categories')).toBeVisible()
  })
})
