/**
 * The order options are listed in: by their leading number where both have one (barrel lengths
 * 3.9" before 10.5"), else alphabetically, ignoring case; "9mm" and "9MM" name one option
 * (docs/product.md, "Filter options").
 */
const leadingNumber = (name: string) => {
  const match = /^\s*(\d+(?:[.,]\d+)?)/.exec(name)
  return match ? Number(match[1]!.replace(',', '.')) : null
}

export function compareOptionNames(a: string, b: string): number {
  const [x, y] = [leadingNumber(a), leadingNumber(b)]
  if (x !== null && y !== null && x !== y) return x - y
  return a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })
}

/** Two names that differ only in case or accents are one option. */
export const sameOptionName = (a: string, b: string) =>
  a.trim().localeCompare(b.trim(), 'en', { sensitivity: 'base' }) === 0

/** A firearm names an option that does not exist (docs/product.md, "Filter options"). */
export const notAnOptionMessage = (label: string, value: string) =>
  `${label} "${value}" is not one of the filter options`
