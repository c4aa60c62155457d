import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'

/** How long a screen may take to show its heading (its data loading) before focus gives up. */
const WAIT_MS = 5000

function focusHeading(main: HTMLElement): boolean {
  const heading = main.querySelector<HTMLElement>('h1')
  if (!heading) return false
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
  heading.focus({ preventScroll: true })
  return true
}

/** A navigation's `state` that leaves focus where it is (the header box typing its way to the catalogue). */
export const KEEP_FOCUS = { keepFocus: true } as const

const keepsFocus = (state: unknown) =>
  typeof state === 'object' && state !== null && 'keepFocus' in state

/**
 * After a move to another page (not a filter change on the same one), focus goes to the new
 * page's h1, so screen readers announce it and the next Tab starts in the page
 * (docs/decisions/0130-route-focus.md). A heading that arrives with its data is awaited.
 */
export function useRouteFocus(mainId: string) {
  const { pathname, state } = useLocation()
  const keep = keepsFocus(state)
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    if (keep) return
    const main = document.getElementById(mainId)
    if (!main) return
    // After the drawer returned focus to its button (it does so when it closes).
    let observer: MutationObserver | undefined
    const frame = requestAnimationFrame(() => {
      if (focusHeading(main)) return
      observer = new MutationObserver(() => {
        if (focusHeading(main)) observer?.disconnect()
      })
      observer.observe(main, { childList: true, subtree: true })
    })
    const timer = setTimeout(() => observer?.disconnect(), WAIT_MS)
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
      observer?.disconnect()
    }
    // Only a new page moves focus; `keep` is read as it arrives with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, mainId])
}
