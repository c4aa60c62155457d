import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { STORAGE_KEYS } from '@/lib/storage/keys'
import { renderApp } from '@/testing/render-app'
import { expectToast } from '@/testing/toast'
import { adminSession } from '@/testing/admin-session'

const storage = { [STORAGE_KEYS.adminSession]: adminSession }
type User = Awaited<ReturnType<typeof renderApp>>['user']

const imageFile = (bytes: number) =>
  new File([new Uint8Array(bytes)], 'a.png', { type: 'image/png' })

/** Pasting is one event where typing is one per character: the long texts go in faster. */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field)
  await user.paste(text)
}

async function fillRequired(user: User) {
  await fill(user, await screen.findByRole('textbox', { name: 'Firearm Name' }), '  SOG-X  ')
  await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Rifle')
  await user.selectOptions(screen.getByRole('combobox', { name: 'Caliber' }), '9mm')
  await user.selectOptions(screen.getByRole('combobox', { name: 'Barrel Length' }), '16"')
  await user.selectOptions(screen.getByRole('combobox', { name: 'System Type' }), 'Carbine')
  // Written as a Polish price list writes it: grouped, with a decimal comma.
  await user.type(screen.getByRole('textbox', { name: 'Price in PLN' }), '4 999,99')
  await user.type(screen.getByRole('textbox', { name: 'Price in EUR' }), '1150')
}

describe('add firearm', { timeout: 30_000 }, () => {
  it('requires the name, the four dropdowns and both prices before sending', async () => {
    const { user, api } = await renderApp('/admin/firearms/new', { storage })
    expect(await screen.findByRole('heading', { name: 'Add New Firearm' })).toBeVisible()
    expect(screen.getByRole('heading', { name: 'Firearm Information' })).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Create Firearm' }))

    expect(screen.getAllByText('This field is required.')).toHaveLength(7)
    const name = screen.getByRole('textbox', { name: 'Firearm Name' })
    expect(name).toBeInvalid()
    await waitFor(() => expect(name).toHaveFocus())
    expect(screen.getByRole('combobox', { name: 'Category' })).toBeInvalid()
    expect(screen.getByRole('textbox', { name: 'Price in EUR' })).toBeInvalid()
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false)

    await user.type(name, 'A')
    expect(name).toBeValid()
    expect(screen.getAllByText('This field is required.')).toHaveLength(6)
  })

  it('posts the whole firearm with a client id, a trimmed description and no empty images', async () => {
    const { user, api, router } = await renderApp('/admin/firearms/new', {
      storage,
      api: (api) =>
        api.on('POST', '/admin/firearms', (call) => ({
          status: 201,
          // The created firearm as an admin reads it (its own values are not read back here).
          body: { ...api.adminFirearm(api.firearms[0]!.id), id: (call.body as { id: string }).id },
        })),
    })
    await fillRequired(user)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Availability' }), 'Pre-Order')
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Product Status' }),
      'New Product (Nowość)',
    )
    await fill(user, screen.getByRole('textbox', { name: 'Product Description' }), '  Fresh.  ')
    await user.type(screen.getByRole('textbox', { name: 'Kolor' }), 'Czarny')
    await user.type(screen.getByRole('textbox', { name: 'Weight' }), '3 kg')
    await user.click(screen.getByRole('button', { name: '+ Add Gallery Image' }))
    await user.click(screen.getByRole('button', { name: '+ Add Gallery Image' }))
    await user.click(screen.getByRole('button', { name: '+ Add Gallery Image' }))
    const second = screen.getByRole('region', { name: 'Gallery image 2' })
    await fill(
      user,
      within(second).getByRole('textbox', { name: 'Gallery image 2 URL' }),
      'https://example.com/b.jpg',
    )
    const third = screen.getByRole('region', { name: 'Gallery image 3' })
    await fill(
      user,
      within(third).getByRole('textbox', { name: 'Gallery image 3 URL' }),
      'https://example.com/c.jpg',
    )
    expect(
      within(screen.getByRole('region', { name: 'Gallery image 1' })).getByText('No image'),
    ).toBeVisible()

    await user.click(screen.getByRole('button', { name: 'Create Firearm' }))

    await expectToast('Firearm created successfully!')
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/firearms'))
    const posts = api.calls.filter((call) => call.method === 'POST')
    expect(posts).toHaveLength(1)
    const body = posts[0]!.body as Record<string, unknown>
    expect(body.id).toMatch(/^sog-\d{13}-[a-z0-9]{5}$/)
    expect(body).toEqual({
      id: body.id,
      name: 'SOG-X',
      category: 'Rifle',
      caliber: '9mm',
      barrelLength: '16"',
      systemType: 'Carbine',
      pricePLN: 4999.99,
      priceEUR: 1150,
      price: null,
      availability: 'Pre-Order',
      isNew: true,
      // The server makes the first gallery image the main one (docs/product.md).
      imageUrl: '',
      images: ['https://example.com/b.jpg', 'https://example.com/c.jpg'],
      description: 'Fresh.',
      // No translations typed: each language reads English.
      descriptions: { pl: '', it: '', de: '', fr: '' },
      specifications: {
        pl: { kolor: 'Czarny' },
        en: { weight: '3 kg' },
        it: {},
        de: {},
        fr: {},
      },
    })
    expect(posts[0]!.token).toBe('admin-token')
  })

  it('shows the server detail, else "Failed to create firearm"', async () => {
    let reply = { status: 409, body: { detail: 'A firearm with id "x" already exists' } as object }
    const { user } = await renderApp('/admin/firearms/new', {
      storage,
      api: (api) => api.on('POST', '/admin/firearms', () => reply),
    })
    await fillRequired(user)
    await user.click(screen.getByRole('button', { name: 'Create Firearm' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A firearm with id "x" already exists',
    )
    reply = { status: 500, body: {} }
    await user.click(screen.getByRole('button', { name: 'Create Firearm' }))
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to create firearm'),
    )
  })

  it('reads an uploaded image into the preview and refuses files of 5 MB', async () => {
    const { user } = await renderApp('/admin/firearms/new', { storage })
    const upload = await screen.findByLabelText('Upload main image')
    expect(upload).toHaveAttribute('accept', 'image/*')
    expect(screen.getAllByText('Upload image (max 5MB, JPG/PNG)').length).toBeGreaterThan(0)

    await user.upload(upload, imageFile(5_242_880))
    await expectToast('Image size should be less than 5MB')
    expect(screen.queryByRole('img', { name: 'Main image preview' })).toBeNull()

    await user.upload(upload, imageFile(1024))
    const preview = await screen.findByRole('img', { name: 'Main image preview' })
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/)
    expect(screen.getByRole('textbox', { name: 'Or paste the main image URL' })).toHaveValue('')

    const main = screen.getByRole('group', { name: 'Main Image' })
    await user.click(within(main).getByRole('button', { name: 'Remove' }))
    expect(screen.queryByRole('img', { name: 'Main image preview' })).toBeNull()
  })

  it('counts the description live and caps it at 500 characters', async () => {
    const { user } = await renderApp('/admin/firearms/new', { storage })
    const description = await screen.findByRole('textbox', { name: 'Product Description' })
    expect(description).toHaveAttribute('rows', '4')
    expect(screen.getByText('0/500 characters')).toBeVisible()
    await user.type(description, 'Hello')
    expect(screen.getByText('5/500 characters')).toBeVisible()
    await user.click(description)
    await user.paste('x'.repeat(600))
    expect(description).toHaveValue(`Hello${'x'.repeat(495)}`)
    expect(screen.getByText('500/500 characters')).toBeVisible()
  })

  it('returns to the list on Cancel', async () => {
    const { user, router } = await renderApp('/admin/firearms/new', { storage })
    await user.click(await screen.findByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/firearms'))
  })
})
