import { useEffect } from 'react'

const SITE = 'SOG Firearms'

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE}` : SITE
  }, [title])
}
