import { act } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'

import { AppProvider } from '../provider'
import { CompactSelect } from './compact-select'

const OPTIONS = [
  { value: 'PL', label: 'Poland' },
  { value: 'DE', label: 'Germany' },
  { value: 'IT', label: 'Italy' },
]

let cleanup = () => {}
afterEach(() => cleanup())

/**
 * The header's country or language on a page the server rendered: `before` is what the visitor
 * does to the select before the app has taken the page over (its code arrives after the load).
 */
async function hydrate(before: (select: HTMLSelectElement) => void) {
  const changes: string[] = []
  const page = (
    <AppProvider>
      <CompactSelect
        label="Country"
        value="DE"
        shown="DE"
        options={OPTIONS}
        onChange={(value) => changes.push(value)}
      />
    </AppProvider>
  )
  const container = document.createElement('div')
  container.innerHTML = renderToString(page)
  document.body.append(container)
  const select = container.querySelector('select')!
  before(select)
  const root = await act(async () => hydrateRoot(container, page))
  // The app hears an early choice just after it has taken the select over (lib/page/before-the-app.ts).
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
  cleanup = () => {
    act(() => root.unmount())
    container.remove()
  }
  return { changes, select }
}

describe('a header select used before the app has taken the page over', () => {
  it('keeps the visitor’s choice: the app hears it once it has arrived', async () => {
    const { changes } = await hydrate((select) => {
      select.value = 'PL'
    })
    expect(changes).toEqual(['PL'])
  })

  it('changes nothing when the visitor chose nothing', async () => {
    const { changes, select } = await hydrate(() => {})
    expect(changes).toEqual([])
    expect(select.value).toBe('DE')
  })

  it('changes nothing when the visitor chose the value it already had', async () => {
    const { changes } = await hydrate((select) => {
      select.value = 'IT'
      select.value = 'DE'
    })
    expect(changes).toEqual([])
  })
})
