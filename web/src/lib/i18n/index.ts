import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'

import {
  addressIn,
  DEFAULT_LANGUAGE,
  isLanguage,
  isPrivateArea,
  languageAddress,
  LANGUAGES,
  type Language,
} from '@sog/contract'

import { pageLoad } from '@/lib/page/page-load'
import { writePreferenceCookie } from '@/lib/storage/preference-cookies'
import { renderedState } from '@/lib/page/rendered-state'
import { readStored, STORAGE_KEYS, writeStored } from '@/lib/storage/keys'

export { isLanguage, LANGUAGES, type Language } from '@sog/contract'

/**
 * A section's locale files, by path, each loaded on demand:
 * `import.meta.glob('./locales/*.json', { import: 'default' })`.
 */
export type LocaleFiles = Record<string, () => Promise<unknown>>

/** The language a locale file holds, from its name (`…/locales/pl.json`). */
export const languageOfFile = (path: string): string | undefined =>
  /\/([a-z]{2})\.json$/.exec(path)?.[1]

const shared: LocaleFiles = import.meta.glob('./locales/*.json', { import: 'default' })

/**
 * Every set of texts known so far, with the section it belongs to (null: the shared texts), and
 * which languages of each are in. A section may have several sets: the catalogue's own and those
 * of its lazy screens (features/catalog/screens), merged under one key as each arrives.
 */
const sections = new Map<LocaleFiles, string | null>()
const loaded = new Map<LocaleFiles, Set<string>>()
/** The language the visitor is switching to, while its texts load. */
let switchingTo: string | undefined

/**
 * Registers a feature's texts under its own top-level key (`t('catalog.title')`). Each feature
 * keeps its five locale files beside its code and registers them when its module loads, so the
 * admin and dealer texts arrive with their lazy chunks instead of the public bundle; only the
 * visitor's language is loaded (`loadTexts`), not all five
 * (docs/decisions/0099-visitor-language.md).
 */
export function addTranslations(section: string | null, files: LocaleFiles): void {
  initI18n()
  sections.set(files, section)
}

async function loadSection(files: LocaleFiles, section: string | null, language: string) {
  const languages = loaded.get(files) ?? new Set<string>()
  loaded.set(files, languages)
  if (languages.has(language)) return
  const file = Object.entries(files).find(([path]) => languageOfFile(path) === language)
  if (!file) return
  const texts = await file[1]()
  i18n.addResourceBundle(
    language,
    'translation',
    section === null ? texts : { [section]: texts },
    true,
    true,
  )
  languages.add(language)
}

/**
 * Loads the texts of every section registered so far in the page's language (and in the one
 * the visitor is switching to). The app awaits it before its first render, and each lazy screen
 * after its code arrives (app/router.tsx).
 */
export async function loadTexts(): Promise<void> {
  const languages = new Set([i18n.language, switchingTo].filter((l): l is string => !!l))
  await Promise.all(
    [...sections].flatMap(([files, section]) =>
      [...languages].map((language) => loadSection(files, section, language)),
    ),
  )
}

/** Switches the app's language once its texts are in (i18next's own switch does not load them). */
export async function changeLanguage(language: string): Promise<void> {
  switchingTo = language
  try {
    await loadTexts()
    await i18n.changeLanguage(language)
  } finally {
    if (switchingTo === language) switchingTo = undefined
  }
}

/** The visitor's saved language, if any. */
export const storedLanguage = (): Language | null =>
  readStored<Language | null>(STORAGE_KEYS.language, isLanguage, null)

/**
 * The language of the page's address: a public page's is in its address (`/pl/…`; English at
 * the spec's paths), the admin and dealer screens' is null (the visitor's choice); null on the
 * server, which renders each page in the language it is asked for
 * (docs/decisions/0168-language-addresses.md).
 */
export const addressLanguage = (): Language | null =>
  typeof window === 'undefined' ? null : languageAddress(window.location.pathname).language

/**
 * The language to start in: the address's, else the one the server rendered the page in, else
 * the saved one, else the one the server put on `<html lang>` from the browser's preferences,
 * else English (docs/product.md, "States"; docs/decisions/0060-preference-cookies.md, 0195).
 */
function startLanguage(): Language {
  const fromPage = typeof document === 'undefined' ? null : document.documentElement.lang
  return (
    addressLanguage() ??
    renderedState()?.language ??
    storedLanguage() ??
    (isLanguage(fromPage) ? fromPage : DEFAULT_LANGUAGE)
  )
}

/** The staff's screens are in the visitor's saved language, when there is one. */
export function takeSavedLanguage(): void {
  const saved = storedLanguage()
  if (saved && saved !== i18n.language) void changeLanguage(saved)
}

/** Saves a language the visitor chose: it decides where `/` sends them next time. */
export function rememberLanguage(language: Language): void {
  writeStored(STORAGE_KEYS.language, language)
  writePreferenceCookie('language', language)
}

/**
 * The visitor chooses a language: saved (it decides where `/` sends them next time), and on a
 * public page the same page at that language's address, rendered by the server in it; the admin
 * and dealer screens switch in place. `here` is the router's location (inside the basename).
 */
export function chooseLanguage(
  language: Language,
  here: { pathname: string; search: string; hash: string },
): void {
  if (isPrivateArea(here.pathname)) {
    void changeLanguage(language)
    return
  }
  rememberLanguage(language)
  if (language !== i18n.language)
    pageLoad.go(addressIn(language, here.pathname + here.search + here.hash))
}

/**
 * Sets `<html lang>` only when it differs: writing the attribute, even to its value, makes the
 * browser restyle every element of the page (each may match `:lang()`), about 0.1 s on a
 * throttled phone when the app takes over a rendered page
 * (docs/decisions/0097-rendered-styles-stay.md).
 */
function setPageLanguage(language: string): void {
  if (document.documentElement.lang !== language) document.documentElement.lang = language
}

/** The choice is saved, mirrored into its cookie and sets `<html lang>`. */
export function initI18n(): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: {},
      lng: startLanguage(),
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      interpolation: { escapeValue: false },
      initAsync: false,
    })
    // No texts are in yet, so i18next leaves resolvedLanguage unset: `changeLanguage` to the
    // same language, once they are, resolves it (the app does before its first render).
    addTranslations(null, shared)
    // The server renders each page in its own language; nothing in the browser to update there.
    if (typeof document === 'undefined') return i18n
    // Resolving the start language once its texts are in is no choice of the visitor's: the
    // saved one must survive it (App switches to it after hydration).
    let current = i18n.language
    i18n.on('languageChanged', (language) => {
      if (language === current) return
      current = language
      writeStored(STORAGE_KEYS.language, language)
      writePreferenceCookie('language', language)
      setPageLanguage(language)
    })
    setPageLanguage(i18n.language)
  }
  return i18n
}

export { i18n }
