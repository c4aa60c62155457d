// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { stockStory } from './stock-story'

describe('stockStory', () => {
  it('calls dealer units available only while the manufacturer sells the firearm', () => {
    expect(stockStory('In Stock')).toBe('available')
    expect(stockStory('Limited Stock')).toBe('available')
    expect(stockStory('Pre-order')).toBe('available')
    expect(stockStory('Out of Stock')).toBe('remaining-out-of-stock')
    expect(stockStory('out of stock')).toBe('remaining-out-of-stock')
    expect(stockStory('Discontinued')).toBe('remaining-discontinued')
  })
})
