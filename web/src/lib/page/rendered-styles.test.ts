import { afterEach, describe, expect, it } from 'vitest'

import { asRenderedStyles, renderedStylesCache } from './rendered-styles'

describe('rendered styles', () => {
  // Only the elements a test added: the app's own styles in the head stay.
  afterEach(() => {
    for (const element of document.head.querySelectorAll('[data-rendered-styles]')) element.remove()
  })

  it("puts Emotion's style elements under the page's own attribute", () => {
    expect(asRenderedStyles('<style data-emotion="css a1 b2">.css-a1{}</style>')).toBe(
      '<style data-rendered-styles="css a1 b2">.css-a1{}</style>',
    )
  })

  it('gives the app a cache that knows the rules in the page, and leaves the elements be', () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      asRenderedStyles(
        '<style data-emotion="css-global g1">:root{}</style><style data-emotion="css a1 b2">.css-a1{}.css-b2{}</style>',
      ),
    )
    const elements = [...document.head.children]
    const cache = renderedStylesCache()
    expect(cache?.key).toBe('css')
    expect(cache?.inserted).toMatchObject({ a1: true, b2: true })
    // Global styles are not the cache's: they stay in the page as they are.
    expect(cache?.inserted).not.toHaveProperty('g1')
    expect([...document.head.children]).toEqual(elements)
  })

  it('gives none for a page without rendered styles', () => {
    expect(renderedStylesCache()).toBeUndefined()
  })
})
