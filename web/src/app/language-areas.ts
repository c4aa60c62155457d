import { addressIn, isLanguage, isPrivateArea, languageAddress } from '@sog/contract'
import type { Location } from 'react-router-dom'

import { i18n, takeSavedLanguage } from '@/lib/i18n'
import { pageLoad } from '@/lib/page/page-load'

type Routing = {
  state: { location: Location }
  subscribe: (listener: (state: { location: Location }) => void) => () => void
}

/**
 * A move between the public pages and the staff's screens without a page load keeps the
 * languages' rule (docs/decisions/0168-language-addresses.md): the staff's screens are in the
 * visitor's chosen language, and a public page is at the address of the language the app is in,
 * so a public page reached from a German admin screen is loaded at its German address.
 */
export function followLanguageAcrossAreas(router: Routing, basename: string): () => void {
  const addressed = languageAddress(basename || '/').language ?? 'en'
  let last = router.state.location.pathname
  return router.subscribe(({ location }) => {
    const { pathname, search, hash } = location
    if (pathname === last) return
    last = pathname
    if (isPrivateArea(pathname)) {
      takeSavedLanguage()
      return
    }
    const current = i18n.language
    if (isLanguage(current) && current !== addressed)
      pageLoad.go(addressIn(current, pathname + search + hash))
  })
}
