import { LANGUAGE_NAMES, LANGUAGES } from '@sog/contract'

/** The panel's content locales: the site's five languages, each under its own name. */
export const CONTENT_LOCALES = LANGUAGES.map((code) => ({ code, label: LANGUAGE_NAMES[code] }))
