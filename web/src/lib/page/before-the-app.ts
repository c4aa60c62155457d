import { useEffect, useRef, useSyncExternalStore, type RefObject } from 'react'

/**
 * A rendered page's controls work before its app arrives (docs/decisions/0164-before-the-app.md):
 * forms post or get, links go. What the app adds is known to run only once it has hydrated.
 */

const never = () => () => {}

/** False on the server and while hydrating, true once the app runs the page. */
export const useAppRuns = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  )

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/**
 * What a rendered control holds that differs from what the server rendered: a value the visitor
 * gave it before the app took the page over. Null when it holds the rendered value, or when the
 * browser rendered the control itself (a select without a rendered choice).
 */
export function valueBeforeApp(control: Control | null): string | null {
  if (!control) return null
  if (control instanceof HTMLSelectElement) {
    const chosen = control.selectedOptions[0]
    const rendered = [...control.options].find((option) => option.defaultSelected)
    return chosen && rendered && chosen !== rendered ? chosen.value : null
  }
  return control.value !== control.defaultValue ? control.value : null
}

/**
 * A value given to the rendered control before the app arrived is on screen, but unknown to the
 * app, whose next render would put the rendered value back (issues 27 and 29): the app hears it
 * once, when it takes the control over, as if given now. Later changes arrive as events.
 */
export function useValueBeforeApp<T extends Control>(
  adopt: (value: string) => void,
): RefObject<T | null> {
  const control = useRef<T>(null)
  const adoptOnce = useRef(adopt)
  useEffect(() => {
    const value = valueBeforeApp(control.current)
    if (value === null) return
    // After the commit: the change may be rendered at once (lib/address/use-address-params.ts), which
    // React cannot do from inside an effect.
    const later = setTimeout(() => adoptOnce.current(value))
    return () => clearTimeout(later)
  }, [])
  return control
}
