import { addTranslations } from '@/lib/i18n'

addTranslations('admin', import.meta.glob('./locales/*.json', { eager: true, import: 'default' }))
