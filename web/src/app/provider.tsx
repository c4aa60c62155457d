import { ChakraProvider } from '@chakra-ui/react'
import type { EmotionCache } from '@emotion/cache'
import type { PostedForm } from '@sog/contract'
import { CacheProvider, Global } from '@emotion/react'
import { lazy, Suspense, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { SWRConfig, type Middleware } from 'swr'

import { holdAnswers } from '@/lib/api/answers'
import { initI18n } from '@/lib/i18n'
import { PostedFormProvider } from '@/lib/page/posted-form'
import { useToastRaised } from '@/lib/page/toast-raised'
// Inlined into the page's styles (no stylesheet request); its font URLs are hashed assets.
import fontFaces from './fonts.css?inline'
import { appSystem, renderedPageSystem } from './theme'

const i18n = initI18n()

// The toast machinery stays off the first load (ToasterOnDemand).
const Toaster = lazy(() =>
  import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })),
)

/**
 * The toaster mounts with the page's first toast (lib/page/toast-raised.ts): mounted with the app it
 * re-rendered after hydration and loaded its chunk on every page. Nothing of it is in the
 * server's HTML.
 */
function ToasterOnDemand() {
  return useToastRaised() ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null
}

type Props = {
  children: ReactNode
  /** A refused form post the page answers (lib/page/posted-form.tsx). */
  posted?: PostedForm
  /** /api answers already in the page (docs/decisions/0059-rendered-pages.md), by SWR key. */
  initialData?: Record<string, unknown>
  /**
   * Keys of initialData not to fetch again when a screen mounts: the page's answers are as
   * fresh as the page. The app empties it on the first navigation, after which mounting
   * revalidates as usual.
   */
  fresh?: ReadonlySet<string>
  /**
   * The style cache of a page the server rendered, knowing the rules already in the page
   * (lib/page/rendered-styles.ts): the page's global styles are not inserted again either.
   */
  renderedStyles?: EmotionCache
}

function keepFresh(fresh: ReadonlySet<string>): Middleware {
  return (useSWRNext) => (key, fetcher, config) =>
    useSWRNext(
      key,
      fetcher,
      typeof key === 'string' && fresh.has(key) ? { ...config, revalidateOnMount: false } : config,
    )
}

/**
 * A cache per mounted app (one in the browser, a fresh one for every test), holding the page's
 * answers as loaded ones: the first render shows them, not a loading state, and SWR checks them
 * in the background as it does any answer it already has.
 */
function cacheWith(initialData: Record<string, unknown> = {}) {
  const cache = new Map(
    Object.entries(initialData).map(([key, data]) => [
      key,
      { data, error: undefined, isLoading: false, isValidating: false },
    ]),
  )
  holdAnswers(cache)
  return cache
}

export function AppProvider({ children, initialData, fresh, renderedStyles, posted }: Props) {
  const app = (
    <ChakraProvider value={renderedStyles ? renderedPageSystem() : appSystem()}>
      {renderedStyles ? null : <Global styles={fontFaces} />}
      <I18nextProvider i18n={i18n}>
        <SWRConfig
          value={{
            revalidateOnFocus: false,
            provider: () => cacheWith(initialData),
            use: fresh ? [keepFresh(fresh)] : [],
          }}
        >
          <PostedFormProvider value={posted ?? null}>{children}</PostedFormProvider>
          <ToasterOnDemand />
        </SWRConfig>
      </I18nextProvider>
    </ChakraProvider>
  )
  return renderedStyles ? <CacheProvider value={renderedStyles}>{app}</CacheProvider> : app
}
