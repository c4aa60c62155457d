import { useCallback, useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'

import { paths } from '@/config/paths'
import { PAGE_PARAM } from '@/features/catalog/utils/catalog-query'
import { SEARCH_DELAY_MS } from '@/lib/address/use-list-params'

import { KEEP_FOCUS } from './use-route-focus'

/** The catalogue's search lives in the URL (`?search=`), so the header box drives it from anywhere. */
export const SEARCH_PARAM = 'search'

const isCatalog = (pathname: string) => pathname === paths.home || pathname === paths.catalog

/**
 * The header search box's state (docs/decisions/0145-search-as-you-type.md). The box owns its
 * text; once typing pauses (SEARCH_DELAY_MS) the text becomes the catalogue's `?search=` (the
 * catalogue is opened first from any other page, its other filters kept, its page reset). A
 * search is one history entry however many pauses it takes: its first write pushes, later ones
 * replace, until the box is left, cleared or submitted — so Back undoes the search, not each key.
 * The URL's search changed by other means (Back, the catalogue label's ×, a link) is read back
 * into the box unless the visitor is in the middle of typing there.
 */
export function useHeaderSearch(onDone?: () => void) {
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const [params] = useSearchParams()
  const onCatalog = isCatalog(pathname)
  const urlText = onCatalog ? (params.get(SEARCH_PARAM) ?? '') : ''
  const [text, setText] = useState(urlText)
  /** Whether this search already has its history entry. */
  const pushed = useRef(false)
  /** The search this box last wrote (or took from the URL): the URL's echo of it is not news. */
  const written = useRef(urlText)
  /** A write waiting for typing to pause: while there is one, the visitor is typing. */
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => {
    if (urlText === written.current) return
    written.current = urlText
    pushed.current = false
    if (timer.current !== undefined) return
    setText(urlText)
  }, [urlText])

  // A pending write belongs to the page it was typed on.
  useEffect(
    () => () => {
      clearTimeout(timer.current)
      timer.current = undefined
    },
    [pathname],
  )

  const cancel = () => {
    clearTimeout(timer.current)
    timer.current = undefined
  }

  /** The catalogue for `value`, now: the first write of a search pushes, the later ones replace. */
  const write = (value: string, typed = false) => {
    cancel()
    const wanted = value.trim()
    if (onCatalog && wanted === written.current) return
    // Typing away from the catalogue opens it for a text, never for an emptied box.
    if (!onCatalog && typed && !wanted) return
    written.current = wanted
    const replace = onCatalog && pushed.current
    pushed.current = true
    const next = new URLSearchParams(onCatalog ? params : undefined)
    if (wanted) next.set(SEARCH_PARAM, wanted)
    else next.delete(SEARCH_PARAM)
    next.delete(PAGE_PARAM)
    const query = next.toString()
    // Typing stays in the box when the catalogue opens (no focus move to its heading).
    void navigate(`${onCatalog ? pathname : paths.home}${query ? `?${query}` : ''}`, {
      replace,
      state: typed ? KEEP_FOCUS : undefined,
    })
  }
  // The timer's write sees the page and filters of the moment it fires.
  const latestWrite = useRef(write)
  latestWrite.current = write

  /** The visitor typed (or picked a suggestion): the results follow once typing pauses. */
  const type = (value: string) => {
    setText(value)
    cancel()
    timer.current = setTimeout(() => latestWrite.current(value, true), SEARCH_DELAY_MS)
  }

  /** Enter: the catalogue for the text now, from any page; the next typing is a new search. */
  const submit = () => {
    write(text)
    pushed.current = false
    onDone?.()
  }

  /** The ×: an empty box and no search (its own history entry). */
  const clear = () => {
    setText('')
    pushed.current = false
    if (onCatalog) write('')
    else cancel()
    pushed.current = false
  }

  /** Leaving the box ends the search's history entry. */
  const leave = useCallback(() => {
    pushed.current = false
  }, [])

  return { text, type, submit, clear, leave }
}
