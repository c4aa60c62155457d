import { Button, HStack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { LinkButton } from '@/components/ui/link-button'

/**
 * Previous and next page of the catalogue, with where the visitor is. Links to the pages'
 * addresses, so they work before and without the app; the first and last page have no
 * "previous" and "next" to go to.
 */
export function CatalogPager({
  page,
  pages,
  hrefOf,
  onPage,
}: {
  page: number
  pages: number
  hrefOf: (page: number) => string
  /** The app's own move to a page (a click on a link, once the app runs). */
  onPage: () => void
}) {
  const { t } = useTranslation()
  if (pages <= 1) return null
  const step = (to: number, label: string) =>
    to < 1 || to > pages ? (
      <Button size="sm" variant="outline" disabled>
        {label}
      </Button>
    ) : (
      <LinkButton asChild size="sm" variant="outline">
        <RouterLink to={hrefOf(to)} onClick={onPage}>
          {label}
        </RouterLink>
      </LinkButton>
    )
  return (
    <HStack as="nav" aria-label={t('catalog.pager.label')} justify="center" gap="4" pt="2">
      {step(page - 1, t('catalog.pager.previous'))}
      <Text aria-current="page">{t('catalog.pager.status', { page, pages })}</Text>
      {step(page + 1, t('catalog.pager.next'))}
    </HStack>
  )
}
