import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { renderApp } from '@/testing/render-app'
import contactDe from '@/features/contact/locales/de.json'
import dealersDe from '@/features/dealers/locales/de.json'
import siteDe from '@/lib/i18n/locales/de.json'

/** The shell's own description, in English, as index.html has it. */
function shellDescription(): HTMLMetaElement {
  const meta = document.createElement('meta')
  meta.name = 'description'
  meta.content = 'Firearms catalogue and authorized dealers of SOG Firearms, Poznań'
  document.head.append(meta)
  return meta
}

describe("the page's description", { timeout: 30_000 }, () => {
  afterEach(() => document.head.querySelector('meta[name="description"]')?.remove())

  it("is the screen's own in the page's language, page after page, never the shell's English", async () => {
    const meta = shellDescription()
    const { user } = await renderApp('/de/dealers')
    await waitFor(() => expect(meta.content).toBe(dealersDe.subtitle))
    await user.click(screen.getAllByRole('link', { name: 'Kontakt' })[0]!)
    await waitFor(() => expect(meta.content).toBe(contactDe.subtitle))
    await user.click(screen.getAllByRole('link', { name: 'Händler' })[0]!)
    await waitFor(() => expect(meta.content).toBe(dealersDe.subtitle))
  })

  it("is the site's where the screen has none", async () => {
    const meta = shellDescription()
    await renderApp('/de/compare')
    await waitFor(() => expect(meta.content).toBe(siteDe.site.description))
  })
})
