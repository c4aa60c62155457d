import { useEffect } from 'react'

import { recordHead } from '@/lib/page/collected-head'

/** Sets `<meta name="description">` while the page is shown, then puts the site's own back. */
export function useMetaDescription(content: string | undefined): void {
  // On the server no effect runs: the description goes into the rendered page's head.
  if (typeof document === 'undefined' && content) recordHead({ description: content })
  useEffect(() => {
    if (!content) return
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')
    const created = !meta
    if (!meta) {
      meta = document.createElement('meta')
      meta.name = 'description'
      document.head.append(meta)
    }
    const previous = meta.content
    meta.content = content
    return () => {
      if (created) meta.remove()
      else meta.content = previous
    }
  }, [content])
}
