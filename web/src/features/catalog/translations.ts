import { addTranslations } from '@/lib/i18n'

addTranslations('catalog', import.meta.glob('./locales/*.json', { eager: true, import: 'default' }))
