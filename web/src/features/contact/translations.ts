// A refused message (a busy door, the database away) is said in the visitor's language.
import '@/lib/i18n/refusals/translations'

import { addTranslations } from '@/lib/i18n'

addTranslations('contact', import.meta.glob('./locales/*.json', { import: 'default' }))
