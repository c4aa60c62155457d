import type { Language, PostedForm } from '@sog/contract'

/**
 * What the server rendered this page with (docs/decisions/0059-rendered-pages.md): the language
 * and country it chose and the /api answers it used, keyed as the SWR hooks key them. The app
 * starts from the same values so hydration matches the HTML and nothing is fetched again.
 */
export type RenderedState = {
  language: Language
  country: string
  data: Record<string, unknown>
  /** The routes' loader data (the keys each names, docs/data-path.md), which hydration starts from. */
  loaderData: Record<string, unknown>
  /** A refused form post this page answers (lib/page/posted-form.tsx). */
  posted?: PostedForm
}

export const RENDERED_STATE_ID = 'sog-rendered-state'

let state: RenderedState | null | undefined

/** The state the server put in the page, or null for a page the browser renders alone. */
export function renderedState(): RenderedState | null {
  if (state === undefined) {
    const element =
      typeof document === 'undefined' ? null : document.getElementById(RENDERED_STATE_ID)
    state = element?.textContent ? (JSON.parse(element.textContent) as RenderedState) : null
  }
  return state
}

/** `<`, `>` and `&` escaped, so the JSON cannot close its script element or open a comment. */
export function serializeRenderedState(value: RenderedState): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}
