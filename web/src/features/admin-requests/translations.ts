import { addTranslations } from '@/lib/i18n'

addTranslations('adminRequests', import.meta.glob('./locales/*.json', { import: 'default' }))
