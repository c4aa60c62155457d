import de from './locales/refusals/de.json'
import en from './locales/refusals/en.json'
import fr from './locales/refusals/fr.json'
import it from './locales/refusals/it.json'
import pl from './locales/refusals/pl.json'
import type { Language } from './rules/countries'
import { fillPlaceholders } from './rules/placeholders'
import { isRefusalCode } from './rules/refusals'

/**
 * The refusals' texts in each language (docs/decisions/0170-refusals-by-code.md), one file per
 * language in i18next's form: `{{name}}` placeholders, a count's plural forms as `_one`, `_few`,
 * `_many`, `_other`. The staff's screens load them through i18next; the panel says them here.
 * An entry of its own (`@sog/contract/refusal-texts`), off the package's index: Node loads the
 * index as it is for the browser suite, and refuses a JSON import without an import attribute.
 */
export const REFUSAL_TEXTS: Record<Language, Record<string, string>> = { en, pl, it, de, fr }

/**
 * A coded refusal in a language, or null for a code it has no text for or a text that needs a
 * parameter the refusal does not carry (the caller keeps the English `detail` then).
 */
export function sayRefusal(
  code: unknown,
  params: Record<string, string | number>,
  language: Language,
): string | null {
  if (!isRefusalCode(code)) return null
  const texts = REFUSAL_TEXTS[language]
  const { count } = params
  const form = typeof count === 'number' ? new Intl.PluralRules(language).select(count) : 'other'
  const text = texts[`${code}_${form}`] ?? texts[code] ?? texts[`${code}_other`]
  if (text === undefined) return null
  const said = fillPlaceholders(text, params)
  return said.missing.length > 0 ? null : said.text
}
