import { addTranslations } from '@/lib/i18n'

// Registered by the server's renderer only: the browser's app never shows these texts.
addTranslations('shellNote', import.meta.glob('./locales/*.json', { import: 'default' }))
