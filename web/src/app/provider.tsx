import { ChakraProvider } from '@chakra-ui/react'
import { Global } from '@emotion/react'
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { SWRConfig, type Middleware } from 'swr'

import { initI18n } from '@/lib/i18n'
// Inlined into the page's styles (no stylesheet request); its font URLs are hashed assets.
import fontFaces from './fonts.css?inline'
import { system } from './theme'

const i18n = initI18n()

// Only the admin and dealer screens raise toasts; the toast machinery stays off the first load.
const Toaster = lazy(() =>
  import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })),
)

const noSubscription = () => () => {}

/** False on the server and while hydrating its HTML, true once the app runs in the browser. */
const useInBrowser = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )

type Props = {
  children: ReactNode
  /** /api answers already in the page (docs/decisions.md, "Rendered pages"), by SWR key. */
  initialData?: Record<string, unknown>
  /**
   * Keys of initialData not to fetch again when a screen mounts: the page's answers are as
   * fresh as the page. The app empties it on the first navigation, after which mounting
   * revalidates as usual.
   */
  fresh?: ReadonlySet<string>
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
const cacheWith = (initialData: Record<string, unknown> = {}) =>
  new Map(
    Object.entries(initialData).map(([key, data]) => [
      key,
      { data, error: undefined, isLoading: false, isValidating: false },
    ]),
  )

export function AppProvider({ children, initialData, fresh }: Props) {
  const inBrowser = useInBrowser()
  return (
    <ChakraProvider value={system}>
      <Global styles={fontFaces} />
      <I18nextProvider i18n={i18n}>
        <SWRConfig
          value={{
            revalidateOnFocus: false,
            provider: () => cacheWith(initialData),
            use: fresh ? [keepFresh(fresh)] : [],
          }}
        >
          {children}
          {/* Toasts are the browser's alone: nothing of them in the server's HTML. */}
          {inBrowser ? (
            <Suspense fallback={null}>
              <Toaster />
            </Suspense>
          ) : null}
        </SWRConfig>
      </I18nextProvider>
    </ChakraProvider>
  )
}
