import { describe, expect, it } from 'vitest'

import { pagesOf, slicePage } from './paging'

describe('page arithmetic (docs/api.md, "Paged lists")', () => {
  it('counts the pages rows fill, none for no rows', () => {
    expect(pagesOf(0, 24)).toBe(0)
    expect(pagesOf(1, 24)).toBe(1)
    expect(pagesOf(24, 24)).toBe(1)
    expect(pagesOf(25, 24)).toBe(2)
  })

  it('slices a page as the server answers it, the last one short and past it empty', () => {
    const rows = Array.from({ length: 5 }, (_, i) => i + 1)
    expect(slicePage(rows, 1, 2)).toEqual({ items: [1, 2], total: 5, page: 1, pages: 3 })
    expect(slicePage(rows, 3, 2)).toEqual({ items: [5], total: 5, page: 3, pages: 3 })
    expect(slicePage(rows, 4, 2)).toEqual({ items: [], total: 5, page: 4, pages: 3 })
    expect(slicePage([], 1, 2)).toEqual({ items: [], total: 0, page: 1, pages: 0 })
  })
})
