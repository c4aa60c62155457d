import { useCallback, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { useChoiceDialog } from '@/components/ui/choice-dialog'
import type { AskConflict, ConflictChoice } from '@/lib/form'

/**
 * A save refused because someone else changed the record meanwhile (docs/api.md, "Versions"):
 * nothing was overwritten, and the person decides — load their version (the typed changes are
 * dropped) or overwrite it with their own. `const [dialog, ask] = useConflictDialog()`.
 */
export function useConflictDialog(): [ReactNode, AskConflict] {
  const { t } = useTranslation()
  const [dialog, ask] = useChoiceDialog<ConflictChoice>()
  const askConflict = useCallback(
    () =>
      ask({
        title: t('form.conflict.title'),
        body: t('form.conflict.body'),
        dismissed: 'cancel',
        choices: [
          { value: 'cancel', label: t('common.cancel'), variant: 'ghost' },
          { value: 'theirs', label: t('form.conflict.theirs'), variant: 'outline', focus: true },
          { value: 'overwrite', label: t('form.conflict.overwrite'), colorPalette: 'red' },
        ],
      }),
    [ask, t],
  )
  return [dialog, askConflict]
}
