import { addTranslations } from '@/lib/i18n'

addTranslations('legal', import.meta.glob('./locales/*.json', { import: 'default' }))
