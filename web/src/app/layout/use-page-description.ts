import { useLayoutEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useMatches } from 'react-router-dom'

/**
 * The page's `<meta name="description">` in the page's language, as the server writes it
 * (app/page-head.ts): the screen's own (its route's `description` key) or the site's. The app
 * sets it on every page it shows, so a page the server sent as the bare shell, or one reached
 * without a page load, does not keep another page's or the shell's English one (issue 30). A
 * layout effect, so that a product's own description (useMetaDescription, a passive effect of the
 * screen) is set after it.
 */
export function usePageDescription(): void {
  const { t } = useTranslation()
  const handle = useMatches().at(-1)?.handle as { description?: string } | undefined
  const content = t(handle?.description ?? 'site.description')
  useLayoutEffect(() => {
    const meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')
    if (meta && meta.content !== content) meta.content = content
  }, [content])
}
