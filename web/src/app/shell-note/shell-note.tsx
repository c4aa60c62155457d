import { addressIn, type Language } from '@sog/contract'
import type { TFunction } from 'i18next'

import './translations'

/**
 * What the shell of the admin and dealer screens says where the browser runs no script: the app
 * renders those screens, so without it the page would be blank (docs/decisions/0195-shell-language.md).
 * Plain elements with their own styles: the shell carries none of the app's.
 */
export function ShellNote({ language, t }: { language: Language; t: TFunction }) {
  // `<main>` outside `<noscript>`: the HTML standard allows no `<main>` inside it.
  return (
    <main
      style={{
        fontFamily: 'system-ui, sans-serif',
        maxWidth: '36rem',
        margin: '12vh auto',
        padding: '0 1.5rem',
        lineHeight: 1.5,
        color: '#18181b',
      }}
    >
      <noscript>
        <h1 style={{ fontSize: '1.5rem', lineHeight: 1.25 }}>{t('shellNote.title')}</h1>
        <p>{t('shellNote.body')}</p>
        <p>{t('shellNote.public')}</p>
        <p>
          <a href={addressIn(language, '/')}>{t('shellNote.toCatalog')}</a>
        </p>
      </noscript>
    </main>
  )
}
