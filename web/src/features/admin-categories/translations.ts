import { addTranslations } from '@/lib/i18n'

addTranslations('adminCategories', import.meta.glob('./locales/*.json', { import: 'default' }))
