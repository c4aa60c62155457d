import { Button, Dialog, Portal } from '@chakra-ui/react'
import { useCallback, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/** The dialog's own title and cancel button, where "Please confirm" and "Cancel" would be vague. */
type Wording = { title?: string; cancelLabel?: string }

/** Asks the question; resolves to whether the person confirmed. */
export type Confirm = (
  message: string,
  confirmLabel?: string,
  wording?: Wording,
) => Promise<boolean>

type Pending = Wording & { message: string; confirmLabel?: string; resolve: (ok: boolean) => void }

/**
 * An accessible replacement for `window.confirm`: `const [dialog, confirm] = useConfirm()`,
 * render `dialog`, then `if (await confirm(text)) …`.
 */
export function useConfirm(): [ReactNode, Confirm] {
  const { t } = useTranslation()
  const [pending, setPending] = useState<Pending | null>(null)
  const cancelRef = useRef<HTMLButtonElement>(null)

  const confirm = useCallback(
    (message: string, confirmLabel?: string, wording: Wording = {}) =>
      new Promise<boolean>((resolve) => setPending({ ...wording, message, confirmLabel, resolve })),
    [],
  )

  const close = (ok: boolean) => {
    pending?.resolve(ok)
    setPending(null)
  }

  const dialog = (
    <Dialog.Root
      role="alertdialog"
      open={pending !== null}
      onOpenChange={(details) => {
        if (!details.open) close(false)
      }}
      initialFocusEl={() => cancelRef.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{pending?.title ?? t('common.confirmTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{pending?.message}</Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={() => close(false)}>
                {pending?.cancelLabel ?? t('common.cancel')}
              </Button>
              <Button colorPalette="red" onClick={() => close(true)}>
                {pending?.confirmLabel ?? t('common.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
  return [dialog, confirm]
}
