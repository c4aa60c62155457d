import { useCallback, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { useChoiceDialog } from './choice-dialog'

/** The dialog's own title and cancel button, where "Please confirm" and "Cancel" would be vague. */
type Wording = { title?: string; cancelLabel?: string }

/** Asks the question; resolves to whether the person confirmed. */
export type Confirm = (
  message: string,
  confirmLabel?: string,
  wording?: Wording,
) => Promise<boolean>

/**
 * An accessible replacement for `window.confirm`: `const [dialog, confirm] = useConfirm()`,
 * render `dialog`, then `if (await confirm(text)) …`.
 */
export function useConfirm(): [ReactNode, Confirm] {
  const { t } = useTranslation()
  const [dialog, ask] = useChoiceDialog<boolean>()
  const confirm = useCallback(
    (message: string, confirmLabel?: string, wording: Wording = {}) =>
      ask({
        title: wording.title ?? t('common.confirmTitle'),
        body: message,
        dismissed: false,
        choices: [
          {
            value: false,
            label: wording.cancelLabel ?? t('common.cancel'),
            variant: 'outline',
            focus: true,
          },
          { value: true, label: confirmLabel ?? t('common.confirm'), colorPalette: 'red' },
        ],
      }),
    [ask, t],
  )
  return [dialog, confirm]
}
