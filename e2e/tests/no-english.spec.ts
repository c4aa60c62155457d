import type { Page } from '@playwright/test'
import {
  addressIn,
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

/**
 * Complete languages (issue 30): on a page in Polish, Italian, German or French a visitor reads
 * no English. A text the English page shows too is English unless it is a name: the firearms',
 * the dealers' (and all they wrote of themselves, in their own language), the company's own
 * (its name, addresses, codes), the options that read the same in every language (calibers),
 * the languages' own names, and what is no words at all (numbers, prices, addresses of mail and
 * web). The pages are read with the app running, so texts only the app shows count too.
 */
const CARBINE = 'sog-1700000000001-cb16a'
const PCC = 'sog-1700000000012-pcc1l'

const pages = [
  '/',
  '/catalog?category=Rifle&sort=price-asc',
  `/product/${CARBINE}`,
  `/product/${PCC}`,
  '/dealers',
  '/contact',
  '/privacy',
  '/terms',
  '/imprint',
  '/favorites',
  '/compare',
  '/no/such/page',
]

/** What reads the same in every language: a few words of the trade, never a sentence. */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'SOG',
  'NEW',
  'M-LOK',
  'Picatinny',
  'Facebook',
  'Instagram',
  'X',
])

/** Texts with no words in them: numbers, prices, codes, phone numbers, e-mail and web addresses. */
const NO_WORDS = [
  /^[^\p{L}]*$/u,
  /^[\p{Lu}\d\s.,:/()+–-]{1,12}$/u,
  /^\S+@\S+\.\S+$/,
  /^(https?:\/\/|www\.)\S+$/,
]

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
  const names = new Set<string>([...SAME_IN_EVERY_LANGUAGE, ...Object.values(LANGUAGE_NAMES)])
  const add = (...texts: (string | null | undefined)[]) => {
    for (const text of texts)
      for (const line of (text ?? '').split('\n')) if (line.trim()) names.add(line.trim())
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

function suspects(english: Texts, translated: Texts, names: Set<string>): string[] {
  return [...translated].filter(
    (text) =>
      english.has(text) &&
      !names.has(text) &&
      !NO_WORDS.some((pattern) => pattern.test(text)) &&
      // A name with a number or a code around it ("SOG-15 Carbine (2)", "KRS: 0000712345").
      ![...names].some(
        (name) =>
          name.length > 3 && text.includes(name) && !/\p{Ll}{4,}/u.test(text.replace(name, '')),
      ),
  )
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
  for (const path of pages) {
    await page.goto(path)
    const english = await textsOf(page)
    for (const language of TRANSLATED_LANGUAGES) {
      await page.goto(addressIn(language, path))
      await expect(page.locator('html')).toHaveAttribute('lang', language)
      const allowed = new Set([...names, ...(await untranslatedOptions(page, firearms, language))])
      for (const text of suspects(english, await textsOf(page), allowed))
        found.push(`${addressIn(language, path)}: ${JSON.stringify(text)}`)
    }
  }
  expect(found, 'English texts on pages of other languages').toEqual([])
})
