import { de } from '@payloadcms/translations/languages/de'
import { en } from '@payloadcms/translations/languages/en'
import { fr } from '@payloadcms/translations/languages/fr'
import { it } from '@payloadcms/translations/languages/it'
import { pl } from '@payloadcms/translations/languages/pl'
import { LANGUAGES, type Language } from '@sog/contract'
import type { Config } from 'payload'

import { say } from './texts'

/** Payload's two messages for a failed login, one answer for both (decision 0045). */
const loginFailure = (language: Language) => ({
  error: {
    emailOrPasswordIncorrect: say(language, 'login.invalid'),
    usernameOrPasswordIncorrect: say(language, 'login.invalid'),
  },
})

/**
 * The panel in the site's five languages (docs/decisions/0196-panel-languages.md): the one the
 * editor chose in their account, else the one the front asks in (the site's:
 * `front/panel-language.ts`). Payload's own words come from its translations; ours from
 * `./locales`.
 */
export const panelI18n = {
  fallbackLanguage: 'en',
  supportedLanguages: { en, pl, it, de, fr },
  translations: Object.fromEntries(LANGUAGES.map((language) => [language, loginFailure(language)])),
} satisfies Config['i18n']
