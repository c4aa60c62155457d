import { addTranslations } from '@/lib/i18n'

addTranslations('catalog', import.meta.glob('./locales/*.json', { import: 'default' }))
