import { useEffect } from 'react'

/** Sets `<meta name="description">` while the page is shown, then puts the site's own back. */
export function useMetaDescription(content: string | undefined): void {
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
