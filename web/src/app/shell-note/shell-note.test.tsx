import { addressIn, LANGUAGES } from '@sog/contract'
import { describe, expect, it } from 'vitest'

import { renderer } from '@/entry-server'
import de from './locales/de.json'
import en from './locales/en.json'
import fr from './locales/fr.json'
import it_ from './locales/it.json'
import pl from './locales/pl.json'

const TEXTS = { en, pl, it: it_, de, fr }
const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>SOG</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>'

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html')

// The shell the front server sends for the admin and dealer screens, and for a public page it
// could not render (docs/decisions/0195-shell-language.md).
describe('the shell', () => {
  it.each(LANGUAGES)(
    'of the staff’s screens in %s says, without scripts, what they need',
    async (language) => {
      const page = parse(await renderer.renderShell(TEMPLATE, language, true))
      expect(page.documentElement.lang).toBe(language)
      const root = page.getElementById('root')!
      const note = root.querySelector(':scope > main > noscript')!
      expect(note.querySelector('h1')?.textContent).toBe(TEXTS[language].title)
      expect(note.textContent).toContain(TEXTS[language].body)
      const link = note.querySelector('a')!
      expect(link.textContent).toBe(TEXTS[language].toCatalog)
      expect(link.getAttribute('href')).toBe(addressIn(language, '/'))
      // The app's script is kept as it was.
      expect(page.querySelector('script[type="module"]')?.getAttribute('src')).toBe(
        '/assets/index.js',
      )
    },
  )

  it('of a public page is in its language, with nothing in it: the app renders the page', async () => {
    const page = parse(await renderer.renderShell(TEMPLATE, 'pl', false))
    expect(page.documentElement.lang).toBe('pl')
    expect(page.getElementById('root')!.innerHTML).toBe('')
  })
})
