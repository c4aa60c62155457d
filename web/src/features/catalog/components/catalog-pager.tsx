import { Button, HStack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

/** Previous and next page of the catalogue, with where the visitor is. */
export function CatalogPager({
  page,
  pages,
  onPage,
}: {
  page: number
  pages: number
  onPage: (page: number) => void
}) {
  const { t } = useTranslation()
  if (pages <= 1) return null
  return (
    <HStack as="nav" aria-label={t('catalog.pager.label')} justify="center" gap="4" pt="2">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('catalog.pager.previous')}
      </Button>
      <Text aria-current="page">{t('catalog.pager.status', { page, pages })}</Text>
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('catalog.pager.next')}
      </Button>
    </HStack>
  )
}
