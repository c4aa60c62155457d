import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import type { ApiCall } from '@/testing/api-double'
import { renderApp } from '@/testing/render-app'
import { expectToast } from '@/testing/toast'
import { asAdmin, DEALERS, dealersPage } from '@/testing/admin-dealers/dealers'

type User = Awaited<ReturnType<typeof renderApp>>['user']

const field = (label: RegExp) => within(screen.getByRole('main')).getByLabelText(label)
const createButton = () => screen.getByRole('button', { name: 'Create Dealer' })

/** Pastes instead of typing key by key: the form has many fields and the subject is the form. */
async function fill(user: User, label: RegExp, text: string) {
  await user.clear(field(label))
  await user.click(field(label))
  await user.paste(text)
}

async function fillRequired(user: User, password = 'secret-1') {
  await fill(user, /^Dealer Name/, '  Jagd Müller ')
  await fill(user, /^Email/, 'jagd@mueller.de')
  await fill(user, /^City/, 'Munich')
  await user.selectOptions(field(/^Country/), 'Germany')
  await fill(user, /^Username/, 'mueller')
  await fill(user, /^Password/, password)
}

const posts = (calls: ApiCall[]) =>
  calls.filter((c) => c.method === 'POST' && c.path === '/admin/dealers')

describe('create dealer', { timeout: 15_000 }, () => {
  it('requires name, e-mail, city, country, username and password', async () => {
    const { user, api } = await renderApp('/admin/dealers/new', { storage: asAdmin })
    expect(await screen.findByRole('heading', { name: 'Add New Dealer' })).toBeVisible()
    await user.click(createButton())
    // The contract's parse runs asynchronously, like the browser's next frame.
    await waitFor(() => expect(field(/^City/)).toBeInvalid())
    for (const label of [/^Dealer Name/, /^Email/, /^City/, /^Country/, /^Username/, /^Password/]) {
      expect(field(label)).toHaveAccessibleErrorMessage('This field is required.')
    }
    expect(field(/^Phone/)).not.toHaveAttribute('aria-invalid', 'true')
    await waitFor(() => expect(field(/^Dealer Name/)).toHaveFocus())
    expect(posts(api.calls)).toHaveLength(0)
  })

  it('refuses a password shorter than 6 characters', async () => {
    const { user, api } = await renderApp('/admin/dealers/new', { storage: asAdmin })
    await fillRequired(user, '12345')
    await user.click(createButton())
    // The form's check is asynchronous (the contract's schema): wait for its message.
    await waitFor(() =>
      expect(field(/^Password/)).toHaveAccessibleErrorMessage(
        'Password must be at least 6 characters long.',
      ),
    )
    expect(posts(api.calls)).toHaveLength(0)
  })

  it('asks for both coordinates or neither, beside the longitude', async () => {
    const { user, api } = await renderApp('/admin/dealers/new', { storage: asAdmin })
    await fillRequired(user)
    await fill(user, /^Latitude/, '52.4')
    await user.click(createButton())
    await waitFor(() =>
      expect(field(/^Longitude/)).toHaveAccessibleErrorMessage(
        'Enter both latitude and longitude, or neither.',
      ),
    )
    expect(posts(api.calls)).toHaveLength(0)
  })

  it('sends the dealer with a specialties list and numbers, then returns to the list', async () => {
    const { user, api, router } = await renderApp('/admin/dealers/new', {
      storage: asAdmin,
      api: (double) => {
        double.on('POST', '/admin/dealers', { status: 201, body: DEALERS[0] })
        double.on('GET', '/admin/dealers', (call) => ({ body: dealersPage(DEALERS, call.query) }))
      },
    })
    expect(field(/^Rating/)).toHaveValue('5')
    expect(field(/^Established/)).toHaveValue(new Date().getFullYear())
    expect(screen.queryByRole('checkbox')).toBeNull()

    await fillRequired(user)
    await fill(user, /^Phone/, '+49 89 1234')
    await fill(user, /^Specialties/, ' Hunting, , Optics ,Rifles,')
    await fill(user, /^Rating/, '4.5')
    await fill(user, /^Established/, '2001')
    await fill(user, /^Latitude/, '48.1374')
    await fill(user, /^Longitude/, '11.5755')
    await user.click(createButton())

    await expectToast('Dealer created successfully')
    expect(posts(api.calls).map((c) => c.body)).toEqual([
      {
        name: 'Jagd Müller',
        email: 'jagd@mueller.de',
        phone: '+49 89 1234',
        address: '',
        city: 'Munich',
        country: 'DE',
        website: '',
        hours: '',
        specialties: ['Hunting', 'Optics', 'Rifles'],
        rating: 4.5,
        established: 2001,
        latitude: 48.1374,
        longitude: 11.5755,
        username: 'mueller',
        password: 'secret-1',
      },
    ])
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dealers'))
  })

  it("sends an emptied rating as the default and shows the server's field errors beside them", async () => {
    const { user, api } = await renderApp('/admin/dealers/new', {
      storage: asAdmin,
      api: (double) =>
        double.on('POST', '/admin/dealers', {
          status: 400,
          body: {
            detail: 'city must be at most 200 characters',
            errors: [
              { field: 'city', code: 'tooLong', message: 'city must be at most 200 characters' },
              { field: 'website', code: 'format', message: 'website must be an http(s) address' },
            ],
          },
        }),
    })
    await fillRequired(user)
    await user.clear(field(/^Rating/))
    await user.click(createButton())
    expect(await screen.findByRole('alert')).toHaveTextContent('2 fields need your attention')
    expect(posts(api.calls)[0]).toMatchObject({ body: { rating: 5 } })
    expect(field(/^City/)).toHaveAccessibleErrorMessage('This is too long.')
    expect(field(/^Website/)).toHaveAccessibleErrorMessage('This is not in a valid format.')
    await waitFor(() => expect(field(/^City/)).toHaveFocus())
    expect(field(/^Dealer Name/)).toHaveValue('  Jagd Müller ')
  })

  it("asks before leaving with unsaved changes, in the visitor's language, and on closing the tab", async () => {
    const { user, router } = await renderApp('/admin/dealers/new', { storage: asAdmin })
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true })
      window.dispatchEvent(event)
      return event.defaultPrevented
    }
    expect(unload()).toBe(false)
    await fill(user, /^Dealer Name/, 'Jagd Müller')
    expect(unload()).toBe(true)

    await user.click(screen.getByRole('link', { name: /Back to Dealers/ }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' })
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this form' }))
    expect(router.state.location.pathname).toBe('/admin/dealers/new')
    expect(field(/^Dealer Name/)).toHaveValue('Jagd Müller')

    await user.click(screen.getByRole('link', { name: /Back to Dealers/ }))
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Leave without saving',
      }),
    )
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dealers'))
    await waitFor(() => expect(unload()).toBe(false))
  })

  it('a 401 asks to sign in again, not about unsaved changes; giving up goes to the login', async () => {
    const { user, router } = await renderApp('/admin/dealers/new', {
      storage: asAdmin,
      api: (double) =>
        double.on('POST', '/admin/dealers', { status: 401, body: { detail: 'Not signed in' } }),
    })
    await fillRequired(user)
    await user.click(createButton())
    const signIn = await screen.findByRole('alertdialog', { name: 'Your session has ended' })
    await user.click(within(signIn).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'))
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('falls back to "Failed to create dealer"', async () => {
    const { user } = await renderApp('/admin/dealers/new', {
      storage: asAdmin,
      api: (double) => double.on('POST', '/admin/dealers', { status: 500 }),
    })
    await fillRequired(user)
    await user.click(createButton())
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create dealer')
  })
})
