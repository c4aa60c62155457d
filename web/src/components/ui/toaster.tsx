import {
  CloseButton,
  createToaster,
  Portal,
  Stack,
  Toast,
  Toaster as ChakraToaster,
} from '@chakra-ui/react'
import { useRef, type PointerEvent } from 'react'
import { useTranslation } from 'react-i18next'

import { markToastRaised } from '@/lib/page/toast-raised'

/** docs/product.md, "States" and "Limits": one toast at a time, 5 s, swipe 50 px to dismiss. */
export const TOAST_DURATION_MS = 5000
export const SWIPE_THRESHOLD_PX = 50

const toaster = createToaster({ placement: 'bottom-end', max: 1, duration: TOAST_DURATION_MS })

type ToastKind = 'success' | 'error' | 'info'

/** Shows a toast; a newer one replaces the one on screen instead of queueing behind it. */
export function notify(title: string, type: ToastKind = 'success', description?: string): void {
  // The Toaster mounts now if it has not yet and shows the toasts already created.
  markToastRaised()
  toaster.remove()
  toaster.create({ title, description, type, duration: TOAST_DURATION_MS })
}

/** Removes every toast at once (a new app instance, e.g. each test, starts with none). */
export function clearToasts(): void {
  toaster.remove()
}

function SwipeableToast({ id, children }: { id: string; children: React.ReactNode }) {
  const start = useRef<number | null>(null)
  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientX
  }
  const onPointerUp = (event: PointerEvent) => {
    if (start.current !== null && Math.abs(event.clientX - start.current) >= SWIPE_THRESHOLD_PX) {
      toaster.dismiss(id)
    }
    start.current = null
  }
  return (
    <Toast.Root
      width={{ base: 'calc(100vw - 2rem)', md: 'sm' }}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (start.current = null)}
      style={{ touchAction: 'pan-y' }}
    >
      {children}
    </Toast.Root>
  )
}

export function Toaster() {
  const { t } = useTranslation()
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <SwipeableToast id={toast.id ?? ''}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? (
                <Toast.Description>{toast.description}</Toast.Description>
              ) : null}
            </Stack>
            <Toast.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Toast.CloseTrigger>
          </SwipeableToast>
        )}
      </ChakraToaster>
    </Portal>
  )
}
