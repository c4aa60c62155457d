import { Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { LinkButton } from '@/components/ui/link-button'
import { paths } from '@/config/paths'

/** An empty saved list: its message and a way back to the catalogue. */
export function EmptyList({ message }: { message: string }) {
  const { t } = useTranslation()
  return (
    <Stack gap="4" align="center" textAlign="center" py="12">
      <Text textStyle="lg" fontWeight="semibold">
        {message}
      </Text>
      <LinkButton asChild colorPalette="brand">
        <RouterLink to={paths.catalog}>{t('catalog.browse')}</RouterLink>
      </LinkButton>
    </Stack>
  )
}
