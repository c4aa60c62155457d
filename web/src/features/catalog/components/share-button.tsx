import { Button } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { useHref, useLocation } from 'react-router-dom'

import { needsApp } from '@/lib/page/needs-script'

/**
 * Shares the product page: the device's share sheet (Web Share API) where there is one, else the
 * address is copied with a toast saying so (docs/decisions/0135-share.md).
 */
export function ShareButton({ title }: { title: string }) {
  const { t } = useTranslation()
  const { pathname, search } = useLocation()
  // The page in its language's address (/pl/product/…): the link opens in the sender's language.
  const address = useHref({ pathname, search })
  const share = async () => {
    const url = new URL(address, window.location.origin).href
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url })
        return
      } catch (error) {
        // The visitor closed the sheet: nothing to say. Any other refusal falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    // The toasts' code is loaded on first use, as everywhere on the public pages.
    const { notify } = await import('@/components/ui/toaster')
    try {
      await navigator.clipboard.writeText(url)
      notify(t('catalog.share.copied'), 'success')
    } catch {
      notify(t('catalog.share.failed'), 'error', url)
    }
  }
  return (
    <Button variant="outline" colorPalette="brand" onClick={() => void share()} {...needsApp}>
      <span aria-hidden="true">↗</span>
      {t('catalog.actions.share')}
    </Button>
  )
}
