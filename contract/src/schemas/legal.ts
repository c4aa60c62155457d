import { z } from 'zod'

/**
 * The legal texts as the site shows them (docs/decisions/0163-legal-pages.md): the editors' rich
 * text reduced to blocks of plain text, so the SPA renders them as elements of its own and never
 * as HTML. Consecutive `item` blocks form one list.
 */
export const LEGAL_BLOCK_KINDS = ['heading', 'paragraph', 'item'] as const
export type LegalBlockKind = (typeof LEGAL_BLOCK_KINDS)[number]

export const LegalBlock = z
  .strictObject({ kind: z.enum(LEGAL_BLOCK_KINDS), text: z.string() })
  .meta({ id: 'LegalBlock' })

export const LegalDocument = z
  .strictObject({
    title: z.string().meta({ description: "The page's title; empty when the editors set none" }),
    blocks: z.array(LegalBlock),
  })
  .meta({ id: 'LegalDocument' })

/** One language's texts, each falling back to English where it has no translation. */
export const LegalTexts = z
  .strictObject({
    privacy: LegalDocument,
    terms: LegalDocument,
    priceNote: z.string().meta({
      description: 'Shown beside prices (catalogue and product pages); empty when none is set',
    }),
  })
  .meta({ id: 'LegalTexts' })

export type ApiLegalBlock = z.output<typeof LegalBlock>
export type ApiLegalDocument = z.output<typeof LegalDocument>
export type ApiLegalTexts = z.output<typeof LegalTexts>
