import { LANGUAGES } from '@sog/contract'
import { SAMPLE_COMPANY, SAMPLE_LEGAL_TEXTS } from '@sog/samples'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderApp } from '@/testing/render-app'
import de from '../locales/de.json'
import en from '../locales/en.json'
import fr from '../locales/fr.json'
import it_ from '../locales/it.json'
import pl from '../locales/pl.json'

const TEXTS = { en, pl, it: it_, de, fr }

describe('legal pages (docs/decisions/0163-legal-pages.md)', () => {
  it.each(LANGUAGES)('shows the privacy policy and the terms in %s', async (language) => {
    for (const page of ['privacy', 'terms'] as const) {
      const sample = SAMPLE_LEGAL_TEXTS[language][page]
      const { api, unmount } = await renderApp(`/${page}`, { language })
      expect(
        await screen.findByRole('heading', { level: 1, name: sample.title }),
      ).toBeInTheDocument()
      const headings = sample.blocks.filter((b) => b.kind === 'heading').map((b) => b.text)
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
        expect.arrayContaining(headings),
      )
      // The first list of the text, item by item.
      const items = sample.blocks.filter((b) => b.kind === 'item').map((b) => b.text)
      const listed = screen.getAllByRole('list').flatMap((list) =>
        within(list)
          .queryAllByRole('listitem')
          .map((li) => li.textContent),
      )
      expect(listed).toEqual(expect.arrayContaining(items))
      await waitFor(() => expect(document.title).toBe(`${sample.title} | SOG Firearms`))
      const asked = api.calls.filter((c) => c.route === 'getLegalTexts')
      expect(asked.map((c) => c.query.get('lang'))).toEqual([language === 'en' ? null : language])
      unmount()
    }
  })

  it.each(LANGUAGES)('shows the imprint from the company settings in %s', async (language) => {
    const labels = TEXTS[language].imprint
    await renderApp('/imprint', { language })
    expect(await screen.findByRole('heading', { level: 1, name: labels.title })).toBeInTheDocument()
    const registers = within(screen.getByRole('region', { name: labels.registers }))
    expect(registers.getByText(`${labels.krs}: ${SAMPLE_COMPANY.krs}`)).toBeVisible()
    expect(registers.getByText(`${labels.vatId}: ${SAMPLE_COMPANY.vatId}`)).toBeVisible()
    expect(registers.getByText(`${labels.regon}: ${SAMPLE_COMPANY.regon}`)).toBeVisible()
    const company = within(screen.getByRole('region', { name: labels.company }))
    expect(company.getByText(SAMPLE_COMPANY.companyName)).toBeVisible()
    const licences = within(screen.getByRole('region', { name: labels.licenses }))
    expect(licences.getAllByRole('listitem')).toHaveLength(
      SAMPLE_COMPANY.licenses.split('\n').length,
    )
    const contact = within(screen.getByRole('region', { name: labels.contact }))
    expect(contact.getByRole('link', { name: SAMPLE_COMPANY.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${SAMPLE_COMPANY.contactEmail}`,
    )
  })

  it('links the three pages from the footer', async () => {
    const { user, router } = await renderApp('/dealers', { language: 'de' })
    const footer = within(await screen.findByRole('list', { name: 'Rechtliches' }))
    await user.click(footer.getByRole('link', { name: 'Impressum' }))
    expect(router.state.location.pathname).toBe('/imprint')
    expect(await screen.findByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible()
    await user.click(footer.getByRole('link', { name: 'Nutzungsbedingungen' }))
    expect(router.state.location.pathname).toBe('/terms')
    await user.click(footer.getByRole('link', { name: 'Datenschutzerklärung' }))
    expect(router.state.location.pathname).toBe('/privacy')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Datenschutzerklärung' }),
    ).toBeVisible()
  })

  it('shows the editors’ text as text, and says when there is none yet', async () => {
    await renderApp('/terms', {
      api: (double) =>
        double.on('GET', '/legal', {
          status: 200,
          body: {
            ...SAMPLE_LEGAL_TEXTS.en,
            terms: { title: '', blocks: [{ kind: 'paragraph', text: '<b>Bold</b> claim' }] },
            privacy: { title: '', blocks: [] },
          },
        }),
    })
    // No title from the editors: the page's own name.
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible()
    expect(screen.getByText('<b>Bold</b> claim')).toBeVisible()
    expect(document.querySelector('main b')).toBeNull()
  })

  it('says so when a text is empty', async () => {
    await renderApp('/privacy', {
      api: (double) =>
        double.on('GET', '/legal', {
          status: 200,
          body: { ...SAMPLE_LEGAL_TEXTS.en, privacy: { title: 'Privacy', blocks: [] } },
        }),
    })
    expect(await screen.findByText(en.missing)).toBeVisible()
  })

  it('links the privacy policy from the contact form', async () => {
    await renderApp('/contact', { language: 'fr' })
    const form = (await screen.findByRole('button', { name: /Envoyer/ })).closest('form')!
    expect(
      within(form).getByRole('link', { name: 'Politique de confidentialité' }),
    ).toHaveAttribute('href', '/privacy')
  })

  it('links the privacy policy from the dealer application', async () => {
    await renderApp('/dealers', { language: 'it' })
    const apply = within(await screen.findByRole('region', { name: 'Diventa rivenditore' }))
    expect(apply.getByRole('link', { name: 'Informativa sulla privacy' })).toHaveAttribute(
      'href',
      '/privacy',
    )
  })
})
