import { useCallback, useEffect, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router-dom'

/** How long typing may pause before a search goes to the server. */
export const SEARCH_DELAY_MS = 300

/** A server-paged list: its page size and its own fields' defaults (sort, filters). */
export type ListSpec<K extends string = string> = { limit: number; defaults: Record<K, string> }

/** The list's state as the address holds it: the page, the search and each field's value. */
export function readListParams<K extends string>(
  params: URLSearchParams,
  defaults: Record<K, string>,
) {
  const values = {} as Record<K, string>
  for (const key of Object.keys(defaults) as K[]) values[key] = params.get(key) ?? defaults[key]
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1)
  const search = params.get('search') ?? ''
  return { values, page, search }
}

/**
 * A paged list's state in the URL (docs/product.md, "Screens"): `page`, `search` and the
 * list's own fields, each absent while it has its default, so back and forward return to the
 * same page and a link shares it. Changing anything but the page goes back to page 1.
 */
export function useListParams<K extends string>(defaults: Record<K, string>) {
  const [params, setParams] = useSearchParams()
  // The defaults are the caller's constants.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const { values, page, search } = useMemo(() => readListParams(params, defaults), [params])

  const update = useCallback(
    (patch: Record<string, string>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          for (const [key, value] of Object.entries(patch)) {
            const fallback = key === 'page' ? '1' : key === 'search' ? '' : defaults[key as K]
            if (value === fallback) next.delete(key)
            else next.set(key, value)
          }
          if (!('page' in patch)) next.delete('page')
          return next
        },
        { replace: !('page' in patch) },
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setParams],
  )

  const setters = useMemo(
    () => ({
      set: (key: K, value: string) => update({ [key]: value }),
      setPage: (next: number) => update({ page: String(next) }),
      setSearch: (text: string) => update({ search: text }),
    }),
    [update],
  )
  return { values, page, search, ...setters }
}

/**
 * The search box's own text, sent to the URL once typing pauses (and read back from it when
 * the URL changes, as on back and forward). A `setSearch` that may be refused resolves false
 * then (the person chose to keep a form the new list would drop): the box shows the list's
 * search again.
 */
export function useSearchText(
  search: string,
  setSearch: (text: string) => void | Promise<boolean>,
) {
  const [text, setText] = useState(search)
  useEffect(() => setText(search), [search])
  useEffect(() => {
    if (text.trim() === search.trim()) return
    const timer = setTimeout(() => {
      void Promise.resolve(setSearch(text.trim())).then((applied) => {
        if (applied === false) setText(search)
      })
    }, SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [text, search, setSearch])
  return [text, setText] as const
}

/** The server's query for a list: its page, search and every value (empty ones are left out). */
export type ListQuery<K extends string = string> = {
  page: number
  limit: number
  search: string
} & Record<K, string>

/** The server's query for a list: its page, search and every non-default value. */
export function listQuery<K extends string>(
  page: number,
  limit: number,
  search: string,
  values: Record<K, string>,
): ListQuery<K> {
  return { page, limit, search, ...values }
}

/**
 * The server's query for the list an address shows: what the screen asks for once it renders,
 * known beforehand to the route's loader (app/router.tsx), which starts the request early.
 */
export function listQueryOf<K extends string>(
  spec: ListSpec<K>,
  params: URLSearchParams,
): ListQuery<K> {
  const { page, search, values } = readListParams(params, spec.defaults)
  return listQuery(page, spec.limit, search, values)
}
