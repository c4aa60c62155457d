import { describe, expect, it } from 'vitest'

import { plainTextToRichText, richTextToPlainText } from './rich-text'

describe('company description rich text', () => {
  it('keeps paragraphs both ways', () => {
    const text = 'First paragraph.\n\nSecond one.'
    const state = plainTextToRichText(text)
    expect(state.root.children).toHaveLength(2)
    expect(richTextToPlainText(state)).toBe(text)
  })

  it('reads nothing from an empty value', () => {
    expect(richTextToPlainText(null)).toBe('')
    expect(plainTextToRichText('   ').root.children).toEqual([])
  })
})
