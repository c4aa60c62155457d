import { Heading, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { LinkButton } from '@/components/ui/link-button'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/lib/page/use-document-title'

export function ProductNotFound() {
  const { t } = useTranslation()
  useDocumentTitle(t('catalog.product.notFound'))
  return (
    <Stack gap="4" align="center" textAlign="center" py="16">
      <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>
        {t('catalog.product.notFound')}
      </Heading>
      <Text color="fg.muted">{t('catalog.product.notFoundText')}</Text>
      <LinkButton asChild colorPalette="brand">
        <RouterLink to={paths.catalog}>{t('catalog.product.backToCatalog')}</RouterLink>
      </LinkButton>
    </Stack>
  )
}
