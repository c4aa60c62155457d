import { addTranslations } from '@/lib/i18n'

/**
 * The texts of the catalogue's lazy screens (the product page, favourites and compare), under
 * the same `catalog.…` key as the catalogue's own but loaded with those screens' chunks, not
 * with every visitor's first page (docs/decisions/0171-recipes-with-components.md).
 */
addTranslations('catalog', import.meta.glob('./locales/*.json', { import: 'default' }))
