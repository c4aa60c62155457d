import { Button } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import { LinkButton } from '@/components/ui/link-button'
import { useAppRuns } from '@/lib/page/before-the-app'

type Props = { panelId: string; open: boolean; onToggle: () => void }

/**
 * On phones the filters' panel is folded away: the app opens and closes it; before the app (or
 * without it) a link to the panel opens it as the address's target
 * (docs/decisions/0167-posted-forms.md).
 */
export function FiltersToggle({ panelId, open, onToggle }: Props) {
  const { t } = useTranslation()
  const appRuns = useAppRuns()
  if (!appRuns)
    return (
      <LinkButton href={`#${panelId}`} size="sm" variant="outline" display={{ lg: 'none' }}>
        {t('catalog.filters.show')}
      </LinkButton>
    )
  return (
    <Button
      size="sm"
      variant="outline"
      display={{ lg: 'none' }}
      aria-expanded={open}
      aria-controls={panelId}
      onClick={onToggle}
    >
      {t(open ? 'catalog.filters.hide' : 'catalog.filters.show')}
    </Button>
  )
}
