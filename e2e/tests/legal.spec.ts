import { LANGUAGES, type Language } from '@sog/contract'
import { SAMPLE_COMPANY, SAMPLE_LEGAL_TEXTS } from '@sog/samples'

import { expect, test } from '../support/fixtures'
import { checkScreen } from '../support/screens'

/**
 * Issue 31, point 3 (docs/decisions/0163-legal-pages.md): the privacy policy, terms and imprint
 * reached through the footer in every language, each in that language, and the price note beside
 * the prices. The texts are the seed's (samples/src/legal.ts).
 */
const CARBINE = { id: 'sog-1700000000001-cb16a', name: 'SOG-15 Carbine' }

/** The footer's link names and the imprint's title and KRS label, as the web's locale files say. */
const WORDS: Record<Language, { privacy: string; terms: string; imprint: string; krs: string }> = {
  en: {
    privacy: 'Privacy policy',
    terms: 'Terms of use',
    imprint: 'Imprint',
    krs: 'National Court Register (KRS)',
  },
  pl: {
    privacy: 'Polityka prywatności',
    terms: 'Regulamin',
    imprint: 'Dane firmy',
    krs: 'Krajowy Rejestr Sądowy (KRS)',
  },
  it: {
    privacy: 'Informativa sulla privacy',
    terms: "Condizioni d'uso",
    imprint: 'Note legali',
    krs: 'Registro giudiziario nazionale (KRS)',
  },
  de: {
    privacy: 'Datenschutzerklärung',
    terms: 'Nutzungsbedingungen',
    imprint: 'Impressum',
    krs: 'Landesgerichtsregister (KRS)',
  },
  fr: {
    privacy: 'Politique de confidentialité',
    terms: "Conditions d'utilisation",
    imprint: 'Mentions légales',
    krs: 'Registre judiciaire national (KRS)',
  },
}

test('the legal pages open from the footer in every language, each in that language', async ({
  page,
}) => {
  await page.goto('/')
  for (const language of LANGUAGES) {
    await page.getByRole('banner').locator('select').last().selectOption(language)
    await expect(page.locator('html')).toHaveAttribute('lang', language)
    const words = WORDS[language]
    const footer = page.getByRole('contentinfo')
    const main = page.getByRole('main')
    for (const legal of ['privacy', 'terms'] as const) {
      const text = SAMPLE_LEGAL_TEXTS[language][legal]
      await footer.getByRole('link', { name: words[legal], exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`/${legal}$`))
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(text.title)
      const firstHeading = text.blocks.find((block) => block.kind === 'heading')!
      await expect(main.getByRole('heading', { level: 2, name: firstHeading.text })).toBeVisible()
      const lastBlock = text.blocks.at(-1)!
      await expect(main.getByText(lastBlock.text, { exact: true })).toBeVisible()
      await expect(page).toHaveTitle(`${text.title} | SOG Firearms`)
    }
    await footer.getByRole('link', { name: words.imprint, exact: true }).click()
    await expect(page).toHaveURL(/\/imprint$/)
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(words.imprint)
    await expect(main.getByText(`${words.krs}: ${SAMPLE_COMPANY.krs}`)).toBeVisible()
    await expect(main.getByText(SAMPLE_COMPANY.companyName, { exact: true })).toBeVisible()
  }
})

test('the legal pages arrive rendered in the visitor’s language, are in the sitemap and pass axe', async ({
  page,
  request,
}) => {
  const descriptions = new Set<string>()
  for (const legal of ['privacy', 'terms', 'imprint'] as const) {
    const response = await request.get(`/pl/${legal}`)
    const html = await response.text()
    expect(html).toContain('<html lang="pl"')
    const title = legal === 'imprint' ? WORDS.pl.imprint : SAMPLE_LEGAL_TEXTS.pl[legal].title
    expect(html).toContain(`<title>${title} | SOG Firearms</title>`)
    descriptions.add(/<meta name="description" content="([^"]+)"/.exec(html)?.[1] ?? '')
    // The text is in the page as the server sends it, before any script runs.
    if (legal !== 'imprint') expect(html).toContain(SAMPLE_LEGAL_TEXTS.pl[legal].blocks[1]!.text)
  }
  // Each its own description, in Polish.
  expect([...descriptions].filter((d) => d.includes(' ')).length).toBe(3)
  expect([...descriptions].join(' ')).toContain('dane osobowe')
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const legal of ['privacy', 'terms', 'imprint'] as const)
    expect(sitemap).toMatch(new RegExp(`<loc>[^<]+/${legal}</loc>`))
  for (const legal of ['privacy', 'terms', 'imprint'] as const) {
    await page.goto(`/${legal}`)
    await checkScreen(page, `legal-${legal}`, async (p) => {
      await expect(p.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
    })
  }
})

test('the price note shows beside the prices in the page language', async ({ page }) => {
  await page.goto(`/product/${CARBINE.id}`)
  await page.getByRole('banner').locator('select').last().selectOption('fr')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: CARBINE.name })).toBeVisible()
  await expect(main.getByText(SAMPLE_LEGAL_TEXTS.fr.priceNote)).toHaveCount(1)
  await expect(main.getByText(SAMPLE_LEGAL_TEXTS.fr.priceNote)).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/fr/product/${CARBINE.id}$`))
  await page.goto('/fr/catalog')
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
  await expect(page.getByRole('main').getByText(SAMPLE_LEGAL_TEXTS.fr.priceNote)).toHaveCount(1)
})
