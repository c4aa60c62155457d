import type { Page } from '@playwright/test'
import {
  addressIn,
  isTranslatedLanguage,
  LANGUAGES,
  OG_LOCALES,
  type ApiContact,
  type Language,
} from '@sog/contract'
import { SAMPLE_OPTION_LABELS } from '@sog/samples'

import { DEALER_PASSWORD } from '../support/api'
import { expect, test, unique } from '../support/fixtures'

/**
 * Every language at its own address (issue 30; docs/decisions/0168-language-addresses.md): each
 * public page is rendered in its address's language with its alternates, the language switch
 * opens the same page at the other address, links and forms stay in the language, and `/`
 * sends a returning visitor to the language they chose.
 */
const TITLES: Record<Language, { catalog: string; dealers: string; contactSent: string }> = {
  en: {
    catalog: 'Firearms Catalog',
    dealers: 'Authorized Dealers',
    contactSent: 'Message sent successfully!',
  },
  pl: {
    catalog: 'Katalog broni',
    dealers: 'Autoryzowani dealerzy',
    contactSent: 'Wiadomość została wysłana!',
  },
  it: {
    catalog: 'Catalogo armi',
    dealers: 'Rivenditori autorizzati',
    contactSent: 'Messaggio inviato con successo!',
  },
  de: {
    catalog: 'Waffenkatalog',
    dealers: 'Autorisierte Händler',
    contactSent: 'Nachricht erfolgreich gesendet!',
  },
  fr: {
    catalog: "Catalogue d'armes",
    dealers: 'Revendeurs agréés',
    contactSent: 'Message envoyé avec succès !',
  },
}

const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 })

/** The seed's shotguns, and what each language's pages call them (docs/decisions/0200). */
const SHOTGUNS = ['SOG-12 Field', 'SOG-12 Tactical']
const shotgunIn = (language: Language) =>
  isTranslatedLanguage(language) ? SAMPLE_OPTION_LABELS.category.Shotgun![language] : 'Shotgun'

/** The names on the catalogue's cards, in order. */
const cardNames = (page: Page) =>
  page.getByRole('main').getByRole('article').getByRole('heading').allTextContents()

test('a German visitor finds the shotguns by typing what the page calls them (0200)', async ({
  page,
}) => {
  await page.goto('/de')
  await expect(heading(page)).toHaveText(TITLES.de.catalog)
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Waffen suchen' })
  await box.pressSequentially('flinte')
  // As the visitor types: the address follows the box, and the box offers the two by name.
  await expect(page).toHaveURL(/\/de\?search=flinte$/)
  await expect.poll(() => cardNames(page)).toEqual(SHOTGUNS)
  const offered = page.locator(`datalist#${await box.getAttribute('list')} option`)
  await expect
    .poll(() =>
      offered.evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value)),
    )
    .toEqual(expect.arrayContaining(SHOTGUNS))
})

test('each language’s pages at their address: rendered in it, with canonical, alternates and locale', async ({
  page,
  baseURL,
}) => {
  for (const language of LANGUAGES) {
    await page.goto(addressIn(language, '/dealers?country=all'))
    await expect(page.locator('html')).toHaveAttribute('lang', language)
    await expect(heading(page)).toHaveText(TITLES[language].dealers)
    const head = page.locator('head')
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}${addressIn(language, '/dealers')}`,
    )
    const alternates = await head
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`),
      )
    expect(alternates).toEqual([
      ...LANGUAGES.map((other) => `${other} ${baseURL}${addressIn(other, '/dealers')}`),
      `x-default ${baseURL}/dealers`,
    ])
    await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute(
      'content',
      OG_LOCALES[language],
    )
    await expect(head.locator('meta[property="og:locale:alternate"]')).toHaveCount(4)
  }
})

test('the language switch opens the same page in the other language; its links and Back stay true', async ({
  page,
}) => {
  await page.goto('/dealers?country=DE')
  await expect(heading(page)).toHaveText(TITLES.en.dealers)
  await page.getByRole('banner').getByLabel('Language').selectOption('de')
  await expect(page).toHaveURL(/\/de\/dealers\?country=DE$/)
  await expect(heading(page)).toHaveText(TITLES.de.dealers)
  await expect(page.getByRole('main').getByLabel('Land', { exact: true })).toHaveValue('DE')
  // A link of the German page is the German page's.
  await page.getByRole('banner').getByRole('link', { name: 'Startseite von SOG Firearms' }).click()
  await expect(page).toHaveURL(/\/de$/)
  await expect(heading(page)).toHaveText(TITLES.de.catalog)
  await page.goBack()
  await expect(page).toHaveURL(/\/de\/dealers\?country=DE$/)
  await page.goBack()
  await expect(page).toHaveURL(/\/dealers\?country=DE$/)
  await expect(heading(page)).toHaveText(TITLES.en.dealers)
  // The staff's screens have one address: the German page's "Admin" is /admin/login.
  await page.goto('/de/contact')
  await page.getByRole('banner').getByRole('link', { name: 'Verwaltung' }).click()
  await expect(page).toHaveURL(/\/admin\/login$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
})

test('a bare / opens the language the visitor chose last; without a choice, the browser’s', async ({
  page,
  browser,
}) => {
  await page.goto('/contact')
  await page.getByRole('banner').getByLabel('Language').selectOption('it')
  await expect(page).toHaveURL(/\/it\/contact$/)
  // An English address a friend shares stays English, and does not undo the choice.
  await page.goto('/contact')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.goto('/')
  await expect(page).toHaveURL(/\/it$/)
  await expect(heading(page)).toHaveText(TITLES.it.catalog)

  const austrian = await browser.newContext({ locale: 'de-AT' })
  try {
    const first = await austrian.newPage()
    await first.goto(new URL('/', page.url()).href)
    await expect(first).toHaveURL(/\/de$/)
    await expect(first.locator('html')).toHaveAttribute('lang', 'de')
  } finally {
    await austrian.close()
  }
})

test('the dealer portal opens in the browser’s language on a first visit, then in the one chosen (0195)', async ({
  browser,
  baseURL,
}) => {
  const german = await browser.newContext({ locale: 'de-DE', baseURL })
  try {
    const dealer = await german.newPage()
    await dealer.goto('/dealer/login')
    await expect(dealer.locator('html')).toHaveAttribute('lang', 'de')
    await expect(heading(dealer)).toHaveText('Händler-Anmeldung')
    await dealer.getByLabel(/^Benutzername/).fill('waffen-bauer')
    await dealer.getByLabel(/^Passwort/).fill(DEALER_PASSWORD)
    await dealer.getByRole('button', { name: 'Anmelden' }).click()
    await expect(dealer).toHaveURL(/\/dealer\/dashboard$/)
    await expect(dealer.getByRole('main').getByText('Produkte gesamt')).toBeVisible()

    // A language chosen on the portal is the one it opens in next, over the browser's.
    await dealer.getByRole('banner').getByLabel('Sprache').selectOption('fr')
    await expect(dealer.getByRole('main').getByText('Produits au total')).toBeVisible()
    await dealer.reload()
    await expect(dealer.locator('html')).toHaveAttribute('lang', 'fr')
    await expect(dealer.getByRole('main').getByText('Produits au total')).toBeVisible()
  } finally {
    await german.close()
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the footer links the page in every language, and a form stays in its language', async ({
    page,
    admin,
  }) => {
    await page.goto('/contact')
    const languages = page.getByRole('contentinfo').getByRole('list', { name: 'Language' })
    await languages.getByRole('link', { name: 'Français' }).click()
    await expect(page).toHaveURL(/\/fr\/contact$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    const subject = unique('En français')
    const form = page.getByRole('main').locator('form[method="post"]')
    await form.locator('[name="name"]').fill('Élodie Martin')
    await form.locator('[name="email"]').fill('elodie@example.fr')
    await form.locator('[name="subject"]').fill(subject)
    await form.locator('[name="message"]').fill('Bonjour')
    await form.getByRole('button', { name: 'Envoyer le message' }).click()
    await expect(page).toHaveURL(/\/fr\/contact\?sent=1$/)
    await expect(page.getByText(TITLES.fr.contactSent)).toBeVisible()
    const inbox = await admin.get<ApiContact[]>('/admin/contacts')
    expect(inbox.filter((message) => message.subject === subject)).toHaveLength(1)
  })

  test('each language’s name of a category finds its firearms on that language’s page (0200)', async ({
    page,
  }) => {
    for (const language of LANGUAGES) {
      const text = shotgunIn(language)
      await page.goto(addressIn(language, `/?search=${encodeURIComponent(text)}`))
      await expect(heading(page), language).toHaveText(TITLES[language].catalog)
      expect(await cardNames(page), `${language}: ${text}`).toEqual(SHOTGUNS)
    }
  })

  test('the dealer portal says, in the browser’s language, that it needs JavaScript (0195)', async ({
    browser,
    baseURL,
  }) => {
    const german = await browser.newContext({ locale: 'de-DE', baseURL, javaScriptEnabled: false })
    try {
      const dealer = await german.newPage()
      await dealer.goto('/dealer/login')
      await expect(heading(dealer)).toHaveText('Dieser Bereich der Website benötigt JavaScript')
      await dealer.getByRole('link', { name: 'Zum Katalog' }).click()
      await expect(dealer).toHaveURL(/\/de$/)
      await expect(heading(dealer)).toHaveText(TITLES.de.catalog)
    } finally {
      await german.close()
    }
  })
})
