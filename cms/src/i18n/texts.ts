import { fillPlaceholders, isLanguage, LANGUAGES, type Language } from '@sog/contract'

import de from './locales/de.json'
import en from './locales/en.json'
import fr from './locales/fr.json'
import it from './locales/it.json'
import pl from './locales/pl.json'

/**
 * Our texts in Payload's panel, one file per language (docs/decisions/0196-panel-languages.md).
 * Each file is typed as the English one, so a key missing from a translation fails to compile.
 */
const LOCALES: Record<Language, typeof en> = { en, pl, it, de, fr }

/** A dotted path to one text: `firearms.name`, `availability.In Stock`. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>
}[keyof T & string]

export type PanelKey = Leaves<typeof en>

/** A text in every language: the form Payload takes a label or a description in. */
export type PanelText = Record<Language, string>

type Vars = Record<string, string | number>

/** One language's text, its `{{name}}` placeholders filled. */
export function say(language: Language, key: PanelKey, vars: Vars = {}): string {
  const found = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], LOCALES[language])
  return fillPlaceholders(String(found), vars).text
}

/**
 * A text in all five languages; Payload shows the panel's. `vars` may depend on the language
 * (a label inside a message is itself translated).
 */
export function panelText(key: PanelKey, vars: Vars | ((language: Language) => Vars) = {}) {
  return Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      say(language, key, typeof vars === 'function' ? vars(language) : vars),
    ]),
  ) as PanelText
}

/** The panel's language for a request, English when it has none (the Local API's). */
export function panelLanguage(req?: { i18n?: { language?: string } }): Language {
  const language = req?.i18n?.language
  return isLanguage(language) ? language : 'en'
}

/** The groups of texts: a collection's, a global's (not a single text such as `password`). */
type Sections = {
  [K in keyof typeof en as (typeof en)[K] extends string ? never : K]: (typeof en)[K]
}

/** The texts of one section (a collection's, a global's): `sectionText('firearms')('name')`. */
export const sectionText =
  <S extends keyof Sections>(section: S) =>
  (key: Leaves<Sections[S]>) =>
    panelText(`${section}.${key}` as PanelKey)
