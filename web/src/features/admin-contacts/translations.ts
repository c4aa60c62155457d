import { addTranslations } from '@/lib/i18n'

addTranslations('adminContacts', import.meta.glob('./locales/*.json', { import: 'default' }))
