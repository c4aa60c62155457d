import { isLanguage, type Language } from '@sog/contract'
import {
  createContext,
  RouterContextProvider,
  useMatches,
  useSearchParams,
  type LoaderFunction,
  type Params,
  type ShouldRevalidateFunction,
} from 'react-router-dom'

import { knownAnswer } from '@/lib/api/answers'
import type { ApiPath } from '@/lib/api/route'
import { i18n } from '@/lib/i18n'
import { useLanguage } from '@/lib/i18n/use-language'
import { selectedCountry, useSelectedCountry } from '@/lib/storage/country'
import { preloadAnswer } from './preload'

/**
 * A screen's data, defined once (docs/data-path.md; docs/decisions/0175-screen-data.md). A datum
 * (`dataPart`) is a name and the /api read it is for an address and a visitor. A route names the
 * data its screen renders from (`screenData`), and from that one list: the server plans and
 * renders the page (its loader, run by React Router's static handler), a navigation in the
 * browser starts the reads beside the screen's code (the same loader), and the screen's hooks
 * read their keys (`useDataKey`) with the same function, from the address on screen.
 */

/** Who the page is for: prices are in their country's currency, texts in their language. */
export type Visitor = { country: string; language: Language }

/** The server's visitor for one render (entry-server.tsx); in the browser, the app's own. */
const visitorContext = createContext<Visitor | null>(null)

/** The server's loader context for a page rendered for `visitor`. */
export const serverContext = (visitor: Visitor) =>
  new RouterContextProvider(new Map([[visitorContext, visitor]]))

/** What a datum's read is worked out from. */
export type DataAsk = { params: Params; search: URLSearchParams; visitor: Visitor }

/** A read's key (its /api path), or null where there is nothing to ask for. */
type Key = ApiPath<unknown, 'GET'> | null

/** One datum a screen renders from: its name, and its read for an address and visitor. */
export type DataPart<N extends string = string, K extends Key = Key> = {
  name: N
  key: (ask: DataAsk) => K
}

export const dataPart = <N extends string, K extends Key>(
  name: N,
  key: (ask: DataAsk) => K,
): DataPart<N, K> => ({ name, key })

/** A route's loader data: the key of each datum it names, by name. */
type ScreenKeys = Record<string, Key>

const isScreenKeys = (data: unknown): data is ScreenKeys =>
  typeof data === 'object' && data !== null

function browserVisitor(): Visitor {
  const language = i18n.resolvedLanguage
  return { country: selectedCountry(), language: isLanguage(language) ? language : 'en' }
}

/**
 * Only on entering the route: within a screen (its page, search and filters) the hooks ask for
 * the new keys themselves at once, and a loader would hold each change of the address, and the
 * field that made it, until it had run.
 */
const onEntering: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname

type Options = {
  /**
   * Whether the browser may start the reads now (a signed-in screen's only with a live session:
   * an ended one is asked for again by the area itself, lib/page/preload.ts).
   */
  ahead?: () => boolean
}

/**
 * A route's data: its loader and when it runs. `parts` may come from a module of its own, loaded
 * with the route (a signed-in screen's, kept off the visitor's first load,
 * docs/decisions/0171-recipes-with-components.md). On the server the loader only names the keys
 * (the front server gathers their answers, docs/api.md, "Rendered pages"); in the browser it also
 * starts the reads the app does not hold yet, which the screen's fetcher takes over
 * (`withPreloaded`, docs/decisions/0128-route-loaders.md). It never waits for an answer.
 */
export function screenData(
  parts: readonly DataPart[] | (() => Promise<readonly DataPart[]>),
  options: Options = {},
): { loader: LoaderFunction; shouldRevalidate: ShouldRevalidateFunction } {
  const loader: LoaderFunction = async ({ request, params, context }) => {
    const served = context instanceof RouterContextProvider ? context.get(visitorContext) : null
    const ask: DataAsk = {
      params,
      search: new URL(request.url).searchParams,
      visitor: served ?? browserVisitor(),
    }
    const named = typeof parts === 'function' ? await parts() : parts
    const keys: ScreenKeys = Object.fromEntries(named.map((part) => [part.name, part.key(ask)]))
    if (!served && (options.ahead?.() ?? true))
      for (const key of Object.values(keys))
        if (key !== null && !knownAnswer(key)) preloadAnswer(key)
    return keys
  }
  return { loader, shouldRevalidate: onEntering }
}

/**
 * The key of a datum for the address on screen and the visitor, worked out by the datum's own
 * function. A screen may read only the data its route (or an enclosing one: the shell names the
 * countries and the settings) names, so the server has rendered what the screen reads; reading
 * another is a mistake of the route table, and fails where it renders.
 */
export function useDataKey<N extends string, K extends Key>(part: DataPart<N, K>): K {
  const matches = useMatches()
  const [search] = useSearchParams()
  const visitor: Visitor = { country: useSelectedCountry(), language: useLanguage() }
  const match = matches.findLast((route) => isScreenKeys(route.data) && part.name in route.data)
  if (!match)
    throw new Error(`No route names the "${part.name}" data of this screen (app/router.tsx)`)
  return part.key({ params: match.params, search, visitor })
}

/** The keys a rendered page's answers are gathered under: those every matched route names. */
export const keysOfRoutes = (loaderData: Record<string, unknown>): string[] =>
  Object.values(loaderData).flatMap((data) =>
    isScreenKeys(data)
      ? Object.values(data).filter((key): key is NonNullable<Key> => key !== null)
      : [],
  )
