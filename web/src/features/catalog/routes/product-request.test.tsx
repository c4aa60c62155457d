import type { ApiStockist } from '@sog/contract'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { sampleDealers } from '@/lib/api/sample-data'
import type { ApiDouble } from '@/testing/api-double'
import { doorRefusal } from '@/testing/refusals'
import { renderApp } from '@/testing/render-app'
import { CARBINE } from '@/testing/catalog/helpers'

const DEALER = sampleDealers()[0]!
const STOCKISTS: ApiStockist[] = [{ dealer: DEALER, stock: 3, price: 2100 }]

/** The carbine is listed at one dealer; the form's request is taken. */
function serve(api: ApiDouble) {
  api.on('GET', /^\/firearms\/[^/]+\/dealers$/, { status: 200, body: STOCKISTS })
  api.on('POST', '/requests', { status: 201, body: { detail: 'Request received' } })
}

async function openDialog(button: string | RegExp = 'Ask price or availability') {
  const app = await renderApp(`/product/${CARBINE.id}`, { api: serve })
  await screen.findByRole('heading', { level: 1, name: CARBINE.name })
  await app.user.click(await screen.findByRole('button', { name: button }))
  const dialog = await screen.findByRole('dialog', { name: 'Ask about price or availability' })
  return { ...app, dialog }
}

const posts = (api: ApiDouble) =>
  api.calls.filter((call) => call.method === 'POST' && call.path === '/requests')

// Whole-app renders on a shared two-core machine: more time than the 5 s default.
describe('a price or availability request from the product page', { timeout: 30_000 }, () => {
  it('goes to a dealer listed where to buy it, with the consent notice, and says it was sent', async () => {
    const { user, api, dialog } = await openDialog()
    expect(within(dialog).getByText(`About ${CARBINE.name}`)).toBeVisible()
    const to = within(dialog).getByRole('combobox', { name: 'Send to' })
    expect(to).toHaveDisplayValue('SOG Firearms Sp. z o.o. (manufacturer)')
    await waitFor(() =>
      expect(
        within(to).getByRole('option', { name: `${DEALER.name}, ${DEALER.city}` }),
      ).toBeTruthy(),
    )
    await user.selectOptions(to, `${DEALER.name}, ${DEALER.city}`)
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'I would like to know' }),
      'The availability',
    )
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Anna Nowak')
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'anna@example.com')
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone (optional)' }), '+48 600')
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Message (optional)' }),
      'In stock this week?',
    )
    // The visitor's country, chosen in the header (Poland by default).
    expect(within(dialog).getByRole('combobox', { name: 'Your country' })).toHaveDisplayValue(
      'Poland',
    )
    // The notice names who receives the details and for how long they are kept.
    expect(
      within(dialog).getByText(
        `We use your details only to answer this request: ${DEALER.name} receives them, and we delete them after 24 months.`,
        { exact: false },
      ),
    ).toBeVisible()
    const privacy = within(dialog).getByRole('link', { name: /Privacy policy/ })
    expect(privacy).toHaveAttribute('href', '/privacy')
    expect(privacy).toHaveAttribute('target', '_blank')
    // The field for robots is out of sight and out of the accessibility tree.
    const trap = dialog.querySelector<HTMLInputElement>('input[name="website"]')!
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull()
    expect(trap).toHaveAttribute('tabindex', '-1')

    await user.click(within(dialog).getByRole('button', { name: 'Send request' }))
    expect(
      await within(dialog).findByText(
        `Request sent. ${DEALER.name} will answer you by e-mail; a confirmation is on its way to anna@example.com.`,
      ),
    ).toBeVisible()
    expect(posts(api).map((call) => call.body)).toEqual([
      {
        firearmId: CARBINE.id,
        dealerId: DEALER.id,
        kind: 'availability',
        name: 'Anna Nowak',
        email: 'anna@example.com',
        phone: '+48 600',
        message: 'In stock this week?',
        language: 'en',
        country: 'PL',
        website: '',
      },
    ])
    // The footer's Close (the corner's × is named alike).
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('opens on the dealer of a "where to buy" card', async () => {
    const { dialog } = await openDialog(new RegExp(`^Ask this dealer\\W+${DEALER.name}$`))
    expect(within(dialog).getByRole('combobox', { name: 'Send to' })).toHaveDisplayValue(
      `${DEALER.name}, ${DEALER.city}`,
    )
  })

  it('checks the fields before sending, and shows the server’s refusal', async () => {
    const { user, api, dialog } = await openDialog()
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'anna@')
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }))
    expect(await within(dialog).findByText('This field is required.')).toBeVisible()
    expect(within(dialog).getByText('Enter a valid e-mail address.')).toBeVisible()
    expect(posts(api)).toHaveLength(0)

    api.on('POST', '/requests', doorRefusal(60))
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Anna')
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'example.com')
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }))
    expect(
      // Said from its code, as in every language (the contract's refusals' texts).
      await within(dialog).findByText('Too many requests: please try again in 1 minute.'),
    ).toBeVisible()
    // The typed text stays for a later try.
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Anna')
  })

  it('is written in the visitor’s language', async () => {
    const { user } = await renderApp(`/product/${CARBINE.id}`, { api: serve, language: 'de' })
    await user.click(
      await screen.findByRole('button', { name: 'Nach Preis oder Verfügbarkeit fragen' }),
    )
    const dialog = await screen.findByRole('dialog', {
      name: 'Nach Preis oder Verfügbarkeit fragen',
    })
    expect(within(dialog).getByRole('button', { name: 'Anfrage senden' })).toBeVisible()
    expect(within(dialog).getByText(/wir löschen sie nach 24 Monaten/)).toBeVisible()
  })
})
