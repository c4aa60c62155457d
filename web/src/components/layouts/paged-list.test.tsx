import { ChakraProvider, defaultSystem } from '@chakra-ui/react'
import type { PageBody } from '@sog/contract'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router-dom'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { ApiError } from '@/lib/api/api-client'
import { initI18n } from '@/lib/i18n'
import { PagedList } from './paged-list'

const i18n = initI18n()

type Row = { id: number; name: string }
const rows = (from: number, to: number): Row[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ id: from + i, name: `Row ${from + i}` }))

function show(list: { data?: PageBody<Row>; error?: unknown; isLoading: boolean }) {
  const onPage = vi.fn()
  render(
    <ChakraProvider value={defaultSystem}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <PagedList
            list={list}
            limit={2}
            onPage={onPage}
            loadFailed="Failed to load rows"
            empty={<p>No rows</p>}
            title="Rows"
            back={{ to: '/', label: 'Back' }}
            search={{ label: 'Search rows', placeholder: '', value: '', onChange: () => {} }}
            skeleton={{ count: 3, height: '10px' }}
          >
            {(row) => <article key={row.id} aria-label={row.name} />}
          </PagedList>
        </MemoryRouter>
      </I18nextProvider>
    </ChakraProvider>,
  )
  return onPage
}

describe('PagedList', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en')
  })

  it("shows the page's items and the pager, and asks for the page chosen", async () => {
    const onPage = show({
      data: { items: rows(3, 4), total: 5, page: 2, pages: 3 },
      isLoading: false,
    })
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
      'Row 3',
      'Row 4',
    ])
    expect(screen.getByText('3–4 of 5')).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }))
    expect(onPage).toHaveBeenCalledWith(3)
  })

  it('shows skeletons while the first page loads', () => {
    show({ isLoading: true })
    expect(screen.getAllByTestId('skeleton')).toHaveLength(3)
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull()
  })

  it('shows the empty state for a page without items, and no pager', () => {
    show({ data: { items: [], total: 0, page: 1, pages: 0 }, isLoading: false })
    expect(screen.getByText('No rows')).toBeVisible()
    expect(screen.queryByRole('article')).toBeNull()
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull()
  })

  it("shows the server's detail of a failure, else the list's own text", () => {
    show({ error: new ApiError(503, 'Database is away'), isLoading: false })
    expect(screen.getByText('Database is away')).toBeVisible()
  })

  it('keeps the page on screen when a refresh fails', () => {
    show({
      data: { items: rows(1, 2), total: 2, page: 1, pages: 1 },
      error: new TypeError('Failed to fetch'),
      isLoading: false,
    })
    expect(screen.queryByText('Failed to load rows')).toBeNull()
    expect(screen.getAllByRole('article')).toHaveLength(2)
  })

  it('says the fallback text when the server gave no detail', () => {
    show({ error: new TypeError('Failed to fetch'), isLoading: false })
    expect(screen.getByText('Failed to load rows')).toBeVisible()
  })
})
