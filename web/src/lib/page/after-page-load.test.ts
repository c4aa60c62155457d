import { afterEach, describe, expect, it, vi } from 'vitest'

import { afterPageLoad } from './after-page-load'
import { RENDERED_STATE_ID } from './rendered-state'

/** A document whose readyState the test decides. */
function page(rendered: boolean, readyState: DocumentReadyState) {
  const doc = document.implementation.createHTMLDocument('page')
  if (rendered) {
    const state = doc.createElement('script')
    state.id = RENDERED_STATE_ID
    doc.body.append(state)
  }
  Object.defineProperty(doc, 'readyState', { value: readyState })
  Object.defineProperty(doc, 'defaultView', { value: window })
  return doc
}

const settled = async (promise: Promise<void>) => {
  let done = false
  void promise.then(() => (done = true))
  await vi.advanceTimersByTimeAsync(50)
  return done
}

describe('afterPageLoad', () => {
  afterEach(() => vi.useRealTimers())

  it('starts the browser-only shell at once', async () => {
    vi.useFakeTimers()
    expect(await settled(afterPageLoad(page(false, 'loading')))).toBe(true)
  })

  it('waits for a rendered page to load before the app is asked for', async () => {
    vi.useFakeTimers()
    const loading = afterPageLoad(page(true, 'interactive'))
    expect(await settled(loading)).toBe(false)
    window.dispatchEvent(new Event('load'))
    expect(await settled(loading)).toBe(true)
  })

  it('goes on after the paint when the page has already loaded', async () => {
    vi.useFakeTimers()
    expect(await settled(afterPageLoad(page(true, 'complete')))).toBe(true)
  })
})
