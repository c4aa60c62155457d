import { addTranslations } from '@/lib/i18n'

addTranslations('dealerPortal', import.meta.glob('./locales/*.json', { import: 'default' }))
