import { RENDERED_STATE_ID } from './rendered-state'

/**
 * Resolves when a page the server rendered has loaded what it shows (the window's `load`: its
 * HTML, the largest image, the fonts) and painted it; at once for the shell of the browser-only
 * screens (admin, dealer), which shows nothing until the app runs. The rendered page is whole
 * without its scripts, so on a slow phone network the app's JavaScript takes the connection only
 * after the picture (docs/decisions/0089-app-after-load.md).
 */
export function afterPageLoad(doc: Document = document): Promise<void> {
  if (!doc.getElementById(RENDERED_STATE_ID)) return Promise.resolve()
  const view = doc.defaultView ?? window
  const afterPaint = (resolve: () => void) =>
    view.requestAnimationFrame(() => view.setTimeout(resolve, 0))
  return new Promise((resolve) => {
    if (doc.readyState === 'complete') afterPaint(resolve)
    else view.addEventListener('load', () => afterPaint(resolve), { once: true })
  })
}
