import { act } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { compareList, favorites } from '@/lib/storage/saved-lists'

import { AppProvider } from './provider'
import { useSavedCounts } from './layout/use-saved-counts'

let renders = 0

/** Stands for the page: reads the saved lists, as every card's buttons and the header do. */
function Page() {
  renders += 1
  const saved = favorites.useIds().length + compareList.useIds().length
  return <p>{saved}</p>
}

/** Stands for the header's links: their badges count the saved lists. */
function Badges() {
  renders += 1
  const { favorites, compare } = useSavedCounts()
  return <p>{favorites + compare}</p>
}

describe('hydrating a rendered page', () => {
  it.each([
    ['the page', Page],
    ["the header's badges", Badges],
  ])('renders %s once: nothing re-renders it when the app takes over', async (_, Part) => {
    localStorage.clear()
    favorites.reload()
    compareList.reload()
    const page = (
      <AppProvider>
        <Part />
      </AppProvider>
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(page)
    document.body.append(container)
    renders = 0

    const root = await act(async () => hydrateRoot(container, page))
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(renders).toBe(1)

    act(() => root.unmount())
    container.remove()
  })
})
