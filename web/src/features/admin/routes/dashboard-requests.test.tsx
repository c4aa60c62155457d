import type { ApiRequestInsight } from '@sog/contract'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { STORAGE_KEYS } from '@/lib/storage/keys'
import { adminSession } from '@/testing/admin-session'
import type { ApiDouble } from '@/testing/api-double'
import { renderApp } from '@/testing/render-app'

const row = (total: number, n: number, answered: number, closed: number) => ({
  total,
  new: n,
  answered,
  closed,
})

const INSIGHT: Record<30 | 90, ApiRequestInsight> = {
  30: {
    days: 30,
    since: new Date(Date.UTC(2026, 9, 29)).toISOString(),
    totals: row(7, 3, 3, 1),
    byFirearm: [
      { firearmId: 'sog-1700000000001-cb16a', name: 'SOG-15 Carbine', ...row(5, 2, 2, 1) },
      { firearmId: null, name: 'SOG Old Model', ...row(2, 1, 1, 0) },
    ],
    byCountry: [
      { country: 'PL', ...row(4, 2, 1, 1) },
      { country: 'DE', ...row(3, 1, 2, 0) },
    ],
  },
  90: {
    days: 90,
    since: new Date(Date.UTC(2026, 7, 30)).toISOString(),
    totals: row(12, 3, 6, 3),
    byFirearm: [
      { firearmId: 'sog-1700000000001-cb16a', name: 'SOG-15 Carbine', ...row(12, 3, 6, 3) },
    ],
    byCountry: [{ country: 'PL', ...row(12, 3, 6, 3) }],
  },
}

function serve(api: ApiDouble) {
  api.on('GET', '/admin/dashboard/requests', (call) => ({
    body: INSIGHT[Number(call.query.get('days') ?? 30) as 30 | 90],
  }))
}

const open = (adjust: (api: ApiDouble) => void = serve, language?: 'pl') =>
  renderApp('/admin/dashboard', {
    storage: { [STORAGE_KEYS.adminSession]: adminSession },
    api: adjust,
    language,
  })

const section = () => screen.getByRole('region', { name: 'Requests from visitors' })
/** A table's rows as text, header first. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent))

describe('the dashboard’s request figures', { timeout: 30_000 }, () => {
  it('shows the last 30 days per firearm and per country as bars and tables of the server’s numbers', async () => {
    await open()
    expect(await screen.findByText('Total: 7 · New: 3 · Answered: 3 · Closed: 1')).toBeVisible()
    const firearms = within(section()).getByRole('table', { name: 'Per firearm' })
    expect(rowsOf(firearms)).toEqual([
      ['Firearm', 'Total', 'New', 'Answered', 'Closed'],
      ['SOG-15 Carbine', '5', '2', '2', '1'],
      ['SOG Old Model (deleted)', '2', '1', '1', '0'],
    ])
    expect(within(firearms).getByRole('link', { name: 'SOG-15 Carbine' })).toHaveAttribute(
      'href',
      '/admin/requests?firearm=sog-1700000000001-cb16a',
    )
    const countries = within(section()).getByRole('table', { name: 'Per country' })
    expect(rowsOf(countries).slice(1)).toEqual([
      ['Poland', '4', '2', '1', '1'],
      ['Germany', '3', '1', '2', '0'],
    ])
    expect(within(countries).getByRole('link', { name: 'Germany' })).toHaveAttribute(
      'href',
      '/admin/requests?country=DE',
    )
    // The bars: one per row, as long as its share of the largest, split by status; hidden from
    // assistive technology, which reads the tables.
    const [chart] = within(section()).getAllByTestId('insight-chart')
    expect(chart).toHaveAttribute('aria-hidden', 'true')
    const bars = within(chart!).getAllByTestId('insight-bar')
    expect(
      bars.map((bar) => [bar.dataset.total, bar.style.width || getComputedStyle(bar).width]),
    ).toEqual([
      ['5', '100%'],
      ['2', '40%'],
    ])
    expect(
      [...bars[0]!.querySelectorAll<HTMLElement>('[data-status]')].map((part) => [
        part.dataset.status,
        part.dataset.count,
      ]),
    ).toEqual([
      ['new', '2'],
      ['answered', '2'],
      ['closed', '1'],
    ])
  })

  it('switches to 90 days', async () => {
    const { user, api } = await open()
    await screen.findByText('Total: 7 · New: 3 · Answered: 3 · Closed: 1')
    const ninety = screen.getByRole('button', { name: 'Last 90 days' })
    expect(ninety).toHaveAttribute('aria-pressed', 'false')
    await user.click(ninety)
    expect(await screen.findByText('Total: 12 · New: 3 · Answered: 6 · Closed: 3')).toBeVisible()
    expect(ninety).toHaveAttribute('aria-pressed', 'true')
    expect(
      api.calls
        .filter((call) => call.path === '/admin/dashboard/requests')
        .map((call) => call.query.get('days')),
    ).toEqual(['30', '90'])
  })

  it('says when there are none', async () => {
    await open((api) =>
      api.on('GET', '/admin/dashboard/requests', {
        body: { ...INSIGHT[30], totals: row(0, 0, 0, 0), byFirearm: [], byCountry: [] },
      }),
    )
    expect(await screen.findByText('No requests in this period.')).toBeVisible()
  })

  it('says when they could not be loaded', async () => {
    await open((api) =>
      api.on('GET', '/admin/dashboard/requests', {
        status: 503,
        body: { detail: 'Database unreachable' },
      }),
    )
    await waitFor(() => expect(within(section()).getByText('Database unreachable')).toBeVisible())
  })

  it('is written in the administrator’s language', async () => {
    await open(serve, 'pl')
    expect(
      await screen.findByText('Razem: 7 · Nowe: 3 · Odpowiedziane: 3 · Zamknięte: 1'),
    ).toBeVisible()
    expect(screen.getByRole('table', { name: 'Według kraju' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Niemcy' })).toBeVisible()
  })
})
