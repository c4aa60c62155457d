import { Link, Text, VisuallyHidden } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { paths } from '@/config/paths'

/**
 * The consent notice: how long the request is kept and by whom (once the settings say how long),
 * with the privacy policy in a new tab.
 */
export function RequestConsent({ months, recipient }: { months?: number; recipient: string }) {
  const { t } = useTranslation()
  return (
    <Text textStyle="sm" color="fg.muted">
      {months ? t('requests.dialog.consent', { count: months, recipient }) : null}{' '}
      <Link asChild variant="underline">
        <RouterLink to={paths.privacy} target="_blank" rel="noopener">
          {t('requests.dialog.privacy')}
          <VisuallyHidden>{t('requests.dialog.newTab')}</VisuallyHidden>
        </RouterLink>
      </Link>
    </Text>
  )
}
