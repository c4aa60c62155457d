import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { Page } from '@playwright/test'
import {
  addressIn,
  COUNTRY_CODES,
  FILTER_OPTION_TYPES,
  LANGUAGE_NAMES,
  TRANSLATED_LANGUAGES,
  type ApiAdminSettings,
  type ApiFirearm,
  type ApiOptionLabels,
  type ApiPublicDealer,
  type TranslatedLanguage,
} from '@sog/contract'

import { expect, test } from '../support/fixtures'
import { publicPages } from '../support/public-pages'

/**
 * Complete languages (issue 30): on a page in Polish, Italian, German or French a visitor reads
 * no English. A text the English page shows too is English unless it is made of names and of the
 * language's own words: the firearms', the dealers' (and all they wrote of themselves, in their
 * own language), the company's own (its name, addresses, codes), the options that have no
 * translation (calibers), the countries as the language names them, the app's texts in that
 * language (a translator may keep "Menu" or "E-mail"), and what is no words at all (numbers,
 * prices, addresses of mail and web). The pages are read with the app running, so texts only the
 * app shows count too.
 */
const CARBINE = 'sog-1700000000001-cb16a'
const PCC = 'sog-1700000000012-pcc1l'

// And the product whose specifications are Polish only: they read the same in every language.
const pages = [...publicPages(CARBINE), `/product/${PCC}`]

/** The brand, the trade's names and the złoty's sign: the same in every language. */
const TRADE_NAMES = [
  'zł',
  'SOG Firearms',
  'SOG',
  'M-LOK',
  'Picatinny',
  'Cerakote',
  'Facebook',
  'Instagram',
  'GeoNames',
]

/** Texts with no words in them: numbers, prices, codes, phone numbers, e-mail and web addresses. */
const NOT_WORDS = /\S+@\S+\.\S+|(https?:\/\/|www\.)\S+|\b[\w-]+\.(pl|de|at|it|ch|com|eu)\b/g

const WEB_SOURCES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/src')

/** Every text of the app in one language, its placeholders cut out: the language's own words. */
function appTexts(language: TranslatedLanguage): string[] {
  const files = fs
    .readdirSync(WEB_SOURCES, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(`locales/${language}.json`))
  const texts: string[] = []
  const walk = (value: unknown): void => {
    if (typeof value === 'string')
      texts.push(...value.split(/\{\{[^}]*\}\}/).map((part) => part.trim()))
    else if (value && typeof value === 'object') Object.values(value).forEach(walk)
  }
  for (const file of files) walk(JSON.parse(fs.readFileSync(path.join(WEB_SOURCES, file), 'utf8')))
  return texts.filter((text) => text.length > 1)
}

/** The countries as the language names them. */
const countryNames = (language: TranslatedLanguage) => {
  const names = new Intl.DisplayNames([language], { type: 'region' })
  return COUNTRY_CODES.map((code) => names.of(code) ?? code)
}

type Texts = Set<string>

/** Every text of the page a visitor reads or hears: text, titles, labels, placeholders, alt. */
async function textsOf(page: Page): Promise<Texts> {
  const texts = await page.evaluate(() => {
    const found: string[] = [document.title]
    const skip = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'])
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (!skip.has(node.parentElement?.tagName ?? '')) found.push(node.textContent ?? '')
    for (const element of document.querySelectorAll(
      '[aria-label], [title], [placeholder], img[alt], meta[name="description"]',
    ))
      for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'content'])
        found.push(element.getAttribute(name) ?? '')
    return found
  })
  return new Set(texts.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean))
}

/** Names and the company's and dealers' own texts, from what the site itself serves. */
async function namesOf(page: Page, admin: { get: <T>(path: string) => Promise<T> }) {
  const firearms = (await (await page.request.get('/api/firearms')).json()) as ApiFirearm[]
  const dealers = (await (await page.request.get('/api/dealers')).json()) as ApiPublicDealer[]
  const settings = await admin.get<ApiAdminSettings>('/admin/settings')
  const names = new Set<string>([...TRADE_NAMES, ...Object.values(LANGUAGE_NAMES)])
  const add = (...texts: (string | null | undefined)[]) => {
    for (const text of texts) {
      names.add((text ?? '').replace(/\s+/g, ' ').trim())
      for (const line of (text ?? '').split('\n')) names.add(line.trim())
    }
    names.delete('')
  }
  for (const firearm of firearms) {
    add(firearm.name)
    // A firearm with only Polish specifications shows them in every language.
    if (Object.keys(firearm.specifications.en).length === 0)
      add(...Object.values(firearm.specifications.pl))
  }
  for (const dealer of dealers)
    add(dealer.name, dealer.address, dealer.city, dealer.hours, ...dealer.specialties)
  add(settings.companyName, settings.companyAddress, settings.vatId, settings.krs, settings.regon)
  for (const location of settings.multipleLocations) add(location.city, location.address)
  return { names, firearms }
}

/**
 * The options' names a language has no translation of (calibers, "AK"): they read the same in
 * every language. Those it has are English when they show.
 */
async function untranslatedOptions(
  page: Page,
  firearms: ApiFirearm[],
  language: TranslatedLanguage,
) {
  const labels = (await (
    await page.request.get(`/api/option-labels?lang=${language}`)
  ).json()) as ApiOptionLabels
  return FILTER_OPTION_TYPES.flatMap((type) =>
    firearms.map((firearm) => firearm[type]).filter((name) => !labels[type][name]),
  )
}

/**
 * The texts of a translated page that its English page shows too and that hold a word of English
 * once the allowed texts (longest first) are cut out.
 */
function suspects(english: Texts, translated: Texts, allowed: string[]): string[] {
  const longestFirst = [...new Set(allowed)].sort((a, b) => b.length - a.length)
  return [...translated].filter((text) => {
    if (!english.has(text)) return false
    let rest = text.replace(NOT_WORDS, ' ')
    for (const name of longestFirst) if (rest.includes(name)) rest = rest.split(name).join(' ')
    // A word: two letters or more, not all capitals (codes such as "PL", "EUR", "NATO").
    return /\p{L}*\p{Ll}\p{L}*/u.test(rest.replace(/\b\p{L}\b/gu, ' '))
  })
}

test('no English on the pages of the other languages but names', async ({ page, admin }) => {
  test.setTimeout(240_000)
  const { names, firearms } = await namesOf(page, admin)
  // A favourite and two compared, so those pages show their lists.
  await page.addInitScript(
    ([favorites, compare]) => {
      localStorage.setItem('favorites', favorites)
      localStorage.setItem('compare', compare)
    },
    [JSON.stringify([CARBINE]), JSON.stringify([CARBINE, PCC])] as const,
  )
  const found: string[] = []
  let client = 0
  for (const path of pages) {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${++client}` })
    await page.goto(path)
    const english = await textsOf(page)
    for (const language of TRANSLATED_LANGUAGES) {
      // A client of its own per page, so that the server renders each (its share of renders).
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${++client}` })
      await page.goto(addressIn(language, path))
      await expect(page.locator('html')).toHaveAttribute('lang', language)
      const allowed = [
        ...names,
        ...(await untranslatedOptions(page, firearms, language)),
        ...countryNames(language),
        ...appTexts(language),
      ]
      for (const text of suspects(english, await textsOf(page), allowed))
        found.push(`${addressIn(language, path)}: ${JSON.stringify(text)}`)
    }
  }
  expect(found, 'English texts on pages of other languages').toEqual([])
})
