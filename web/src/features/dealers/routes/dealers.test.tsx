import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderApp } from '@/testing/render-app'

const cardNames = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)

const searchBox = () => screen.getByRole('searchbox', { name: 'Search dealers' })

/** Subject and body of a mailto: link, decoded. */
function draft(href: string | null) {
  const url = new URL(href ?? '')
  return {
    to: decodeURIComponent(url.pathname),
    subject: url.searchParams.get('subject'),
    body: url.searchParams.get('body'),
  }
}

describe('dealers directory', () => {
  it('lists the active dealers from the server with a count', async () => {
    const { api } = await renderApp('/dealers')
    expect(await screen.findByText('7 dealers found')).toBeVisible()
    expect(cardNames()).toContain('Strzelec Warszawa')
    expect(api.calls.some((c) => c.method === 'GET' && c.path === '/dealers')).toBe(true)
    expect(screen.queryByText(/built-in list/)).toBeNull()
    // The title is set in an effect after the first paint.
    await waitFor(() => expect(document.title).toBe('Authorized Dealers | SOG Firearms'))
  })

  it('shows six skeletons while loading', async () => {
    await renderApp('/dealers', {
      api: (double) => double.on('GET', '/dealers', () => new Promise(() => undefined)),
    })
    expect(screen.getAllByTestId('skeleton')).toHaveLength(6)
  })

  it('searches by name or city, case-insensitively', async () => {
    const { user } = await renderApp('/dealers')
    await screen.findByText('7 dealers found')
    await user.type(searchBox(), 'TACTICAL')
    expect(cardNames()).toEqual(['Poznań Tactical'])
    expect(screen.getByText('1 dealer found')).toBeVisible()

    await user.clear(searchBox())
    await user.type(searchBox(), 'münch')
    expect(cardNames()).toEqual(['Waffen Bauer GmbH'])
  })

  it('filters by city from a sorted list of distinct cities', async () => {
    const { user } = await renderApp('/dealers')
    await screen.findByText('7 dealers found')
    const city = screen.getByRole('combobox', { name: 'City' })
    const options = within(city)
      .getAllByRole('option')
      .map((o) => o.textContent)
    expect(options).toEqual([
      'All',
      'Kraków',
      'Milano',
      'München',
      'Poznań',
      'Warszawa',
      'Wien',
      'Zürich',
    ])
    await user.selectOptions(city, 'Wien')
    expect(cardNames()).toEqual(['Jagd & Sport Wien'])
    await user.selectOptions(city, '')
    expect(screen.getByText('7 dealers found')).toBeVisible()
  })

  it('says so when nothing matches', async () => {
    const { user } = await renderApp('/dealers')
    await screen.findByText('7 dealers found')
    await user.type(searchBox(), 'nowhere')
    expect(screen.getByText('0 dealers found')).toBeVisible()
    expect(screen.getByText('No dealers found')).toBeVisible()
    expect(screen.getByText('Try adjusting your search criteria.')).toBeVisible()
    expect(screen.queryAllByRole('article')).toHaveLength(0)
  })

  it('fills the stars by the rating rounded down', async () => {
    await renderApp('/dealers')
    const card = await screen.findByRole('article', { name: 'Strzelec Warszawa' })
    const stars = within(card).getByRole('img', { name: 'Rating 4.8 out of 5' })
    expect(stars.querySelectorAll('[data-filled="true"]')).toHaveLength(4)
    const best = screen.getByRole('article', { name: 'Büchsenmacher Keller AG' })
    const five = within(best).getByRole('img', { name: 'Rating 5 out of 5' })
    expect(five.querySelectorAll('[data-filled="true"]')).toHaveLength(5)
  })

  it('falls back to the built-in list when the server call fails', async () => {
    await renderApp('/dealers', {
      api: (double) => double.on('GET', '/dealers', { status: 500 }),
    })
    expect(await screen.findByText('7 dealers found')).toBeVisible()
    expect(screen.getByText(/showing our built-in list/)).toBeVisible()
    expect(cardNames()).toContain('Militaria Kraków')
  })

  it('shows the card details and links to call, e-mail and visit the dealer', async () => {
    await renderApp('/dealers', { language: 'en' })
    const card = await screen.findByRole('article', { name: 'Strzelec Warszawa' })
    expect(card).toHaveTextContent('Established 1998')
    expect(card).toHaveTextContent('Authorized')
    expect(card).toHaveTextContent('ul. Marszałkowska 84, Warszawa, Poland')
    expect(within(card).getByRole('link', { name: 'Call' })).toHaveAttribute(
      'href',
      'tel:+48226281450',
    )
    const mail = draft(within(card).getByRole('link', { name: 'E-mail' }).getAttribute('href'))
    expect(mail.to).toBe('sklep@strzelec-warszawa.pl')
    expect(mail.subject).toBe('Inquiry about SOG Firearms products')
    expect(mail.body).toMatch(/^Hello Strzelec Warszawa,\n/)

    const visit = within(card).getByRole('link', { name: /Visit store/ })
    expect(visit).toHaveAttribute('href', 'https://www.strzelec-warszawa.pl')
    expect(visit).toHaveAttribute('target', '_blank')
    expect(visit.getAttribute('rel')).toContain('noopener')
    const secure = screen.getByRole('article', { name: 'Poznań Tactical' })
    expect(within(secure).getByRole('link', { name: /Visit store/ })).toHaveAttribute(
      'href',
      'https://poznantactical.pl',
    )
  })

  it('names countries and drafts the dealer e-mail in the chosen language', async () => {
    await renderApp('/dealers', { language: 'de' })
    const card = await screen.findByRole('article', { name: 'Waffen Bauer GmbH' })
    expect(card).toHaveTextContent('München, Deutschland')
    const mail = draft(
      within(card).getByRole('link', { name: 'E-Mail senden' }).getAttribute('href'),
    )
    expect(mail.subject).toBe('Anfrage zu Produkten von SOG Firearms')
    expect(screen.getByText('7 Händler gefunden')).toBeVisible()
  })

  it('drafts a dealer application to the company, with "Not provided" for blanks', async () => {
    const { user } = await renderApp('/dealers')
    const section = screen.getByRole('region', { name: 'Become a Dealer' })
    await user.type(within(section).getByLabelText('Company name'), 'Armeria Nova')
    await user.type(within(section).getByLabelText('Business e-mail'), 'info@nova.it')
    await user.selectOptions(within(section).getByLabelText('Country'), 'IT')

    const send = within(section).getByRole('link', { name: 'Send application' })
    // Addressed to the company e-mail of the settings, once they have loaded.
    await waitFor(() => expect(draft(send.getAttribute('href')).to).toBe('kontakt@sog-firearms.pl'))
    const mail = draft(send.getAttribute('href'))
    expect(mail.subject).toBe('Dealer Application - Armeria Nova')
    expect(mail.body).toBe(
      [
        'Dealer Application',
        '',
        'Company Name: Armeria Nova',
        'Contact Person: Not provided',
        'Business Email: info@nova.it',
        'Phone: Not provided',
        'City: Not provided',
        'Country: Italy',
        '',
        'Business Details / Experience:',
        'Not provided',
      ].join('\n'),
    )
  })
})
