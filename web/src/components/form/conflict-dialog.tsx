import { Button, Dialog, Portal } from '@chakra-ui/react'
import { useCallback, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import type { AskConflict, ConflictChoice } from '@/lib/form'

/**
 * A save refused because someone else changed the record meanwhile (docs/api.md, "Versions"):
 * nothing was overwritten, and the person decides — load their version (the typed changes are
 * dropped) or overwrite it with their own. `const [dialog, ask] = useConflictDialog()`.
 */
export function useConflictDialog(): [ReactNode, AskConflict] {
  const { t } = useTranslation()
  const [pending, setPending] = useState<((choice: ConflictChoice) => void) | null>(null)
  const theirsRef = useRef<HTMLButtonElement>(null)

  const ask = useCallback(
    () => new Promise<ConflictChoice>((resolve) => setPending(() => resolve)),
    [],
  )
  const close = (choice: ConflictChoice) => {
    pending?.(choice)
    setPending(null)
  }

  const dialog = (
    <Dialog.Root
      role="alertdialog"
      open={pending !== null}
      onOpenChange={(details) => {
        if (!details.open) close('cancel')
      }}
      initialFocusEl={() => theirsRef.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{t('form.conflict.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{t('form.conflict.body')}</Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button variant="ghost" onClick={() => close('cancel')}>
                {t('common.cancel')}
              </Button>
              <Button ref={theirsRef} variant="outline" onClick={() => close('theirs')}>
                {t('form.conflict.theirs')}
              </Button>
              <Button colorPalette="red" onClick={() => close('overwrite')}>
                {t('form.conflict.overwrite')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
  return [dialog, ask]
}
