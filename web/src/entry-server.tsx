import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import createEmotionServer from '@emotion/server/create-instance'
import {
  DEFAULT_COUNTRY,
  DEFAULT_LANGUAGE,
  languageAddress,
  type Language,
  type PagePlan,
  type PageRenderer,
  type PageRequest,
  type RenderedHtml,
} from '@sog/contract'
import { StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router-dom'

import { pageHead } from './app/page-head'
import { AppProvider } from './app/provider'
import { routes, type ScreenHandle } from './app/router'
import { ShellNote } from './app/shell-note/shell-note'
import { renderInCountry } from './lib/storage/selected-country'
import { changeLanguage, i18n } from './lib/i18n'
import { collectHead } from './lib/page/collected-head'
import { RENDERED_STATE_ID, serializeRenderedState } from './lib/page/rendered-state'
import { asRenderedStyles, STYLE_CACHE_KEY } from './lib/page/rendered-styles'
import { keysOfRoutes, serverContext, type Visitor } from './lib/page/screen-data'

/**
 * The server's renderer of the public pages (docs/decisions/0059-rendered-pages.md), built by
 * Vite's SSR build and loaded by the front server: the same routes and components as the
 * browser's app, rendered to HTML with their styles and the data they used, which the browser
 * hydrates.
 */
type Handler = ReturnType<typeof createStaticHandler>
/** One per language's basename (`/pl`…; docs/decisions/0168-language-addresses.md). */
const handlers = new Map<string, Handler>()
function handlerFor(basename: string): Handler {
  let handler = handlers.get(basename)
  if (!handler) {
    handler = createStaticHandler(routes, basename ? { basename } : undefined)
    handlers.set(basename, handler)
  }
  return handler
}

type Match = { params: Record<string, string | undefined>; route: { handle?: unknown } }

function screenOf(pathname: string): { handle: ScreenHandle; match: Match } | null {
  const matches: Match[] = matchRoutes(routes, pathname) ?? []
  const match = matches.at(-1)
  const handle = match?.route.handle as ScreenHandle | undefined
  return match && handle ? { handle, match } : null
}

/**
 * The routes' loaders for the page at `url` and `visitor` (docs/data-path.md): the keys of the
 * /api reads each matched route names, by route id; null if a loader failed (the browser then
 * renders the page, with its error screen).
 */
async function loadRoutes(url: URL, visitor: Visitor): Promise<Record<string, unknown> | null> {
  const handler = handlerFor(languageAddress(url.pathname).basename)
  const context = await handler.query(new Request(url), {
    requestContext: serverContext(visitor),
  })
  if (context instanceof Response || context.errors) return null
  return context.loaderData
}

/** How the page at `url` (path and query) is rendered, or null for a screen the browser renders alone (admin, dealer). */
export async function planPage(
  url: string,
  country: string = DEFAULT_COUNTRY,
  language: Language = DEFAULT_LANGUAGE,
): Promise<PagePlan | null> {
  const address = new URL(url, 'http://localhost')
  // A language's page (`/pl/catalog`) is the screen of the path inside its prefix.
  const screen = screenOf(languageAddress(address.pathname).path)
  if (!screen) return null
  const loaded = await loadRoutes(address, { country, language })
  if (!loaded) return null
  const data = keysOfRoutes(loaded)
  const route = screen.match.route as { path?: string }
  if (route.path === '*') return { data, key: '*' }
  return { data, key: `${address.pathname}${address.search}` }
}

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  let text = ''
  for await (const chunk of stream) text += String(chunk)
  return text
}

/**
 * The language and country are process-wide in the app, and React may render across several
 * turns of the event loop: pages are rendered one at a time (the work is the CPU's either way),
 * each after setting both.
 */
let queue: Promise<unknown> = Promise.resolve()

function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const turn = queue.then(work)
  queue = turn.catch(() => undefined)
  return turn
}

export const renderPage = (request: PageRequest): Promise<RenderedHtml> =>
  inTurn(() => render(request))

/**
 * The page is whole without its scripts: they only hydrate it. Fetched at low priority, they
 * leave the connection to the HTML and the largest image first on a slow phone network
 * (docs/decisions/0089-app-after-load.md); the shell of the browser-only screens keeps the default.
 */
export function withScriptsAfterPaint(template: string): string {
  return template.replace(
    /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
    '<$1 fetchpriority="low"',
  )
}

/** The page's language, where readers, search engines and the app's start read it. */
const inLanguage = (template: string, language: Language) =>
  template.replace(/<html lang="[^"]*"/, `<html lang="${language}"`)

async function render(request: PageRequest): Promise<RenderedHtml> {
  const url = new URL(request.url, request.origin)
  const { data } = request
  const { basename, path } = languageAddress(url.pathname)
  const handler = handlerFor(basename)
  const context = await handler.query(new Request(url), {
    requestContext: serverContext({ country: request.country, language: request.language }),
  })
  if (context instanceof Response) throw new Error(`Unexpected answer ${context.status}`)
  const router = createStaticRouter(handler.dataRoutes, context)
  const cache = createCache({ key: STYLE_CACHE_KEY })
  const emotion = createEmotionServer(cache)

  await changeLanguage(request.language)
  renderInCountry(request.country)
  const collected = collectHead()
  const page = (
    <StrictMode>
      <CacheProvider value={cache}>
        <AppProvider initialData={data} posted={request.posted}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </CacheProvider>
    </StrictMode>
  )
  // Every Suspense boundary inline, however large: React would otherwise finish big ones with
  // inline scripts, which the Content-Security-Policy refuses (and which need JavaScript).
  const { prelude } = await prerenderToNodeStream(page, { progressiveChunkSize: Infinity })
  const body = await streamText(prelude)
  const styles = asRenderedStyles(
    emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(body)),
  )
  // Unknown paths, and answers the server said do not exist (a firearm: Product Not Found).
  const screen = screenOf(path)
  const notFound =
    (screen?.match.route as { path?: string } | undefined)?.path === '*' ||
    Object.values(data).includes(null)
  const state = serializeRenderedState({
    language: request.language,
    country: request.country,
    data,
    loaderData: context.loaderData,
    ...(request.posted ? { posted: request.posted } : {}),
  })
  const head = pageHead({
    origin: request.origin,
    pathname: path,
    canonicalPath: notFound ? null : (screen?.handle.canonical ?? path),
    language: request.language,
    country: request.country,
    collected,
    descriptionKey: screen?.handle.description,
    params: screen?.match.params ?? {},
    data,
    t: i18n.getFixedT(request.language),
  })
  const html = inLanguage(withScriptsAfterPaint(request.template), request.language)
    .replace(/<meta\s+name="description"[^>]*>\s*/, '')
    .replace(/<title>[^<]*<\/title>/, () => head)
    .replace('</head>', () => `${styles}</head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${body}</div><script type="application/json" id="${RENDERED_STATE_ID}">${state}</script>`,
    )
  return { status: notFound ? 404 : 200, html }
}

/**
 * The shell in `language`; the admin and dealer screens' with what it says without scripts
 * (docs/decisions/0195-shell-language.md). In the queue, as it sets the language too.
 */
export const renderShell = (template: string, language: Language, staff: boolean) =>
  inTurn(async () => {
    const shell = inLanguage(template, language)
    if (!staff) return shell
    await changeLanguage(language)
    const { prelude } = await prerenderToNodeStream(
      <ShellNote language={language} t={i18n.getFixedT(language)} />,
    )
    const note = await streamText(prelude)
    return shell.replace('<div id="root"></div>', () => `<div id="root">${note}</div>`)
  })

// What the front server loads from this build (docs/api.md, "Rendered pages").
export const renderer = { planPage, renderPage, renderShell } satisfies PageRenderer
