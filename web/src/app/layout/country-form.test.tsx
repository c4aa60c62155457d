import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { STORAGE_KEYS } from '@/lib/storage/keys'
import { renderApp } from '@/testing/render-app'

/** The footer's country form (docs/decisions/0193-country-without-the-app.md). */
describe('the footer’s country', () => {
  it('posts to the front without the app, back to this page at its language’s address', async () => {
    await renderApp('/de/dealers?country=all', { storage: { [STORAGE_KEYS.country]: 'DE' } })
    const footer = screen.getByRole('contentinfo')
    const select = await within(footer).findByRole('combobox', { name: 'Land' })
    const form = select.closest('form')!
    expect(form.getAttribute('method')).toBe('post')
    expect(form.getAttribute('action')).toBe('/country')
    expect(select).toHaveAttribute('name', 'country')
    expect(select).toHaveValue('DE')
    const back = form.querySelector<HTMLInputElement>('input[type="hidden"][name="back"]')
    expect(back?.value).toBe('/de/dealers?country=all')
  })

  it('with the app, applies a choice at once, as the header’s does, and is never sent', async () => {
    const { user } = await renderApp('/', { storage: { [STORAGE_KEYS.country]: 'PL' } })
    const footer = screen.getByRole('contentinfo')
    const select = await within(footer).findByRole('combobox', { name: 'Country' })
    // The button is for browsers that run no script.
    expect(within(footer).queryByRole('button', { name: 'Set country' })).toBeNull()
    await user.selectOptions(select, 'AT')
    await waitFor(() =>
      expect(window.localStorage.getItem(STORAGE_KEYS.country)).toBe(JSON.stringify('AT')),
    )
    expect(document.cookie).toContain('sog-country=AT')
    expect(
      within(screen.getByRole('banner')).getByRole('combobox', { name: 'Country' }),
    ).toHaveValue('AT')
    // fireEvent answers false when the event's default was prevented.
    expect(fireEvent.submit(select.closest('form')!)).toBe(false)
  })

  it('is not on the staff’s screens', async () => {
    await renderApp('/admin/login')
    const footer = await screen.findByRole('contentinfo')
    expect(within(footer).queryByRole('combobox', { name: 'Country' })).toBeNull()
  })
})
