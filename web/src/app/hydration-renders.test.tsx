import { act } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { compareList, favorites } from '@/lib/saved-lists'

import { AppProvider } from './provider'

let renders = 0

/** Stands for the page: reads the saved lists, as every card's buttons and the header do. */
function Page() {
  renders += 1
  const saved = favorites.useIds().length + compareList.useIds().length
  return <p>{saved}</p>
}

describe('hydrating a rendered page', () => {
  it('renders the page once: nothing re-renders it when the app takes over', async () => {
    localStorage.clear()
    favorites.reload()
    compareList.reload()
    const page = (
      <AppProvider>
        <Page />
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
