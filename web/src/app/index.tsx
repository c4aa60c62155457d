import type { EmotionCache } from '@emotion/cache'
import { languageAddress, type PostedForm } from '@sog/contract'
import { startTransition, StrictMode, useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom'

import { setNavigation } from '@/lib/api/api-client'
import { changeLanguage, i18n } from '@/lib/i18n'
import { nextTask } from '@/lib/page/next-task'
import { adoptSavedPreferences } from '@/lib/storage/preferences'
import { renderedState } from '@/lib/page/rendered-state'
import { renderedStylesCache } from '@/lib/page/rendered-styles'
import { followLanguageAcrossAreas } from './language-areas'
import { AppProvider } from './provider'
import { routes } from './router'
import { appSystem } from './theme'

type Router = ReturnType<typeof createBrowserRouter>

type Props = {
  router: Router
  initialData?: Record<string, unknown>
  fresh?: ReadonlySet<string>
  renderedStyles?: EmotionCache
  posted?: PostedForm
}

/**
 * Marks the document once the app has taken the page over (hydrated or rendered): until then a
 * rendered page's controls are plain HTML, and those that act only through the app stay hidden
 * (lib/page/needs-script.ts, `needsApp`).
 */
export function useMarkAppReady(): void {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready'
  }, [])
}

function App({ router, initialData, fresh, renderedStyles, posted }: Props) {
  useEffect(adoptSavedPreferences, [])
  useMarkAppReady()
  return (
    <AppProvider
      initialData={initialData}
      fresh={fresh}
      renderedStyles={renderedStyles}
      posted={posted}
    >
      <RouterProvider router={router} />
    </AppProvider>
  )
}

/**
 * The screens of this address whose code is still a lazy chunk, loaded and put in place: the
 * first render must be the screen the server rendered, not the loading fallback.
 */
async function loadMatchedScreens(basename: string): Promise<void> {
  const matches = matchRoutes(routes, window.location, basename || undefined) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const screen = await route.lazy()
      Object.assign(route, { ...screen, lazy: undefined })
    }),
  )
}

/**
 * Hydrates the page the server rendered (its data in the page,
 * docs/decisions/0059-rendered-pages.md), or renders the app alone where the server sent only the
 * shell (admin and dealer).
 */
export async function startApp(root: HTMLElement): Promise<void> {
  const state = renderedState()
  // A language's pages live under its prefix (docs/decisions/0168-language-addresses.md).
  const { basename } = languageAddress(window.location.pathname)
  // Evaluating the app's modules, asking for the screen's code and building Chakra's system were
  // one task of ~0.3 s on a throttled phone: each is a task of its own now, the system built
  // while the screen's code downloads (docs/decisions/0098-three-tasks.md).
  await nextTask()
  const screens = state ? loadMatchedScreens(basename) : undefined
  // The texts in the page's language: i18next resolves the language once they are in.
  const texts = changeLanguage(i18n.language)
  await nextTask()
  appSystem()
  await screens
  await texts
  // Hydration starts from the server's loader data, the keys its routes named
  // (docs/data-path.md): the loaders do not run again, and the router knows the page was rendered
  // on the server, so it keeps the scroll its visitor made while the app arrived instead of
  // scrolling it to the top as it would a new page (docs/decisions/0172-controls-that-need-the-app.md).
  const router = createBrowserRouter(routes, {
    ...(basename ? { basename } : {}),
    ...(state ? { hydrationData: { loaderData: state.loaderData } } : {}),
  })
  // The page's answers are not fetched again until the visitor moves on (AppProvider).
  const fresh = new Set(Object.keys(state?.data ?? {}))
  const stopWatching = router.subscribe(() => {
    fresh.clear()
    stopWatching()
  })
  followLanguageAcrossAreas(router, basename)
  setNavigation(router)
  const app = (
    <StrictMode>
      <App
        router={router}
        initialData={state?.data}
        fresh={fresh}
        renderedStyles={renderedStylesCache()}
        posted={state?.posted}
      />
    </StrictMode>
  )
  // Hydrating as a transition lets React yield to the browser every few milliseconds instead of
  // holding the main thread for the whole page (about a second on a throttled phone): the
  // blocking time Lighthouse counts fell by two thirds (docs/decisions/0091-hydrate-transition.md).
  if (state) startTransition(() => void hydrateRoot(root, app))
  else createRoot(root).render(app)
}
