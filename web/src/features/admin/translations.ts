import { addTranslations } from '@/lib/i18n'

addTranslations('admin', import.meta.glob('./locales/*.json', { import: 'default' }))
