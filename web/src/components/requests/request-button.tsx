import { Button, type ButtonProps } from '@chakra-ui/react'
import { lazy, Suspense, useState, type ReactNode } from 'react'

import { loadTexts } from '@/lib/i18n'
import { needsApp } from '@/lib/page/needs-script'
import type { RequestDialogProps } from './request-dialog'

/** The form's code and texts arrive when first wanted, never with the page (its first load). */
const loadDialog = () =>
  import('./request-dialog').then(async (module) => {
    await loadTexts()
    return { default: module.RequestDialog }
  })
const RequestDialog = lazy(loadDialog)

type Props = Omit<RequestDialogProps, 'open' | 'onOpenChange'> &
  Omit<ButtonProps, 'onClick' | 'children'> & { children: ReactNode }

/**
 * "Ask about price or availability" (docs/product.md, "Requests"): a button whose dialog is its
 * own chunk, fetched when a pointer or the focus comes near and opened on a click.
 */
export function RequestButton({ firearm, dealer, children, ...button }: Props) {
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  const prefetch = () => void loadDialog().catch(() => undefined)
  return (
    <>
      <Button
        {...button}
        {...needsApp}
        aria-haspopup="dialog"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setWanted(true)
          setOpen(true)
        }}
      >
        {children}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <RequestDialog firearm={firearm} dealer={dealer} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  )
}
