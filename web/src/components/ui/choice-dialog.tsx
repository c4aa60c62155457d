import { Button, Portal, type ButtonProps } from '@chakra-ui/react'
import { useCallback, useRef, useState, type ReactNode } from 'react'

import { Dialog } from '@/components/ui/own-recipe/dialog'

export type Choice<C> = {
  value: C
  label: string
  variant?: ButtonProps['variant']
  colorPalette?: ButtonProps['colorPalette']
  /** The safe answer, focused when the dialog opens. */
  focus?: boolean
}

/** What to ask: the answer to each button, and the one Esc or a click outside gives. */
export type Question<C> = { title: string; body: ReactNode; choices: Choice<C>[]; dismissed: C }

type Pending<C> = Question<C> & { resolve: (answer: C) => void }

/**
 * An accessible question with buttons (the app's alert dialogs: confirm, conflict):
 * `const [dialog, ask] = useChoiceDialog<C>()`, render `dialog`, then `await ask(question)`.
 */
export function useChoiceDialog<C>(): [ReactNode, (question: Question<C>) => Promise<C>] {
  const [pending, setPending] = useState<Pending<C> | null>(null)
  const focusRef = useRef<HTMLButtonElement>(null)

  const ask = useCallback(
    (question: Question<C>) => new Promise<C>((resolve) => setPending({ ...question, resolve })),
    [],
  )
  const close = (answer: C) => {
    pending?.resolve(answer)
    setPending(null)
  }

  const dialog = (
    <Dialog.Root
      role="alertdialog"
      open={pending !== null}
      onOpenChange={(details) => {
        if (!details.open && pending) close(pending.dismissed)
      }}
      initialFocusEl={() => focusRef.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{pending?.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{pending?.body}</Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              {pending?.choices.map((choice) => (
                <Button
                  key={choice.label}
                  ref={choice.focus ? focusRef : undefined}
                  variant={choice.variant}
                  colorPalette={choice.colorPalette}
                  onClick={() => close(choice.value)}
                >
                  {choice.label}
                </Button>
              ))}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
  return [dialog, ask]
}
