import type { ApiFirearm } from '@sog/contract'
import { SAMPLE_DESCRIPTIONS } from '@sog/samples'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { STORAGE_KEYS } from '@/lib/storage/keys'
import { renderApp } from '@/testing/render-app'
import { expectToast } from '@/testing/toast'
import { adminSession } from '@/testing/admin-session'

const storage = { [STORAGE_KEYS.adminSession]: adminSession }
const ID = 'sog-1700000000001-cb16a'
const URL = `/admin/firearms/${ID}/edit`
const PUT_PATH = `/admin/firearms/${ID}`

type Reply = { status: number; body: unknown }

describe('edit firearm', { timeout: 30_000 }, () => {
  it('shows "Loading firearm..." until the firearm arrives', async () => {
    let release: () => void = () => {}
    await renderApp(URL, {
      storage,
      api: (api) =>
        api.on(
          'GET',
          `/admin/firearms/${ID}`,
          () =>
            new Promise<Reply>(
              (resolve) => (release = () => resolve({ status: 200, body: api.adminFirearm(ID) })),
            ),
        ),
    })
    expect(await screen.findByText('Loading firearm...')).toBeVisible()
    expect(screen.getByRole('heading', { name: 'Edit Firearm' })).toBeVisible()
    release()
    expect(await screen.findByRole('textbox', { name: 'Firearm Name' })).toHaveValue(
      'SOG-15 Carbine',
    )
    expect(screen.queryByText('Loading firearm...')).toBeNull()
  })

  it('keeps the Polish specification labels in every language', async () => {
    await renderApp(URL, { storage, language: 'de' })
    expect(await screen.findByRole('heading', { name: 'Waffe bearbeiten' })).toBeVisible()
    expect(screen.getByRole('textbox', { name: 'Dźwignia Przeładowania' })).toBeVisible()
    expect(screen.getByRole('textbox', { name: 'Spanngriff' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Waffe aktualisieren' })).toBeVisible()
  })

  it('says "Failed to load firearm" when the read fails', async () => {
    await renderApp(URL, {
      storage,
      api: (api) => api.on('GET', `/admin/firearms/${ID}`, { status: 500, body: {} }),
    })
    expect(await screen.findByText('Failed to load firearm')).toBeVisible()
  })

  it('saves the whole firearm without empty images and with a trimmed description', async () => {
    const { user, api, router } = await renderApp(URL, {
      storage,
      api: (api) => {
        Object.assign(api.firearms[0]!, {
          imageUrl: null,
          images: ['/media/one.jpg', '/media/two.jpg'],
        })
        api.on('PUT', PUT_PATH, () => ({ body: api.adminFirearm(ID) }))
      },
    })
    const name = await screen.findByRole('textbox', { name: 'Firearm Name' })
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Rifle')
    expect(screen.getByRole('textbox', { name: 'Price in PLN' })).toHaveValue('8990')
    expect(screen.getByText('Price for Polish market')).toBeVisible()
    expect(screen.getByText('Price for European market')).toBeVisible()
    expect(screen.getByRole('textbox', { name: 'Lufa' })).toHaveValue(
      '16" CrMoV, skok 1:7, azotowana',
    )
    expect(screen.getByRole('textbox', { name: 'Barrel' })).toHaveValue(
      '16" CrMoV, 1:7 twist, nitrided',
    )

    await user.clear(name)
    await user.type(name, 'SOG-15 Carbine II')
    const description = screen.getByRole('textbox', { name: 'Product Description' })
    await user.clear(description)
    await user.type(description, '   New text.   ')
    const first = screen.getByRole('region', { name: 'Gallery image 1' })
    await user.click(within(first).getByRole('button', { name: 'Clear image' }))
    expect(within(first).getByText('No image')).toBeVisible()
    await user.click(screen.getByRole('button', { name: '+ Add Gallery Image' }))
    await user.click(screen.getByRole('button', { name: 'Update Firearm' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/firearms'))
    await expectToast('Firearm updated successfully!')
    const puts = api.calls.filter((call) => call.method === 'PUT')
    expect(puts).toHaveLength(1)
    expect(puts[0]!.path).toBe(PUT_PATH)
    expect(puts[0]!.body).toMatchObject({
      id: ID,
      name: 'SOG-15 Carbine II',
      category: 'Rifle',
      pricePLN: 8990,
      priceEUR: 2090,
      price: 2250,
      availability: 'In Stock',
      imageUrl: '',
      images: ['/media/two.jpg'],
      description: 'New text.',
    })
    const body = puts[0]!.body as ApiFirearm
    expect(body.specifications.en.weight).toBe('2.9 kg')
    expect(body).not.toHaveProperty('imageSet')
  })

  it('edits the description and the specifications in the other languages', async () => {
    const { user, api, router } = await renderApp(URL, {
      storage,
      api: (api) => api.on('PUT', PUT_PATH, () => ({ body: api.adminFirearm(ID) })),
    })
    const polish = await screen.findByRole('textbox', { name: 'Product Description (Polski)' })
    expect((polish as HTMLTextAreaElement).value).toMatch(/^Nasz podstawowy karabinek/)
    expect(polish).toHaveAttribute('lang', 'pl')
    await user.clear(screen.getByRole('textbox', { name: 'Product Description (Deutsch)' }))
    await user.type(
      screen.getByRole('textbox', { name: 'Product Description (Deutsch)' }),
      ' Ein Karabiner. ',
    )
    await user.clear(screen.getByRole('textbox', { name: 'Barrel (Deutsch)' }))
    await user.type(screen.getByRole('textbox', { name: 'Barrel (Deutsch)' }), '16" Drall 1:7')
    await user.click(screen.getByRole('button', { name: 'Update Firearm' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/firearms'))
    const body = api.calls.find((call) => call.method === 'PUT')?.body as {
      descriptions: Record<string, string>
      specifications: Record<string, Record<string, string>>
    }
    expect(body.descriptions).toMatchObject({ de: 'Ein Karabiner.' })
    expect(body.descriptions.pl).toMatch(/^Nasz podstawowy karabinek/)
    // One German row changed; the other rows and languages go back as they were.
    const sample = api.firearms[0]!.specifications
    expect(body.specifications.de).toEqual({ ...sample.de, barrel: '16" Drall 1:7' })
    expect(body.specifications.it).toEqual(sample.it)
  })

  it("overwrites with only this admin's changes, keeping the other admin's, and names the fields", async () => {
    const later = '2026-03-01T10:00:00.000Z'
    const { user, api, router } = await renderApp(URL, {
      storage,
      api: (api) =>
        api.on('PUT', PUT_PATH, (call) => {
          const sent = call.body as ApiFirearm
          if (sent.version === later) return { body: api.adminFirearm(ID) }
          // Admin A saved meanwhile: a new name, German texts and a euro price.
          const opened = api.firearms[0]!
          const descriptions = { pl: '', it: '', de: '', fr: '', ...SAMPLE_DESCRIPTIONS[ID] }
          const current = {
            ...opened,
            name: 'SOG-15 Carbine Gen 2',
            priceEUR: 2190,
            specifications: {
              ...opened.specifications,
              de: { ...opened.specifications.de, barrel: '16" Drall 1:7' },
            },
            descriptions: { ...descriptions, de: 'Ein Karabiner.' },
            version: later,
          }
          return {
            status: 409,
            body: { detail: 'Someone else changed this record since you opened it', current },
          }
        }),
    })
    // Admin B, on the version opened before A's save: prices and availability only.
    const pln = await screen.findByRole('textbox', { name: 'Price in PLN' })
    await user.clear(pln)
    await user.type(pln, '9490')
    const eur = screen.getByRole('textbox', { name: 'Price in EUR' })
    await user.clear(eur)
    await user.type(eur, '2150')
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Availability' }),
      'Limited Stock',
    )
    await user.click(screen.getByRole('button', { name: 'Update Firearm' }))

    const dialog = await screen.findByRole('alertdialog', { name: 'Changed by someone else' })
    const group = (heading: string) =>
      within(dialog).getByText(heading).parentElement as HTMLElement
    const listed = (heading: string) =>
      within(group(heading))
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    expect(listed('Changed by them (kept when you overwrite):')).toEqual([
      'Firearm Name',
      'Product Description (Deutsch)',
      'Barrel (Deutsch)',
    ])
    expect(listed('Changed by you:')).toEqual(['Price in PLN', 'Availability'])
    expect(listed('Changed by both of you (yours is saved when you overwrite):')).toEqual([
      'Price in EUR',
    ])
    await user.click(within(dialog).getByRole('button', { name: 'Overwrite with mine' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/firearms'))
    await expectToast('Firearm updated successfully!')
    const puts = api.calls.filter((call) => call.method === 'PUT')
    expect(puts.map((call) => (call.body as ApiFirearm).version)).toEqual([
      api.firearms[0]!.version,
      later,
    ])
    const sent = puts[1]!.body as ApiFirearm & { descriptions: Record<string, string> }
    expect(sent).toMatchObject({
      name: 'SOG-15 Carbine Gen 2',
      pricePLN: 9490,
      priceEUR: 2150,
      availability: 'Limited Stock',
      category: 'Rifle',
    })
    expect(sent.specifications.de).toEqual({
      ...api.firearms[0]!.specifications.de,
      barrel: '16" Drall 1:7',
    })
    expect(sent.specifications.en.weight).toBe('2.9 kg')
    expect(sent.descriptions.de).toBe('Ein Karabiner.')
    expect(sent.descriptions.pl).toMatch(/^Nasz podstawowy karabinek/)
  })

  it('opens a firearm with only the legacy price at PLN 4 × and EUR 0.85 × that price', async () => {
    const { user, api, router } = await renderApp(URL, {
      storage,
      api: (api) => {
        Object.assign(api.firearms[0]!, { pricePLN: null, priceEUR: null, price: 1000 })
        api.on('PUT', PUT_PATH, () => ({ body: api.adminFirearm(ID) }))
      },
    })
    expect(await screen.findByRole('textbox', { name: 'Price in PLN' })).toHaveValue('4000')
    expect(screen.getByRole('textbox', { name: 'Price in EUR' })).toHaveValue('850')
    await user.click(screen.getByRole('button', { name: 'Update Firearm' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/firearms'))
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      pricePLN: 4000,
      priceEUR: 850,
      price: 1000,
    })
  })

  it('keeps a value the option lists no longer have selectable', async () => {
    await renderApp(URL, {
      storage,
      api: (api) =>
        api.on('GET', `/admin/firearms/${ID}`, {
          body: { ...api.adminFirearm(ID), category: 'Sniper', availability: 'Pre-order' },
          // Stored before the five values were enforced: the contract has no 'Pre-order'.
          outsideContract: true,
        }),
    })
    const category = await screen.findByRole('combobox', { name: 'Category' })
    expect(category).toHaveValue('Sniper')
    expect(within(category).getByRole('option', { name: 'Pistol' })).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Availability' })).toHaveValue('Pre-Order')
  })

  it('disables everything and reads "Updating Firearm..." while saving', async () => {
    let finish: () => void = () => {}
    const { user, router } = await renderApp(URL, {
      storage,
      api: (api) =>
        api.on(
          'PUT',
          PUT_PATH,
          () =>
            new Promise<Reply>(
              (resolve) => (finish = () => resolve({ status: 200, body: api.adminFirearm(ID) })),
            ),
        ),
    })
    await user.click(await screen.findByRole('button', { name: 'Update Firearm' }))
    expect(await screen.findByRole('button', { name: 'Updating Firearm...' })).toBeDisabled()
    expect(screen.getByRole('textbox', { name: 'Firearm Name' })).toBeDisabled()
    expect(screen.getByRole('combobox', { name: 'Caliber' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled()
    expect(screen.getByRole('button', { name: '+ Add Gallery Image' })).toBeDisabled()
    expect(screen.getByText('Saving firearm and uploading images...')).toBeVisible()
    finish()
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/firearms'))
    await expectToast('Firearm updated successfully!')
  })

  it('keeps the error banner after a failed save until the next save', async () => {
    let reply: Reply = { status: 500, body: { detail: 'Database unavailable' } }
    const { user, router } = await renderApp(URL, {
      storage,
      api: (api) => api.on('PUT', PUT_PATH, () => reply),
    })
    const update = await screen.findByRole('button', { name: 'Update Firearm' })
    await user.click(update)
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable')
    await waitFor(() => expect(update).toBeEnabled())
    await user.type(screen.getByRole('textbox', { name: 'Firearm Name' }), ' 2')
    expect(screen.getByRole('alert')).toHaveTextContent('Database unavailable')

    reply = { status: 500, body: {} }
    await user.click(update)
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to update firearm'),
    )
    expect(router.state.location.pathname).toBe(URL)
  })

  it('refuses gallery files of 5 MB on the edit form too, and sends smaller ones inline', async () => {
    const { user, api, router } = await renderApp(URL, {
      storage,
      api: (api) => api.on('PUT', PUT_PATH, () => ({ body: api.adminFirearm(ID) })),
    })
    await user.click(await screen.findByRole('button', { name: '+ Add Gallery Image' }))
    const first = screen.getByRole('region', { name: 'Gallery image 1' })
    const upload = within(first).getByLabelText('Upload gallery image 1')
    const big = new File([new Uint8Array(5_242_880)], 'a.png', { type: 'image/png' })
    await user.upload(upload, big)
    await expectToast('Image size should be less than 5MB')
    expect(within(first).getByText('No image')).toBeVisible()

    await user.upload(upload, new File([new Uint8Array(64)], 'b.png', { type: 'image/png' }))
    await within(first).findByRole('img', { name: 'Gallery image 1' })
    await user.click(screen.getByRole('button', { name: 'Update Firearm' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/firearms'))
    const body = api.calls.find((call) => call.method === 'PUT')?.body as ApiFirearm
    expect(body.images).toEqual([expect.stringMatching(/^data:image\/png;base64,/)])
  })
})
