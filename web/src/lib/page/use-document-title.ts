import { useEffect } from 'react'

import { recordHead } from './collected-head'

export const SITE_NAME = 'SOG Firearms'

export function useDocumentTitle(title: string): void {
  const full = title ? `${title} | ${SITE_NAME}` : SITE_NAME
  // On the server no effect runs: the title goes into the rendered page's head.
  if (typeof document === 'undefined') recordHead({ title: full })
  useEffect(() => {
    document.title = full
  }, [full])
}
