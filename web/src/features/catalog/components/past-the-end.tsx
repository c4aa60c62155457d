import { Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useLocation } from 'react-router-dom'

import { LinkButton } from '@/components/ui/link-button'
import { pageAddress } from '../utils/catalog-query'

/**
 * An address whose page is past the last one (an old link, a list that shrank): the matches
 * exist, so "No firearms found" would be false. The last page is one link away, which works
 * before and without the app too.
 */
export function PastTheEnd({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation()
  const { pathname, search } = useLocation()
  return (
    <Stack align="center" gap="4" py="12" textAlign="center">
      <Text textStyle="lg">{t('catalog.pastTheEnd.text', { page, pages })}</Text>
      <LinkButton asChild variant="outline">
        <RouterLink to={pageAddress(pathname, search, pages)}>
          {t('catalog.pastTheEnd.last', { pages })}
        </RouterLink>
      </LinkButton>
    </Stack>
  )
}
