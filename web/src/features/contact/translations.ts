import { addTranslations } from '@/lib/i18n'

addTranslations('contact', import.meta.glob('./locales/*.json', { import: 'default' }))
