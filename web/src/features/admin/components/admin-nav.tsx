import { SimpleGrid } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { LinkButton } from '@/components/ui/link-button'
import { paths } from '@/config/paths'

const LINKS = [
  ['dealers', paths.adminDealers],
  ['firearms', paths.adminFirearms],
  ['contacts', paths.adminContacts],
  ['requests', paths.adminRequests],
  ['categories', paths.adminCategories],
  ['settings', paths.adminSettings],
] as const

/** The dashboard's way into every admin screen (docs/product.md, "Screens"). */
export function AdminNav() {
  const { t } = useTranslation()
  return (
    <nav aria-label={t('admin.nav.label')}>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, md: 3, xl: 6 }} gap="3">
        {LINKS.map(([key, to]) => (
          <li key={key}>
            <LinkButton asChild variant="outline" w="full">
              <RouterLink to={to}>{t(`admin.nav.${key}`)}</RouterLink>
            </LinkButton>
          </li>
        ))}
      </SimpleGrid>
    </nav>
  )
}
