import { addTranslations } from '@/lib/i18n'

/**
 * The request form's and the request lists' shared texts (`requests.…`), loaded with the chunks
 * that use them: the form's dialog, the dealer's and the administrator's lists.
 */
addTranslations('requests', import.meta.glob('./locales/*.json', { import: 'default' }))
