import { addTranslations } from '@/lib/i18n'

/**
 * The texts of the server's coded refusals (`refusals.<code>`, docs/decisions/0170-refusals-by-code.md):
 * registered by the screens that can meet one (the staff's areas, sign-in, the contact form and
 * the request dialog), off the public site's first load. They are the contract's, which Payload's
 * panel says them from too (docs/decisions/0196-panel-languages.md).
 */
addTranslations(
  'refusals',
  import.meta.glob('../../../../../contract/src/locales/refusals/*.json', { import: 'default' }),
)
