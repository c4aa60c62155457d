import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import { Box, ChakraProvider, createSystem, defaultBaseConfig } from '@chakra-ui/react'
import i18n from 'i18next'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next'
import {
  createBrowserRouter,
  Link,
  matchRoutes,
  NavLink,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router-dom'
import useSWR, { SWRConfig } from 'swr'

/**
 * An app with no screens of its own, made of the libraries the fixed stack names, each used for
 * what the site's first load uses it for (docs/decisions/0101-stack-floor.md): hydrating a page
 * inside a transition; React Router's data router with a lazy screen, the unsaved-changes blocker,
 * scroll restoration, links and the address hooks; Chakra's provider with its base config (no
 * tokens, no recipes) and one styled box in an Emotion cache; i18next through react-i18next;
 * SWR with data from the page. `npm run bench:web` prints its first load beside the site's: what
 * is left of the 150 KB goal for the site's own code, theme and texts.
 */
void i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: { a: 'a' } } } })

function Shell() {
  const { t } = useTranslation()
  const { data } = useSWR<string>('/api/settings', (url: string) =>
    fetch(url).then((response) => response.text()),
  )
  const blocker = useBlocker(false)
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const { id } = useParams()
  const [search] = useSearchParams()
  const error = useRouteError()
  return (
    <Box padding="4" onClick={() => void navigate('/')}>
      {t('a')} {data} {pathname} {blocker.state} {id} {search.get('q')} {String(error)}
      <Link to="/">a</Link>
      <NavLink to="/b">b</NavLink>
      <Outlet />
      <ScrollRestoration />
    </Box>
  )
}

const routes = [
  {
    element: <Shell />,
    children: [
      { path: '/', element: <p>/</p> },
      { path: '/b/:id', lazy: () => import('./lazy-screen') },
    ],
  },
]
// The app finds the address's lazy screens before it hydrates (app/index.tsx).
matchRoutes(routes, window.location)
const router = createBrowserRouter(routes)
const system = createSystem(defaultBaseConfig)
const cache = createCache({ key: 'css' })

startTransition(() => {
  hydrateRoot(
    document.body,
    <StrictMode>
      <CacheProvider value={cache}>
        <ChakraProvider value={system}>
          <I18nextProvider i18n={i18n}>
            <SWRConfig value={{ fallback: {} }}>
              <RouterProvider router={router} />
            </SWRConfig>
          </I18nextProvider>
        </ChakraProvider>
      </CacheProvider>
    </StrictMode>,
  )
})
