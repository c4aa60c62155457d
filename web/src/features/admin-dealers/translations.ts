import { addTranslations } from '@/lib/i18n'

addTranslations('adminDealers', import.meta.glob('./locales/*.json', { import: 'default' }))
