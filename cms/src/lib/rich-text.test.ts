import { describe, expect, it } from 'vitest'

import { SAMPLE_LEGAL_TEXTS } from '@sog/samples'
import {
  blocksToRichText,
  plainTextToRichText,
  richTextToBlocks,
  richTextToPlainText,
} from './rich-text'

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

describe('legal texts as blocks (docs/decisions/0163-legal-pages.md)', () => {
  it('keeps the sample texts block for block both ways', () => {
    for (const texts of Object.values(SAMPLE_LEGAL_TEXTS))
      for (const { blocks } of [texts.privacy, texts.terms])
        expect(richTextToBlocks(blocksToRichText(blocks))).toEqual(blocks)
  })

  it('reads what editors write in the panel as text only', () => {
    const text = (value: string, format = 0) => ({ type: 'text', text: value, format })
    const state = {
      root: {
        type: 'root',
        children: [
          { type: 'heading', tag: 'h3', children: [text('Rights')] },
          {
            type: 'paragraph',
            children: [
              text('Write to '),
              { type: 'link', fields: { url: 'javascript:alert(1)' }, children: [text('us', 1)] },
              { type: 'linebreak' },
              text('<b>now</b>'),
            ],
          },
          { type: 'paragraph', children: [] },
          { type: 'quote', children: [text('Quoted')] },
          {
            type: 'list',
            listType: 'number',
            children: [
              {
                type: 'listitem',
                children: [
                  text('First'),
                  {
                    type: 'list',
                    children: [{ type: 'listitem', children: [text('Nested')] }],
                  },
                ],
              },
            ],
          },
          { type: 'horizontalrule' },
          { type: 'upload', value: 3 },
        ],
      },
    }
    expect(richTextToBlocks(state)).toEqual([
      { kind: 'heading', text: 'Rights' },
      { kind: 'paragraph', text: 'Write to us\n<b>now</b>' },
      { kind: 'paragraph', text: 'Quoted' },
      { kind: 'item', text: 'First' },
      { kind: 'item', text: 'Nested' },
    ])
    expect(richTextToBlocks(null)).toEqual([])
  })
})
