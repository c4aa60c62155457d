import { Heading, Link, Stack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/lib/page/use-document-title'

export function NotFound() {
  const { t } = useTranslation()
  useDocumentTitle(t('notFound.title'))
  return (
    <Stack gap="4">
      <Heading as="h1">{t('notFound.title')}</Heading>
      <Link asChild>
        <RouterLink to={paths.home}>{t('notFound.back')}</RouterLink>
      </Link>
    </Stack>
  )
}
