import { addTranslations } from '@/lib/i18n'

addTranslations('dealers', import.meta.glob('./locales/*.json', { import: 'default' }))
