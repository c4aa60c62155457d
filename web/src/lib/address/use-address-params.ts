import { useCallback, useRef } from 'react'
import { useSearchParams, type NavigateOptions } from 'react-router-dom'

/**
 * The address's query, and a writer whose changes compose. React Router's functional update
 * reads the parameters of the last render, so a second change before that render (a country
 * chosen, then typing at once; two choices made before the app and taken together when it
 * arrives, lib/page/before-the-app.ts) would drop the first: each change here starts from the latest
 * written, and an address changed from outside (a link, Back) replaces it.
 *
 * A change is rendered at once (`flushSync`): the router's update is otherwise a transition, and
 * a select whose value is the address's showed its old value again before it committed, so the
 * browser's `change` after its `input` event read and wrote the old choice (seen in the
 * every-field journey, docs/decisions/0167-posted-forms.md).
 */
export function useAddressParams() {
  const [params, setParams] = useSearchParams()
  const latest = useRef(params)
  const seen = useRef(params.toString())
  if (params.toString() !== seen.current) {
    seen.current = params.toString()
    latest.current = params
  }
  const edit = useCallback(
    (change: (copy: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => {
      const next = change(new URLSearchParams(latest.current))
      latest.current = next
      setParams(next, { flushSync: true, ...options })
    },
    [setParams],
  )
  return [params, edit] as const
}
