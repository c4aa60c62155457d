import { addTranslations } from '@/lib/i18n'

/**
 * The texts of the server's coded refusals (`refusals.<code>`, docs/decisions/0170-refusals-by-code.md),
 * which only the admin's and dealer's screens show: registered with their areas, off the public
 * site's first load.
 */
addTranslations('refusals', import.meta.glob('./locales/*.json', { import: 'default' }))
