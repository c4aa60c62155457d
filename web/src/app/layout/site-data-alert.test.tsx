import { screen, waitFor, within } from '@testing-library/react'
import { COUNTRIES } from '@sog/contract'
import { describe, expect, it } from 'vitest'

import { sampleSettings } from '@/testing/api-double'
import { renderApp } from '@/testing/render-app'

describe('the shell when its own data fails', { timeout: 30_000 }, () => {
  it('says the countries could not be loaded, keeps the full list and prices, and retries', async () => {
    let down = true
    const { user } = await renderApp('/', {
      api: (api) =>
        api.on('GET', '/countries', () => (down ? { status: 503 } : { body: COUNTRIES })),
    })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The list of countries could not be loaded')
    // The built-in list meanwhile: every country, and the cards keep the Polish price.
    const country = within(screen.getByRole('banner')).getByRole('combobox', { name: 'Country' })
    expect(within(country).getAllByRole('option')).toHaveLength(COUNTRIES.length)
    expect(await screen.findAllByText('zł 8,990')).not.toHaveLength(0)
    down = false
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
  })

  it('says the company details could not be loaded, and Try again brings them to the footer', async () => {
    let down = true
    const { user } = await renderApp('/contact', {
      api: (api) =>
        api.on('GET', '/settings', () => (down ? { status: 500 } : { body: sampleSettings() })),
    })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The company details could not be loaded.')
    down = false
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    expect(
      within(screen.getByRole('contentinfo')).getByText(sampleSettings().contactEmail!),
    ).toBeVisible()
  })
})
