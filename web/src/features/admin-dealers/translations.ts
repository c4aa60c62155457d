import { addTranslations } from '@/lib/i18n'

addTranslations(
  'adminDealers',
  import.meta.glob('./locales/*.json', { eager: true, import: 'default' }),
)
