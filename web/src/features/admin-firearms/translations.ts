import { addTranslations } from '@/lib/i18n'

addTranslations('adminFirearms', import.meta.glob('./locales/*.json', { import: 'default' }))
