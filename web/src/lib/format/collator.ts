const collators = new Map<string, Intl.Collator>()

/**
 * Compares texts in a language's order, with one `Intl.Collator` per language made once:
 * `a.localeCompare(b, language)` makes a collator for every comparison, and sorting the
 * countries and cities of the dealer directory that way took about 35 ms of a throttled
 * phone's hydration (docs/decisions/0092-cached-formatters.md).
 */
export function compareIn(language: string): (a: string, b: string) => number {
  let collator = collators.get(language)
  if (!collator) {
    collator = new Intl.Collator(language)
    collators.set(language, collator)
  }
  return collator.compare
}
