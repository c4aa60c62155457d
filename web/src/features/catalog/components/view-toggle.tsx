import { Button, Group } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import type { CatalogView } from '../hooks/use-catalog-filters'

export function ViewToggle({
  view,
  onChange,
}: {
  view: CatalogView
  onChange: (view: CatalogView) => void
}) {
  const { t } = useTranslation()
  return (
    <Group attached role="group" aria-label={t('catalog.view.label')}>
      {(['grid', 'list'] as const).map((option) => (
        <Button
          key={option}
          size="sm"
          variant={view === option ? 'solid' : 'outline'}
          aria-pressed={view === option}
          onClick={() => onChange(option)}
        >
          {t(`catalog.view.${option}`)}
        </Button>
      ))}
    </Group>
  )
}
