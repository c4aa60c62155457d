import { LANGUAGES } from '@sog/contract'
import { SAMPLE_LEGAL_TEXTS } from '@sog/samples'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderApp } from '@/testing/render-app'
import { CARBINE } from '@/testing/catalog/helpers'

/** The editors' price note beside prices, in the page's language (docs/decisions/0163-legal-pages.md). */
describe('price note', () => {
  it.each(LANGUAGES)('shows it once on a product page in %s', async (language) => {
    await renderApp(`/product/${CARBINE.id}`, { language })
    await screen.findByRole('heading', { level: 1, name: CARBINE.name })
    expect(await screen.findAllByText(SAMPLE_LEGAL_TEXTS[language].priceNote)).toHaveLength(1)
  })

  it('shows it once under the catalogue, not on every card', async () => {
    await renderApp('/catalog', { language: 'pl' })
    await screen.findAllByRole('article')
    expect(await screen.findAllByText(SAMPLE_LEGAL_TEXTS.pl.priceNote)).toHaveLength(1)
  })

  it('leaves it out when none is set', async () => {
    await renderApp(`/product/${CARBINE.id}`, {
      api: (double) =>
        double.on('GET', '/legal', {
          status: 200,
          body: { ...SAMPLE_LEGAL_TEXTS.en, priceNote: '' },
        }),
    })
    await screen.findByRole('heading', { level: 1, name: CARBINE.name })
    expect(screen.queryByText(SAMPLE_LEGAL_TEXTS.en.priceNote)).toBeNull()
  })
})
