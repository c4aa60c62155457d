import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { sampleDealers, sampleFirearms } from '@/lib/api/sample-data'
import { STORAGE_KEYS } from '@/lib/storage/keys'
import type { ApiDouble } from '@/testing/api-double'
import { renderApp } from '@/testing/render-app'

const DEALER = sampleDealers()[0]!
const [FIRST, SECOND] = sampleFirearms()
const OFFERED = [FIRST!, SECOND!].map(({ id, name }) => ({ id, name }))

function serve(offered: typeof OFFERED) {
  return (api: ApiDouble) => {
    api.on('GET', `/dealers/${DEALER.id}/firearms`, { status: 200, body: offered })
    api.on('POST', '/requests', { status: 201, body: { detail: 'Request received' } })
  }
}

async function openDialog(offered = OFFERED) {
  const app = await renderApp('/dealers', {
    storage: { [STORAGE_KEYS.country]: DEALER.country },
    api: serve(offered),
  })
  const card = await screen.findByRole('article', { name: DEALER.name })
  await app.user.click(
    within(card).getByRole('button', {
      name: new RegExp(`^Ask about a firearm\\W+${DEALER.name}$`),
    }),
  )
  const dialog = await screen.findByRole('dialog', { name: 'Ask about price or availability' })
  return { ...app, dialog }
}

describe('a request from a dealer card', { timeout: 30_000 }, () => {
  it('asks the dealer about one of the firearms it lists', async () => {
    const { user, api, dialog } = await openDialog()
    expect(within(dialog).getByText(`To ${DEALER.name}`)).toBeVisible()
    const firearm = await within(dialog).findByRole('combobox', { name: 'Firearm' })
    expect(
      within(firearm)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a firearm', ...OFFERED.map((item) => item.name)])
    // No recipient to choose: the card's dealer is the one asked.
    expect(within(dialog).queryByRole('combobox', { name: 'Send to' })).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }))
    expect(await within(dialog).findByText('Choose one of the firearms.')).toBeVisible()
    expect(within(dialog).getAllByText('This field is required.')).toHaveLength(2)

    await user.selectOptions(firearm, SECOND!.name)
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Jan Kowalski')
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'jan@example.pl')
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }))
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      `Request sent. ${DEALER.name} will answer you by e-mail`,
    )
    const sent = api.calls.filter((call) => call.method === 'POST' && call.path === '/requests')
    expect(sent.map((call) => call.body)).toEqual([
      expect.objectContaining({
        firearmId: SECOND!.id,
        dealerId: DEALER.id,
        kind: 'price',
        name: 'Jan Kowalski',
        country: DEALER.country,
      }),
    ])
  })

  it('says so when the dealer lists no firearm in stock', async () => {
    const { dialog } = await openDialog([])
    expect(
      await within(dialog).findByText(/This dealer lists no firearms in stock right now/),
    ).toBeVisible()
    expect(within(dialog).queryByRole('button', { name: 'Send request' })).toBeNull()
  })
})
