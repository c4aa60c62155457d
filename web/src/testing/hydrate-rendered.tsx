import { act } from '@testing-library/react'
import type { ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { MemoryRouter, StaticRouter } from 'react-router-dom'
import { onTestFinished } from 'vitest'

import { AppProvider } from '@/app/provider'

/**
 * `element` on a page the server rendered at `address`, then taken over by the app. `before`
 * acts on the rendered HTML first, as a visitor does before the app's code has arrived
 * (docs/decisions/0164-before-the-app.md). The page goes when the test ends.
 */
export async function hydrateRendered(
  element: ReactNode,
  address: string,
  before: (page: HTMLElement) => void,
): Promise<HTMLElement> {
  const page = document.createElement('div')
  page.innerHTML = renderToString(
    <AppProvider>
      <StaticRouter location={address}>{element}</StaticRouter>
    </AppProvider>,
  )
  document.body.append(page)
  // Gone even when `before` fails: a page left behind would lend its ids to the next test's.
  onTestFinished(() => page.remove())
  before(page)
  const root = await act(async () =>
    hydrateRoot(
      page,
      <AppProvider>
        <MemoryRouter initialEntries={[address]}>{element}</MemoryRouter>
      </AppProvider>,
    ),
  )
  onTestFinished(() => act(() => root.unmount()))
  return page
}
