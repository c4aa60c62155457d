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
 * The catalogue search's one rule (docs/product.md, "Search"), as the browser applies it: the
 * name, or a searched option's stored English value or its `label` in the reader's language,
 * contains `text`, ignoring case and accents. The server's SQL (`matchesSearch`) is the same
 * rule; cms/test/integration/search-rule.test.ts holds the two equal.
 */
export function matchesCatalogueSearch(
  firearm: Searched,
  text: string,
  label: (type: SearchedOption, value: string) => string | undefined,
): boolean {
  const folded = foldText(text.trim())
  if (!folded) return true
  const has = (value: string | undefined) => value !== undefined && foldText(value).includes(folded)
  return (
    has(firearm.name) ||
    SEARCHED_OPTIONS.some((type) => has(firearm[type]) || has(label(type, firearm[type])))
  )
}
