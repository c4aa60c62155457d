import { addTranslations } from '@/lib/i18n'

addTranslations('adminSettings', import.meta.glob('./locales/*.json', { import: 'default' }))
