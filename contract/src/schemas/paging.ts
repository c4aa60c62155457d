import { z } from 'zod'

import { DEFAULT_PAGE_LIMIT, MAX_PAGE, MAX_PAGE_LIMIT, MAX_SEARCH_LENGTH } from '../rules/limits'
import { plainText } from './fields'

/**
 * The query parameters every paged list shares (docs/api.md, "Paged lists"). Query values
 * arrive as text; an empty parameter reads as absent.
 */
const blankIsAbsent = (value: unknown) => (value === '' ? undefined : value)

/** A whole number in the query string, within [min, max], `fallback` when absent. */
export const queryInt = (min: number, max: number, fallback: number) =>
  z.preprocess(blankIsAbsent, z.coerce.number().int().min(min).max(max).default(fallback))

/** A number in the query string (a price bound), or undefined when absent. */
export const queryNumber = (min: number, max: number) =>
  z.preprocess(blankIsAbsent, z.coerce.number().min(min).max(max).optional())

export const pagingQuery = {
  page: queryInt(1, MAX_PAGE, 1).meta({ description: 'Page number, from 1' }),
  limit: queryInt(1, MAX_PAGE_LIMIT, DEFAULT_PAGE_LIMIT).meta({
    description: `Rows per page, at most ${MAX_PAGE_LIMIT}`,
  }),
  search: plainText(MAX_SEARCH_LENGTH)
    .optional()
    .transform((value) => value?.trim() ?? '')
    .meta({ description: 'Text to look for, ignoring case and accents' }),
}

/** One page of a list: the rows, how many match in all, this page and the number of pages. */
export const pageOf = <S extends z.ZodType>(item: S) => ({
  items: z.array(item),
  total: z.int().min(0),
  page: z.int().min(1),
  pages: z.int().min(0),
})

export type PageBody<T> = { items: T[]; total: number; page: number; pages: number }

/** How many pages `total` rows fill at `limit` a page: none for no rows (docs/api.md, "Paged lists"). */
export const pagesOf = (total: number, limit: number) => Math.ceil(total / limit)

/**
 * Page `page` of rows already found and in order, as the server answers it: for lists held
 * whole (the web tests' server doubles), with the server's own page arithmetic.
 */
export function slicePage<T>(rows: readonly T[], page: number, limit: number): PageBody<T> {
  return {
    items: rows.slice((page - 1) * limit, page * limit),
    total: rows.length,
    page,
    pages: pagesOf(rows.length, limit),
  }
}
