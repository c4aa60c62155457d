/**
 * Letters that Unicode does not decompose into a base letter and a mark (ł is not l + ◌̷), so
 * removing marks alone would leave them.
 */
const LETTERS: Record<string, string> = {
  ł: 'l',
  đ: 'd',
  ø: 'o',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  þ: 'th',
}

/**
 * Text as a search compares it: lower case, without accents or marks, so "zurich" finds
 * "Zürich" and "lodz" finds "Łódź" (docs/product.md, "Search"). The server compares with
 * PostgreSQL's unaccent (`sog_unaccent`); cms/test/integration/search-rule.test.ts holds the two
 * equal on European letters, so a search in the browser (offline catalogue, dealers) finds what
 * the server's would.
 */
export function foldText(text: string): string {
  return text
    .toLocaleLowerCase('en')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[łđøßæœþ]/g, (letter) => LETTERS[letter] ?? letter)
}
