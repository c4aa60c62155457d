import '@/lib/i18n/refusals/translations'

import { addTranslations } from '@/lib/i18n'

addTranslations('auth', import.meta.glob('./locales/*.json', { import: 'default' }))
