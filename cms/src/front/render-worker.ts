import type { PageRenderer, PageRequest, RenderedHtml } from '@sog/contract'
import { pathToFileURL } from 'node:url'
import { workerData } from 'node:worker_threads'

/**
 * The thread public pages are rendered in (rendered-pages.ts): a page's render is React's
 * synchronous work of 100–200 ms, which on the front's own thread held every other request,
 * a kept page's included, for as long (issue 32, M5). Loaded by Piscina with the renderer's
 * file as its `workerData`.
 */
const { renderer } = (await import(pathToFileURL(workerData as string).href)) as {
  renderer: PageRenderer
}

export default function render(request: PageRequest): Promise<RenderedHtml> {
  return renderer.renderPage(request)
}
