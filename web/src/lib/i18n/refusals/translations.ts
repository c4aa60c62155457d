import { addTranslations } from '@/lib/i18n'

/**
 * The texts of the server's coded refusals (`refusals.<code>`, docs/decisions/0170-refusals-by-code.md),
 * which only the admin's and dealer's screens show: registered with their areas, off the public
 * site's first load. They are the contract's, which Payload's panel says them from too
 * (docs/decisions/0196-panel-languages.md).
 */
addTranslations(
  'refusals',
  import.meta.glob('../../../../../contract/src/locales/refusals/*.json', { import: 'default' }),
)
