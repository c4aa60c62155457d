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
