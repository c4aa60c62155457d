import type { ApiLegalBlock } from '@sog/contract'

import type { Setting } from '@/payload-types'

export type RichText = NonNullable<Setting['companyDescription']>

/**
 * The company description is rich text in the panel and plain text in the SPA's settings form;
 * paragraphs map to blank-line-separated blocks both ways.
 */
export function plainTextToRichText(text: string): RichText {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
  return {
    root: {
      type: 'root',
      format: '',
      indent: 0,
      version: 1,
      direction: 'ltr',
      children: paragraphs.map((p) => ({
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        textFormat: 0,
        textStyle: '',
        children: [
          { type: 'text', text: p, format: 0, detail: 0, mode: 'normal', style: '', version: 1 },
        ],
      })),
    },
  }
}

type Node = { type?: string; text?: string; children?: Node[] }

export function richTextToPlainText(state: unknown): string {
  const root = (state as { root?: Node } | null | undefined)?.root
  if (!root?.children) return ''
  const textOf = (node: Node): string =>
    node.type === 'linebreak' ? '\n' : (node.text ?? (node.children ?? []).map(textOf).join(''))
  return root.children.map(textOf).join('\n\n')
}

const element = (type: string, children: object[], extra: object = {}) => ({
  type,
  format: '' as const,
  indent: 0,
  version: 1,
  direction: 'ltr' as const,
  ...extra,
  children,
})

const textNode = (text: string) => ({
  type: 'text',
  text,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})

/**
 * Blocks of the legal texts (`GET /api/legal`) as the panel's rich text: headings as h2,
 * consecutive items as one bulleted list. The seed writes its sample texts with it.
 */
export function blocksToRichText(blocks: readonly ApiLegalBlock[]): RichText {
  const children: object[] = []
  let list: object[] | null = null
  for (const block of blocks) {
    if (block.kind !== 'item') list = null
    if (block.kind === 'heading')
      children.push(element('heading', [textNode(block.text)], { tag: 'h2' }))
    else if (block.kind === 'paragraph')
      children.push(element('paragraph', [textNode(block.text)], { textFormat: 0, textStyle: '' }))
    else {
      if (!list) {
        list = []
        children.push(element('list', list, { listType: 'bullet', start: 1, tag: 'ul' }))
      }
      list.push(element('listitem', [textNode(block.text)], { value: list.length + 1 }))
    }
  }
  return { root: element('root', children) } as RichText
}

/**
 * The editors' rich text as blocks of plain text the SPA renders itself, never as HTML
 * (docs/decisions/0163-legal-pages.md): headings, paragraphs and quotes as they are, every list
 * item (nested ones too) as an item; formatting and links keep only their text, and nodes with
 * no text (images, rules) and empty paragraphs are left out.
 */
export function richTextToBlocks(state: unknown): ApiLegalBlock[] {
  const root = (state as { root?: Node } | null | undefined)?.root
  const blocks: ApiLegalBlock[] = []
  const textOf = (node: Node): string =>
    node.type === 'linebreak'
      ? '\n'
      : (node.text ??
        (node.children ?? [])
          .filter((child) => child.type !== 'list')
          .map(textOf)
          .join(''))
  const add = (kind: ApiLegalBlock['kind'], node: Node) => {
    const text = textOf(node).trim()
    if (text !== '') blocks.push({ kind, text })
  }
  const visit = (node: Node) => {
    if (node.type === 'heading') add('heading', node)
    else if (node.type === 'list') {
      for (const entry of node.children ?? []) {
        add('item', entry)
        for (const nested of entry.children ?? []) if (nested.type === 'list') visit(nested)
      }
    } else add('paragraph', node)
  }
  for (const node of root?.children ?? []) visit(node)
  return blocks
}
