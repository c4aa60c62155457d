import { foldText } from './fold-text'

/**
 * The option fields the catalogue search reads besides the name: a visitor finds a firearm by
 * the category, caliber or system type the page shows them, in their language or in English
 * (docs/decisions/0200-search-in-the-readers-words.md). Barrel lengths are left out: "12"
 * would find every 12" barrel beside the 12-gauge firearms.
 */
export const SEARCHED_OPTIONS = ['category', 'caliber', 'systemType'] as const
export type SearchedOption = (typeof SEARCHED_OPTIONS)[number]

type Searched = { name: string } & Record<SearchedOption, string>

/**
 * The text as typed, and as the catalogue writes numbers: a European visitor types "7,62" or
 * "9 mm" or "5,56 × 45" for the 7.62x39mm, the 9mm and the 5.56x45mm NATO it stores. The second
 * spelling writes a decimal comma between digits as a point, and drops the space before "mm" and
 * around a multiplication sign between numbers (docs/decisions/0200-search-in-the-readers-words.md).
 */
export function searchSpellings(text: string): string[] {
  const written = text
    .replace(/(\d),(?=\d)/g, '$1.')
    .replace(/(\d)\s*[x×]\s*(?=\d)/gi, '$1x')
    .replace(/(\d)\s+(?=mm\b)/gi, '$1')
  return written === text ? [text] : [text, written]
}

/** Whether a value shown contains `text` in one of its spellings, ignoring case and accents. */
export function searchFinds(text: string): (value: string | undefined) => boolean {
  const spellings = searchSpellings(text.trim()).map(foldText)
  return (value) =>
    value !== undefined && spellings.some((spelling) => foldText(value).includes(spelling))
}

/**
 * The catalogue search's one rule (docs/product.md, "Search"), as the browser applies it: the
 * name, or a searched option's stored English value or its `label` in the reader's language,
 * contains `text` in one of its spellings (`searchSpellings`), ignoring case and accents. The
 * server's SQL (`matchesSearch`) is the same rule; cms/test/integration/search-rule.test.ts holds
 * the two equal.
 */
export function matchesCatalogueSearch(
  firearm: Searched,
  text: string,
  label: (type: SearchedOption, value: string) => string | undefined,
): boolean {
  if (!text.trim()) return true
  const has = searchFinds(text)
  return (
    has(firearm.name) ||
    SEARCHED_OPTIONS.some((type) => has(firearm[type]) || has(label(type, firearm[type])))
  )
}
