import { Group } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { LinkButton } from '@/components/ui/link-button'

import type { CatalogView } from '../hooks/use-catalog-filters'

/**
 * Grid or list: two links to this page's address in each view, the current one marked, so the
 * choice works before and without the app (issue 29); the app replaces the history entry, as a
 * view is not a step Back should undo.
 */
export function ViewToggle({
  view,
  hrefOf,
}: {
  view: CatalogView
  hrefOf: (view: CatalogView) => string
}) {
  const { t } = useTranslation()
  return (
    <Group attached role="group" aria-label={t('catalog.view.label')}>
      {(['grid', 'list'] as const).map((option) => (
        <LinkButton key={option} asChild size="sm" variant={view === option ? 'solid' : 'outline'}>
          <RouterLink
            to={hrefOf(option)}
            replace
            preventScrollReset
            aria-current={view === option ? 'true' : undefined}
          >
            {t(`catalog.view.${option}`)}
          </RouterLink>
        </LinkButton>
      ))}
    </Group>
  )
}
