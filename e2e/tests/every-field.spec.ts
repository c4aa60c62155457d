import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { Locator, Page } from '@playwright/test'
import type { z } from 'zod'
import {
  convertAmount,
  COUNTRIES,
  DealerUpdateInput,
  DEFAULT_REQUEST_RETENTION_MONTHS,
  FirearmInput,
  InventoryInput,
  RATE_CURRENCIES,
  SettingsInput,
  LANGUAGE_NAMES,
  SPEC_FIELDS,
  SPEC_LANGUAGES,
  TRANSLATED_LANGUAGES,
  type ApiAdminDealer,
  type ApiAdminLogin,
  type ApiAdminFirearm,
  type ApiFilterOption,
  type ApiFirearm,
  type ApiInventoryRow,
  type ApiPlace,
  type ApiAdminSettings,
  type ApiStockist,
  type FilterOptionType,
  type FirearmInputData,
  type Language,
  type SpecLanguage,
  type TranslatedLanguage,
  NO_RATES,
  shownPrice,
} from '@sog/contract'

import catalogDe from '../../web/src/features/catalog/locales/de.json' with { type: 'json' }
import catalogEn from '../../web/src/features/catalog/locales/en.json' with { type: 'json' }
import catalogFr from '../../web/src/features/catalog/locales/fr.json' with { type: 'json' }
import catalogIt from '../../web/src/features/catalog/locales/it.json' with { type: 'json' }
import catalogPl from '../../web/src/features/catalog/locales/pl.json' with { type: 'json' }
import catalogScreensDe from '../../web/src/features/catalog/screens/locales/de.json' with { type: 'json' }
import catalogScreensEn from '../../web/src/features/catalog/screens/locales/en.json' with { type: 'json' }
import catalogScreensFr from '../../web/src/features/catalog/screens/locales/fr.json' with { type: 'json' }
import catalogScreensIt from '../../web/src/features/catalog/screens/locales/it.json' with { type: 'json' }
import catalogScreensPl from '../../web/src/features/catalog/screens/locales/pl.json' with { type: 'json' }
import dealersDe from '../../web/src/features/dealers/locales/de.json' with { type: 'json' }
import dealersEn from '../../web/src/features/dealers/locales/en.json' with { type: 'json' }
import { distanceKm } from '../../web/src/lib/format/distance'
import { formatRate, formatShown } from '../../web/src/lib/format/price'
import { ADMIN, AdminApi } from '../support/api'
import {
  adminLogIn,
  expectAllShown,
  expectEveryField,
  fillAll,
  commaDecimalField,
  numberField,
  selectField,
  textField,
  type Field,
  type Fields,
} from '../support/every-field'
import { chooseCountry, chooseLanguage, loose } from '../support/person'
import { expectNotice, logIn } from '../support/ui'
import { expect, test, unique } from '../support/fixtures'

/*
 * Issue 27: journeys that act as people do. Each role edits every field of its main form, with
 * non-ASCII text, stray spaces (stored trimmed) and optional fields cleared, opens the form
 * again and reads every field back from the screen, then finds the public ones on the public
 * pages, in each language the page offers. The fields come from the contract's input schemas
 * (contract/src/schemas) and SPEC_FIELDS, so a field added there fails its journey until it is
 * covered here.
 */

// Each journey reads every field back, most in five languages: up to 50 s on this quiet 2-core
// machine (the panel's), 84–90 s before a fix of the forms' rendering, and about twice as long
// with the other core busy, past Playwright's 90 s for a test (issue 33; docs/performance.md).
test.describe.configure({ timeout: 240_000 })

/** The catalogue's texts: its own and its lazy screens' (web/src/features/catalog/screens). */
const CATALOG = {
  en: { ...catalogEn, ...catalogScreensEn },
  pl: { ...catalogPl, ...catalogScreensPl },
  it: { ...catalogIt, ...catalogScreensIt },
  de: { ...catalogDe, ...catalogScreensDe },
  fr: { ...catalogFr, ...catalogScreensFr },
}
/** The directory's, in the two languages its journey reads it in. */
const DEALERS: Record<'en' | 'de', typeof dealersEn> = { en: dealersEn, de: dealersDe }

// ---------------------------------------------------------------------------------------------
// Administrator: the firearm form
// ---------------------------------------------------------------------------------------------

/** FirearmInput's fields that are no field of the admin's form. */
const FIREARM_NOT_IN_FORM = {
  id: 'set once when the firearm is created, shown nowhere to edit',
  version: 'sent back by the form to detect a save meanwhile',
  price: 'the legacy single price: the form sends it back unchanged',
}

type FirearmForm = Omit<FirearmInputData, keyof typeof FIREARM_NOT_IN_FORM>
type Specifications = FirearmForm['specifications']

const OPTION_FIELDS = {
  category: 'Category',
  caliber: 'Caliber',
  barrelLength: 'Barrel Length',
  systemType: 'System Type',
} as const satisfies Record<FilterOptionType, string>

/** The admin's label of a specification row (web/src/features/admin-firearms/utils/firearm-labels.ts). */
function specLabel(language: SpecLanguage, key: string): string {
  const row = SPEC_FIELDS[language].findIndex(([k]) => k === key)
  if (language === 'pl') return SPEC_FIELDS.pl[row]![1]
  const english = SPEC_FIELDS.en[row]![1]
  return language === 'en' ? english : `${english} (${LANGUAGE_NAMES[language]})`
}

const specGroupName = (language: SpecLanguage) =>
  language === 'pl'
    ? 'Specifications (Polish)'
    : language === 'en'
      ? 'Specifications (English)'
      : `Specifications (${LANGUAGE_NAMES[language]})`

const specInput = (form: Locator, language: SpecLanguage, key: string) =>
  form
    .getByRole('group', { name: specGroupName(language) })
    .getByLabel(specLabel(language, key), { exact: true })

const descriptionBox = (form: Locator, language: Language) =>
  form.getByRole('textbox', {
    name:
      language === 'en'
        ? 'Product Description'
        : `Product Description (${LANGUAGE_NAMES[language]})`,
    exact: true,
  })

const galleryUrl = (form: Locator, n: number) =>
  form.getByRole('textbox', { name: `Gallery image ${n} URL`, exact: true })

const FIREARM_FIELDS: Fields<FirearmForm> = {
  name: textField((form) => form.getByLabel(/^Firearm Name/)),
  category: selectField((form) => form.getByLabel(/^Category/)),
  caliber: selectField((form) => form.getByLabel(/^Caliber/)),
  barrelLength: selectField((form) => form.getByLabel(/^Barrel Length/)),
  systemType: selectField((form) => form.getByLabel(/^System Type/)),
  pricePLN: commaDecimalField((form) => form.getByLabel(/^Price in PLN/)) as Field<number>,
  priceEUR: commaDecimalField((form) => form.getByLabel(/^Price in EUR/)) as Field<number>,
  availability: selectField((form) => form.getByLabel(/^Availability/)) as Field<
    FirearmForm['availability']
  >,
  isNew: {
    fill: (form, isNew) =>
      form
        .getByLabel('Product Status')
        .selectOption({ label: isNew ? 'New Product (Nowość)' : 'Standard Product' })
        .then(() => {}),
    expectShown: (form, isNew) =>
      expect(form.getByLabel('Product Status')).toHaveValue(isNew ? 'new' : 'standard'),
  },
  description: textField((form) => descriptionBox(form, 'en')),
  descriptions: {
    fill: async (form, texts) => {
      for (const language of TRANSLATED_LANGUAGES)
        await textField((f) => descriptionBox(f, language)).fill(form, texts?.[language] ?? '')
    },
    expectShown: async (form, texts) => {
      for (const language of TRANSLATED_LANGUAGES)
        await expect(descriptionBox(form, language)).toHaveValue(texts?.[language] ?? '')
    },
  },
  imageUrl: textField((form) => form.getByLabel('Or paste the main image URL', { exact: true })),
  images: {
    // The gallery's slots: remove those there are, then add one per address.
    fill: async (form, urls) => {
      const gallery = form.getByRole('group', { name: 'Additional Images' })
      const slots = gallery.getByRole('region', { name: /^Gallery image \d+$/ })
      while ((await slots.count()) > 0)
        await slots.first().getByRole('button', { name: 'Remove', exact: true }).click()
      for (const [i, url] of urls.entries()) {
        await gallery.getByRole('button', { name: '+ Add Gallery Image' }).click()
        await galleryUrl(form, i + 1).fill(url)
      }
    },
    expectShown: async (form, urls) => {
      const slots = form.getByRole('region', { name: /^Gallery image \d+$/ })
      await expect(slots).toHaveCount(urls.length)
      for (const [i, url] of urls.entries()) await expect(galleryUrl(form, i + 1)).toHaveValue(url)
    },
  },
  specifications: {
    fill: async (form, specifications) => {
      for (const language of SPEC_LANGUAGES)
        for (const [key] of SPEC_FIELDS[language])
          await textField((f) => specInput(f, language, key)).fill(
            form,
            specifications[language][key] ?? '',
          )
    },
    expectShown: async (form, specifications) => {
      for (const language of SPEC_LANGUAGES)
        for (const [key] of SPEC_FIELDS[language])
          await expect
            .soft(specInput(form, language, key), `${language}.${key}`)
            .toHaveValue(specifications[language][key] ?? '')
    },
  },
}

/** Every row of every language, each its own text. */
function everySpecification(tag: string): Specifications {
  return Object.fromEntries(
    SPEC_LANGUAGES.map((language) => [
      language,
      Object.fromEntries(
        SPEC_FIELDS[language].map(([key, label], i) => [
          key,
          `${label} ${language.toUpperCase()}-${i + 1} żółć ß ${tag}`,
        ]),
      ),
    ]),
  ) as Specifications
}

/** English rows at odd positions only (new texts); every other group empty. */
function someEnglishSpecifications(tag: string): Specifications {
  return Object.fromEntries(
    SPEC_LANGUAGES.map((language) => [
      language,
      Object.fromEntries(
        SPEC_FIELDS[language].map(([key, label], i) => [
          key,
          language === 'en' && i % 2 === 0 ? `${label} only English, Łódź ${tag}` : '',
        ]),
      ),
    ]),
  ) as Specifications
}

/**
 * The rows a visitor of `language` reads, label and value: that language's row where it has
 * one (Polish by position), else the English one (docs/decisions.md, "Translatable data").
 */
function shownSpecifications(specs: Specifications, language: Language): [string, string][] {
  const names = CATALOG[language].specs as Record<string, string>
  return SPEC_FIELDS.en.flatMap(([english], row): [string, string][] => {
    const own = language === 'en' ? '' : (specs[language][SPEC_FIELDS[language][row]![0]] ?? '')
    const value = own || (specs.en[english] ?? '')
    return value ? [[names[english]!, value]] : []
  })
}

/** What the product page shows of a firearm: the form's fields, the prices as stored. */
type PublicFirearm = Omit<FirearmForm, 'pricePLN' | 'priceEUR'> & {
  pricePLN: number | null
  priceEUR: number | null
  /** The legacy single price, shown when neither of the others is set. */
  price?: number | null
}

/**
 * What the admin's /api answers for a firearm saved with these values: no main image is null,
 * and the Italian, German and French groups are there only when they hold rows (docs/api.md).
 */
const stored = (values: PublicFirearm) => ({
  ...values,
  imageUrl: values.imageUrl || null,
  descriptions: { pl: '', it: '', de: '', fr: '', ...values.descriptions },
  specifications: Object.fromEntries(
    SPEC_LANGUAGES.map((language) => [
      language,
      Object.fromEntries(Object.entries(values.specifications[language]).filter(([, v]) => v)),
    ]).filter(
      ([language, rows]) =>
        ['pl', 'en'].includes(language as string) || Object.keys(rows as object).length > 0,
    ),
  ),
})

async function openFirearmForm(page: Page, id: string): Promise<Locator> {
  await page.goto(`/admin/firearms/${id}/edit`)
  const form = page.getByRole('main')
  await expect(form.getByRole('heading', { name: 'Edit Firearm' })).toBeVisible()
  return form
}

/** The product page as visitors of each language and of a PLN and a EUR country read it. */
/** The price a visitor paying in `currency` reads (the sample network has no rates). */
const priceText = (values: PublicFirearm, currency: 'PLN' | 'EUR') => {
  const shown = shownPrice(
    { pricePLN: values.pricePLN, priceEUR: values.priceEUR, price: values.price ?? null },
    currency,
    NO_RATES,
  )
  return shown ? formatShown(shown, 'en') : catalogEn.priceOnRequest
}

async function expectProductPage(
  page: Page,
  id: string,
  values: PublicFirearm,
  options: ApiFilterOption[],
) {
  await page.goto(`/product/${id}`)
  const main = page.getByRole('main')
  const heading = main.getByRole('heading', { level: 1 })
  const label = (type: FilterOptionType, language: Language) => {
    const option = options.find((o) => o.type === type && o.name === values[type])
    return (language === 'en' ? '' : option?.labels[language]) || values[type]
  }

  await test.step('English, from Poland: name, badge, price in zł, availability, pictures', async () => {
    await chooseCountry(page, 'Poland')
    await expect(heading).toHaveText(values.name)
    await expect(heading.locator('..').getByText('NEW', { exact: true })).toHaveCount(
      values.isNew ? 1 : 0,
    )
    await expect(
      main.getByText(loose(priceText(values, 'PLN'), { whole: true })).first(),
    ).toBeVisible()
    await expect(main.getByText(values.availability, { exact: true }).first()).toBeVisible()
    const pictures = [values.imageUrl, ...values.images].filter(Boolean)
    const thumbnails = main.getByRole('button', { name: /^Show image \d+ of \d+$/ })
    await expect(thumbnails).toHaveCount(pictures.length > 1 ? pictures.length : 0)
    const opener = main.getByRole('button', { name: `Open the image gallery of ${values.name}` })
    if (pictures.length === 0) {
      await expect(opener).toHaveCount(0)
      await expect(main.getByText('No image', { exact: true }).first()).toBeVisible()
    } else {
      // Each picture lies under its button, in the same frame.
      await expect(opener.locator('..').getByRole('img')).toHaveAttribute('src', pictures[0]!)
      for (const [i, url] of pictures.entries())
        if (pictures.length > 1)
          await expect(thumbnails.nth(i).locator('..').locator('img')).toHaveAttribute('src', url)
    }
  })

  await test.step('from Germany: the price in €, or what stands for it', async () => {
    await chooseCountry(page, 'Germany')
    await expect(
      main.getByText(loose(priceText(values, 'EUR'), { whole: true })).first(),
    ).toBeVisible()
  })

  for (const language of ['en', ...TRANSLATED_LANGUAGES] as const) {
    await test.step(`in ${LANGUAGE_NAMES[language]}: description, key features, specifications`, async () => {
      if (language !== 'en') await chooseLanguage(page, language)
      await expect(heading).toHaveText(values.name)
      const texts = CATALOG[language]
      const description =
        (language === 'en' ? '' : values.descriptions?.[language]) || values.description
      const section = main
        .getByRole('heading', { name: texts.product.description, exact: true })
        .locator('..')
      if (description) await expect(section).toContainText(loose(description))
      else await expect(section).toHaveCount(0)
      await expect(main.locator('dl').first().locator('dd')).toHaveText(
        (['barrelLength', 'systemType', 'caliber', 'category'] as const).map((type) =>
          label(type, language),
        ),
      )
      const rows = shownSpecifications(values.specifications, language)
      const table = main.getByTestId('specifications')
      if (rows.length === 0) {
        await expect(table).toHaveCount(0)
        await expect(main.getByText(texts.product.specificationsEmpty)).toBeVisible()
      } else {
        await expect(table.locator('tr th')).toHaveText(rows.map(([name]) => name))
        await expect(table.locator('tr td')).toHaveText(rows.map(([, value]) => value))
      }
    })
  }
}

test('administrator: every field of the firearm form, read back and on the product page in every language', async ({
  page,
  admin,
}) => {
  expectEveryField(FirearmInput, FIREARM_FIELDS, FIREARM_NOT_IN_FORM)
  const options = await admin.get<ApiFilterOption[]>('/admin/categories')
  const ofType = (type: FilterOptionType) => options.filter((option) => option.type === type)
  for (const type of Object.keys(OPTION_FIELDS) as FilterOptionType[])
    expect(ofType(type).length, `${type} options to choose among`).toBeGreaterThanOrEqual(3)
  // The most translated option of each type first, so the product page has names to show.
  const translated = (type: FilterOptionType) =>
    [...ofType(type)].sort(
      (a, b) =>
        Object.values(b.labels).filter(Boolean).length -
        Object.values(a.labels).filter(Boolean).length,
    )
  const choice = (type: FilterOptionType, n: number) => translated(type)[n]!.name
  // Pictures already on this site, so the page shows them; the seed's uploads.
  const catalogue = await admin.get<ApiFirearm[]>('/firearms')
  const media = [...new Set(catalogue.flatMap((f) => [f.imageUrl ?? '', ...f.images]))].filter(
    (url) => url.startsWith('/media/'),
  )
  expect(media.length, 'uploaded pictures to point at').toBeGreaterThanOrEqual(3)

  const tag = unique('').trim()
  const created = await admin.post<ApiFirearm>('/admin/firearms', {
    name: unique('E2E Every Field'),
    category: choice('category', 2),
    caliber: choice('caliber', 2),
    barrelLength: choice('barrelLength', 2),
    systemType: choice('systemType', 2),
    pricePLN: 1000,
    priceEUR: 250,
  })
  const everything: FirearmForm = {
    name: `E2E Büchse Żółw ${tag}`,
    category: choice('category', 0),
    caliber: choice('caliber', 0),
    barrelLength: choice('barrelLength', 0),
    systemType: choice('systemType', 0),
    pricePLN: 12345.67,
    priceEUR: 2890.5,
    availability: 'Limited Stock',
    isNew: true,
    description: `Zażółć gęślą jaźń, the English text ${tag}.\nA second line: Straße.`,
    descriptions: {
      pl: `Opis po polsku: zażółć gęślą jaźń ${tag}`,
      it: `Descrizione: perché è così ${tag}`,
      de: `Beschreibung: Größe, Übung, Äpfel ${tag}`,
      fr: `Description : élève, garçon, où ${tag}`,
    },
    imageUrl: media[0]!,
    images: [media[1]!, media[2]!],
    specifications: everySpecification(tag),
  }
  const cleared: FirearmForm = {
    ...everything,
    name: `E2E Flinte Łódź ${tag}`,
    category: choice('category', 1),
    caliber: choice('caliber', 1),
    barrelLength: choice('barrelLength', 1),
    systemType: choice('systemType', 1),
    pricePLN: 7590,
    priceEUR: 1799.99,
    availability: 'Pre-Order',
    isNew: false,
    description: `Only English now: Łódź, Köln ${tag}`,
    descriptions: { pl: '', it: '', de: '', fr: '' },
    imageUrl: '',
    images: [],
    specifications: someEnglishSpecifications(tag),
  }

  try {
    await adminLogIn(page)
    for (const [round, values] of [
      ['every field filled', everything],
      ['translations, pictures and most rows cleared', cleared],
    ] as const) {
      await test.step(`${round}: typed and saved`, async () => {
        const form = await openFirearmForm(page, created.id)
        await fillAll(form, FIREARM_FIELDS, values)
        await form.getByRole('button', { name: 'Update Firearm' }).click()
        await expectNotice(page, 'Firearm updated successfully!')
        await expect(page).toHaveURL(/\/admin\/firearms$/)
      })
      await test.step(`${round}: stored trimmed`, async () => {
        const saved = await admin.get<ApiAdminFirearm>(`/admin/firearms/${created.id}`)
        expect(saved).toMatchObject(stored(values))
        expect(saved.specifications).toEqual(stored(values).specifications)
      })
      await test.step(`${round}: the form, opened again, shows every field`, async () => {
        const form = await openFirearmForm(page, created.id)
        await page.reload()
        await expectAllShown(form, FIREARM_FIELDS, values)
      })
      await test.step(`${round}: the product page`, async () => {
        await expectProductPage(page, created.id, values, options)
        await chooseLanguage(page, 'en')
      })
    }
  } finally {
    await admin.delete(`/admin/firearms/${created.id}`)
  }
})

// ---------------------------------------------------------------------------------------------
// Administrator: the dealer form
// ---------------------------------------------------------------------------------------------

const DEALER_NOT_IN_FORM = { version: 'sent back by the form to detect a save meanwhile' }

type DealerForm = Omit<z.output<typeof DealerUpdateInput>, keyof typeof DEALER_NOT_IN_FORM>

const countryName = (code: string, language: Language) =>
  COUNTRIES.find((country) => country.code === code)!.name[language]

/** Chakra's checkbox: a person clicks its label, the real input reads back. */
const checkboxField = (name: string): Field<boolean | undefined> => ({
  fill: async (form, checked) => {
    const box = form.getByRole('checkbox', { name })
    if ((await box.isChecked()) !== Boolean(checked))
      await box.locator('xpath=ancestor::label[1]').click()
    await expect(box).toBeChecked({ checked: Boolean(checked) })
  },
  expectShown: async (form, checked) => {
    await expect(form.getByRole('checkbox', { name })).toBeChecked({ checked: Boolean(checked) })
  },
})

const DEALER_FIELDS: Fields<DealerForm> = {
  name: textField((form) => form.getByLabel(/^Dealer Name/)),
  email: textField((form) => form.getByLabel(/^Email/)),
  phone: textField((form) => form.getByLabel(/^Phone/)),
  website: textField((form) => form.getByLabel(/^Website/)),
  address: textField((form) => form.getByLabel(/^Address/)),
  city: textField((form) => form.getByLabel(/^City/)),
  country: selectField(
    (form) => form.getByLabel(/^Country/),
    (code) => countryName(code, 'en'),
  ),
  hours: textField((form) => form.getByLabel(/^Business Hours/)),
  specialties: {
    // As a person types a list: stray spaces, an empty item, no space after a comma.
    fill: (form, items) =>
      form
        .getByLabel(/^Specialties/)
        .fill(
          items.length === 0
            ? ''
            : ` ${items[0]} , ,${items.slice(1).join(',')} `.replace(/,$/, ''),
        ),
    expectShown: (form, items) =>
      expect(form.getByLabel(/^Specialties/)).toHaveValue(items.join(', ')),
  },
  rating: numberField((form) => form.getByLabel(/^Rating/)) as Field<number>,
  established: numberField((form) => form.getByLabel(/^Established/)) as Field<number>,
  latitude: numberField((form) => form.getByLabel(/^Latitude/)) as Field<number | null | undefined>,
  longitude: numberField((form) => form.getByLabel(/^Longitude/)) as Field<
    number | null | undefined
  >,
  isActive: checkboxField('Active dealer'),
}

/** Where the visitor stands when asking for the nearest dealers: Warsaw. */
const VISITOR = { latitude: 52.2297, longitude: 21.0122 }

/**
 * The town the directory measures from, where the server places it (GET /api/places: GeoNames'
 * position, docs/decisions/0166-offline-places.md).
 */
const ORIGIN_CITY = 'Warszawa'

async function originOf(page: Page) {
  const answer = await page.request.get(`/api/places?q=${encodeURIComponent(ORIGIN_CITY)}`)
  const [town] = (await answer.json()) as ApiPlace[]
  expect(town, `the server knows ${ORIGIN_CITY}`).toMatchObject({ name: ORIGIN_CITY })
  return town!
}

/** The directory's card of the dealer, found as a visitor finds it: its country, then its name. */
async function directoryCard(page: Page, values: DealerForm, language: keyof typeof DEALERS) {
  const main = page.getByRole('main')
  const texts = DEALERS[language]
  const country = main.getByLabel(texts.search.country, { exact: true })
  // A choice made while the page is still being taken over by the app is the app's
  // (docs/decisions/0167-posted-forms.md; once seen lost, 2026-11-28).
  await country.selectOption({ label: countryName(values.country, language) })
  await expect(page).toHaveURL(new RegExp(`[?&]country=${values.country}(&|$)`))
  await main.getByRole('searchbox', { name: texts.search.label }).fill(values.name)
  return main.getByRole('article', { name: values.name })
}

/** The dealer's card in the public directory, in English and German: every public field. */
async function expectDirectory(page: Page, values: DealerForm) {
  await page.goto('/dealers')
  const main = page.getByRole('main')
  for (const language of ['en', 'de'] as const) {
    await test.step(`the dealers directory in ${LANGUAGE_NAMES[language]}`, async () => {
      if (language !== 'en') await chooseLanguage(page, language)
      const texts = DEALERS[language]
      const card = await directoryCard(page, values, language)
      if (!values.isActive) {
        await expect(main.getByText(texts.count_other.replace('{{count}}', '0'))).toBeVisible()
        await expect(card).toHaveCount(0)
        return
      }
      const number = (n: number) => new Intl.NumberFormat(language).format(n)
      await expect(
        card.getByRole('img', {
          name: texts.card.rating.replace('{{rating}}', number(values.rating)),
        }),
      ).toBeVisible()
      await expect(
        card.getByText(texts.card.established.replace('{{year}}', String(values.established))),
      ).toBeVisible()
      await expect(card.locator('address')).toHaveText(
        [values.address, values.city, countryName(values.country, language)]
          .filter(Boolean)
          .join(', '),
      )
      for (const key of ['phone', 'email', 'website', 'hours'] as const) {
        const detail = card.getByText(`${texts.card[key]}:`, { exact: true })
        if (values[key])
          await expect(detail.locator('..')).toHaveText(`${texts.card[key]}: ${values[key]}`)
        else await expect(detail).toHaveCount(0)
      }
      const specialties = card.getByRole('list', { name: texts.card.specialties })
      if (values.specialties.length > 0)
        await expect(specialties.getByRole('listitem')).toHaveText(values.specialties)
      else await expect(specialties).toHaveCount(0)

      // The position: nearest first from where the visitor stands (English) or from a city of
      // the network (German); without one, no distance.
      const town = language === 'en' ? null : await originOf(page)
      // The directory keeps the browser's position to about a kilometre (two decimals).
      const rough = (degrees: number) => Math.round(degrees * 100) / 100
      const origin = town ?? {
        latitude: rough(VISITOR.latitude),
        longitude: rough(VISITOR.longitude),
      }
      if (language === 'en') {
        await main.getByRole('button', { name: texts.distance.locate, exact: true }).click()
        await expect(
          main.getByText(texts.distance.from.replace('{{place}}', texts.distance.here)),
        ).toBeVisible()
      } else {
        await main.getByLabel(texts.distance.city, { exact: true }).fill(ORIGIN_CITY)
        await main.getByRole('button', { name: texts.distance.sort, exact: true }).click()
        // "Warszawa, Polen": the town and its country in the page's language.
        const place = `${town!.name}, ${countryName(town!.country, language)}`
        await expect(main.getByText(texts.distance.from.replace('{{place}}', place))).toBeVisible()
      }
      const distance = card.getByTestId('dealer-distance')
      if (values.latitude != null && values.longitude != null) {
        const km = distanceKm(origin, { latitude: values.latitude, longitude: values.longitude })
        const shown = new Intl.NumberFormat(language, {
          maximumFractionDigits: km < 10 ? 1 : 0,
        }).format(km)
        await expect(distance).toHaveText(
          loose(texts.card.distance.replace('{{distance}}', shown), { whole: true }),
        )
      } else await expect(distance).toHaveCount(0)
      await main.getByRole('button', { name: texts.distance.clear, exact: true }).click()
      await main.getByLabel(texts.distance.city, { exact: true }).fill('')
    })
  }
  await chooseLanguage(page, 'en')
}

test('administrator: every field of the dealer form, read back and in the dealers directory', async ({
  page,
  admin,
  context,
}) => {
  expectEveryField(DealerUpdateInput, DEALER_FIELDS, DEALER_NOT_IN_FORM)
  // The visitor lets the directory know where they are.
  await context.grantPermissions(['geolocation'])
  await context.setGeolocation(VISITOR)
  const tag = unique('').trim()
  const created = await admin.post<ApiAdminDealer>('/admin/dealers', {
    name: unique('E2E Every Field Dealer'),
    email: `e2e-${tag}@example.com`,
    city: 'Kraków',
    country: 'PL',
    username: `e2e-fields-${tag}`,
    password: 'secret-pass',
  })
  // Inactive to begin with: the journey switches it on, then off again.
  await admin.put(`/admin/dealers/${created.id}`, { ...dealerBody(created), isActive: false })
  const everything: DealerForm = {
    name: `E2E Waffen Müller & Łukasz ${tag}`,
    email: `e2e-mueller-${tag}@example.com`,
    phone: '+43 1 234 56 78',
    website: `https://e2e-${tag}.example.com/sklep`,
    address: 'Mariahilfer Straße 12/3',
    city: 'Wien',
    country: 'AT',
    hours: 'Mo–Fr 9:00–18:00, Sa 9–13',
    specialties: ['Jagdwaffen', 'Optik für Jäger', 'Łuki'],
    rating: 4.5,
    established: 1998,
    latitude: 48.2082,
    longitude: 16.3738,
    isActive: true,
  }
  const cleared: DealerForm = {
    name: `E2E Büchsenmacher Żabka ${tag}`,
    email: `e2e-zabka-${tag}@example.com`,
    phone: '',
    website: '',
    address: '',
    city: 'Zürich',
    country: 'CH',
    hours: '',
    specialties: [],
    rating: 3,
    established: 2020,
    latitude: null,
    longitude: null,
    isActive: true,
  }
  const inactive: DealerForm = { ...cleared, isActive: false }

  try {
    await adminLogIn(page)
    for (const [round, values] of [
      ['every field filled, switched on', everything],
      ['optional fields cleared', cleared],
      ['switched off', inactive],
    ] as const) {
      await test.step(`${round}: typed and saved`, async () => {
        await page.goto(`/admin/dealers/${created.id}/edit`)
        const form = page.getByRole('main')
        await expect(form.getByRole('heading', { name: 'Edit Dealer' })).toBeVisible()
        await fillAll(form, DEALER_FIELDS, values)
        await form.getByRole('button', { name: 'Update Dealer' }).click()
        await expectNotice(page, 'Dealer updated successfully')
      })
      await test.step(`${round}: stored trimmed`, async () => {
        expect(await admin.get<ApiAdminDealer>(`/admin/dealers/${created.id}`)).toMatchObject(
          values,
        )
      })
      await test.step(`${round}: the form, opened again, shows every field`, async () => {
        await page.goto(`/admin/dealers/${created.id}/edit`)
        await page.reload()
        await expectAllShown(page.getByRole('main'), DEALER_FIELDS, values)
      })
      await expectDirectory(page, values)
    }
  } finally {
    await admin.delete(`/admin/dealers/${created.id}`)
  }
})

/** A dealer as the update route takes it. */
function dealerBody(dealer: ApiAdminDealer) {
  const { id: _id, username: _u, lastLoginAt: _l, locked: _k, ...body } = dealer
  return body
}

// ---------------------------------------------------------------------------------------------
// Dealer: a stock row of the portal
// ---------------------------------------------------------------------------------------------

const STOCK_NOT_IN_FORM = { version: 'sent back by the row to detect a save meanwhile' }

type StockForm = Omit<z.output<typeof InventoryInput>, keyof typeof STOCK_NOT_IN_FORM>

const STOCK_FIELDS: Fields<StockForm> = {
  stock: numberField((row) => row.getByLabel('Stock', { exact: true })) as Field<number>,
  price: commaDecimalField((row) =>
    row.getByLabel('Price (EUR)', { exact: true }),
  ) as Field<number>,
  available: checkboxField('Available') as Field<boolean>,
}

/** The product page's "where to buy" for a visitor from Germany, in English and in Polish. */
async function expectWhereToBuy(page: Page, firearmId: string, dealerName: string, row: StockForm) {
  await page.goto(`/product/${firearmId}`)
  await chooseCountry(page, 'Germany')
  for (const language of ['en', 'pl'] as const) {
    await test.step(`where to buy, in ${LANGUAGE_NAMES[language]}`, async () => {
      if (language !== 'en') await chooseLanguage(page, language)
      const texts = CATALOG[language].product as Record<string, string>
      const section = page.getByRole('region', { name: texts.dealersTitle })
      const card = section.getByRole('listitem').filter({ hasText: dealerName })
      if (!row.available) {
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
        await expect(card).toHaveCount(0)
        return
      }
      const plural = new Intl.PluralRules(language).select(row.stock)
      const stock = (texts[`dealerStock_${plural}`] ?? texts.dealerStock_other!).replace(
        '{{count}}',
        String(row.stock),
      )
      const price = texts.dealerPrice!.replace(
        '{{price}}',
        formatShown({ value: row.price, currency: 'EUR', approximate: false }, language),
      )
      await expect(card.getByRole('link', { name: dealerName })).toBeVisible()
      await expect(card).toContainText(loose(row.price > 0 ? `${stock} · ${price}` : stock))
    })
  }
  await chooseLanguage(page, 'en')
}

test('dealer: every field of a stock row, read back and in the product page’s where to buy', async ({
  page,
  admin,
}) => {
  expectEveryField(InventoryInput, STOCK_FIELDS, STOCK_NOT_IN_FORM)
  const tag = unique('').trim()
  const firearm = await admin.post<ApiFirearm>('/admin/firearms', {
    name: `E2E Stock Row Karabinek ${tag}`,
    category: 'Rifle',
    caliber: '.308 Win',
    barrelLength: '20"',
    systemType: 'Semi-Auto',
    pricePLN: 9000,
    priceEUR: 2100,
    availability: 'In Stock',
  })
  const dealer = await admin.post<ApiAdminDealer>('/admin/dealers', {
    name: `E2E Stock Row Händler Łódź ${tag}`,
    email: `e2e-stock-${tag}@example.com`,
    city: 'Łódź',
    country: 'PL',
    username: `e2e-stock-${tag}`,
    password: 'secret-pass',
  })
  const everything: StockForm = { stock: 7, price: 812.5, available: true }
  const cleared: StockForm = { stock: 0, price: 0, available: false }
  try {
    await logIn(page, '/dealer/login', dealer.username, 'secret-pass')
    await expect(page).toHaveURL(/\/dealer\/dashboard$/)
    const main = page.getByRole('main')
    const search = main.getByRole('searchbox', { name: 'Search inventory' })
    const row = main.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: firearm.name }),
    })
    for (const [round, values] of [
      ['every field set', everything],
      ['emptied and withdrawn', cleared],
    ] as const) {
      await test.step(`${round}: typed and saved`, async () => {
        // A person looks for the row first: the list shows what the search finds.
        await search.fill(firearm.name)
        await expect(page).toHaveURL(/[?&]search=/)
        await expect(main.getByText('1 firearm', { exact: true })).toBeVisible()
        await row.getByRole('button', { name: `Edit ${firearm.name}` }).click()
        await fillAll(row, STOCK_FIELDS, values)
        await row.getByRole('button', { name: 'Save', exact: true }).click()
        await expectNotice(page, `Inventory updated for ${firearm.name}`)
      })
      await test.step(`${round}: stored`, async () => {
        const rows = await admin.get<ApiInventoryRow[]>(`/inventory/dealer/${dealer.id}`)
        expect(rows.find((r) => r.firearmId === firearm.id)).toMatchObject(values)
      })
      await test.step(`${round}: the row, reloaded, shows every field`, async () => {
        await page.reload()
        await expect(search).toHaveValue(firearm.name)
        const summary = row.getByText(values.available ? 'Available' : 'Unavailable', {
          exact: true,
        })
        await expect(summary).toBeVisible()
        await row.getByRole('button', { name: `Edit ${firearm.name}` }).click()
        await expectAllShown(row, STOCK_FIELDS, values)
        await row.getByRole('button', { name: 'Cancel', exact: true }).click()
      })
      await expectWhereToBuy(page, firearm.id, dealer.name, values)
      await page.goto(`/dealer/dashboard?search=${encodeURIComponent(firearm.name)}`)
    }
  } finally {
    await admin.delete(`/admin/dealers/${dealer.id}`)
    await admin.delete(`/admin/firearms/${firearm.id}`)
  }
})

// ---------------------------------------------------------------------------------------------
// Administrator: the company settings
// ---------------------------------------------------------------------------------------------

const SETTINGS_NOT_IN_FORM = { version: 'sent back by the form to detect a save meanwhile' }

type SettingsForm = Omit<z.output<typeof SettingsInput>, keyof typeof SETTINGS_NOT_IN_FORM>
type SettingsLocation = SettingsForm['multipleLocations'][number]

const LOGO = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../cms/src/seed/images/company-logo.png',
)

/** A password box: typed, and empty whenever the form opens (never read back). */
const passwordField = (label: string): Field<string> => ({
  fill: (form, value) => form.getByLabel(label, { exact: true }).fill(value),
  expectShown: (form) => expect(form.getByLabel(label, { exact: true })).toHaveValue(''),
})

const location = (form: Locator, n: number) => form.getByRole('group', { name: `Location ${n}` })

/** The location's own fields (city, address, phone, opening hours), in the contract's order. */
const LOCATION_LABELS = {
  city: /^City/,
  address: /^Address$/,
  phone: /^Phone$/,
  hours: /^Opening hours$/,
} satisfies Record<Exclude<keyof SettingsLocation, 'id' | 'translations'>, RegExp>

type Translated = Partial<Record<TranslatedLanguage, string>> | undefined

/** One box per language besides English, labelled "<field> (<language>)"; '' where none. */
const translationBoxes = (box: (form: Locator, language: TranslatedLanguage) => Locator) => ({
  fill: async (form: Locator, texts: Translated) => {
    for (const language of TRANSLATED_LANGUAGES)
      await textField((f) => box(f, language)).fill(form, texts?.[language] ?? '')
  },
  expectShown: async (form: Locator, texts: Translated) => {
    for (const language of TRANSLATED_LANGUAGES)
      await expect(box(form, language)).toHaveValue(texts?.[language] ?? '')
  },
})
const translated = (label: string) =>
  translationBoxes((form, language) =>
    form.getByLabel(`${label} (${LANGUAGE_NAMES[language]})`, { exact: true }),
  )
const locationHours = (n: number) =>
  translationBoxes((form, language) =>
    location(form, n).getByLabel(`Opening hours (${LANGUAGE_NAMES[language]})`, { exact: true }),
  )

const SETTINGS_FIELDS: Fields<SettingsForm> = {
  companyName: textField((form) => form.getByLabel(/^Company name/)),
  companyLogo: {
    // A file from this computer, as a person picks it; '' removes the logo.
    fill: async (form, file) => {
      const remove = form.getByRole('button', { name: 'Remove logo' })
      if (!file) {
        if (await remove.isVisible()) await remove.click()
        return
      }
      const chooser = form.page().waitForEvent('filechooser')
      await form.getByRole('button', { name: /^(Upload|Replace) logo$/ }).click()
      await (await chooser).setFiles(file)
      await expect(form.getByRole('img', { name: 'Company logo preview' })).toHaveAttribute(
        'src',
        /^data:image\/png;base64,/,
      )
    },
    expectShown: async (form, file) => {
      if (file)
        await expect(form.getByRole('img', { name: 'Company logo preview' })).toHaveAttribute(
          'src',
          /^\/media\/[^/]+\.png$/,
        )
      else await expect(form.getByText('No logo', { exact: true })).toBeVisible()
    },
  },
  companyDescription: textField((form) => form.getByLabel('Company description', { exact: true })),
  // No address is stored as null, and shows as an empty box.
  contactEmail: {
    fill: (form, email) =>
      textField((f) => f.getByLabel(/^Contact e-mail/)).fill(form, email ?? ''),
    expectShown: (form, email) =>
      expect(form.getByLabel(/^Contact e-mail/)).toHaveValue(email ?? ''),
  },
  contactPhone: textField((form) => form.getByLabel(/^Contact phone/)),
  companyAddress: textField((form) => form.getByLabel(/^Company address/)),
  websiteUrl: textField((form) => form.getByLabel(/^Website URL/)),
  vatId: textField((form) => form.getByLabel(/^VAT ID/)),
  krs: textField((form) => form.getByLabel(/^KRS number/)),
  regon: textField((form) => form.getByLabel(/^REGON number/)),
  licenses: textField((form) => form.getByLabel('Licences', { exact: true })),
  translations: {
    fill: async (form, texts) => {
      await translated('Company description').fill(form, texts?.companyDescription)
      await translated('Licences').fill(form, texts?.licenses)
    },
    expectShown: async (form, texts) => {
      await translated('Company description').expectShown(form, texts?.companyDescription)
      await translated('Licences').expectShown(form, texts?.licenses)
    },
  },
  socialMedia: {
    fill: async (form, links) => {
      for (const [network, label] of Object.entries(SOCIAL))
        await textField((f) => f.getByLabel(label, { exact: true })).fill(
          form,
          links[network as keyof typeof SOCIAL],
        )
    },
    expectShown: async (form, links) => {
      for (const [network, label] of Object.entries(SOCIAL))
        await expect(form.getByLabel(label, { exact: true })).toHaveValue(
          links[network as keyof typeof SOCIAL],
        )
    },
  },
  multipleLocations: {
    // Removes the locations there are, then adds one per row.
    fill: async (form, rows) => {
      const remove = form.getByRole('button', { name: /^Remove location \d+$/ })
      while ((await remove.count()) > 0) await remove.first().click()
      for (const [i, row] of rows.entries()) {
        await form.getByRole('button', { name: 'Add location' }).click()
        for (const [key, label] of Object.entries(LOCATION_LABELS))
          await textField((f) => location(f, i + 1).getByLabel(label)).fill(
            form,
            row[key as keyof typeof LOCATION_LABELS],
          )
        await locationHours(i + 1).fill(form, row.translations?.hours)
      }
    },
    expectShown: async (form, rows) => {
      await expect(form.getByRole('group', { name: /^Location \d+$/ })).toHaveCount(rows.length)
      if (rows.length === 0)
        await expect(form.getByText('No additional locations yet.')).toBeVisible()
      for (const [i, row] of rows.entries()) {
        for (const [key, label] of Object.entries(LOCATION_LABELS))
          await expect(location(form, i + 1).getByLabel(label)).toHaveValue(
            row[key as keyof typeof LOCATION_LABELS],
          )
        await locationHours(i + 1).expectShown(form, row.translations?.hours)
      }
    },
  },
  exchangeRates: {
    fill: async (form, rates) => {
      for (const currency of RATE_CURRENCIES)
        await numberField((f) => f.getByLabel(`1 EUR in ${currency}`, { exact: true })).fill(
          form,
          rates[currency],
        )
    },
    expectShown: async (form, rates) => {
      for (const currency of RATE_CURRENCIES)
        await numberField((f) => f.getByLabel(`1 EUR in ${currency}`, { exact: true })).expectShown(
          form,
          rates[currency],
        )
    },
  },
  requestRetentionMonths: {
    // Left empty, the default is stored (and shown when the form opens again).
    fill: (form, months) =>
      form
        .getByLabel(/^Keep requests for/)
        .fill(months === DEFAULT_REQUEST_RETENTION_MONTHS ? '' : String(months)),
    expectShown: (form, months) =>
      expect(form.getByLabel(/^Keep requests for/)).toHaveValue(String(months)),
  },
  adminPassword: passwordField('Current password'),
  newAdminPassword: passwordField('New password'),
  confirmAdminPassword: passwordField('Confirm new password'),
}

const SOCIAL = {
  facebook: 'Facebook',
  twitter: 'Twitter / X',
  instagram: 'Instagram',
} as const satisfies Record<keyof SettingsForm['socialMedia'], string>

const FOOTER_NETWORKS = { facebook: 'Facebook', twitter: 'X', instagram: 'Instagram' } as const

/** A firearm some dealer stocks, whose "where to buy" shows the rates. */
async function stockedFirearm(page: Page): Promise<{ id: string; price: number }> {
  const catalogue = (await (await page.request.get('/api/firearms')).json()) as ApiFirearm[]
  for (const firearm of catalogue) {
    const dealers = (await (
      await page.request.get(`/api/firearms/${firearm.id}/dealers`)
    ).json()) as ApiStockist[]
    const priced = dealers.find((d) => d.price > 0)
    if (priced) return { id: firearm.id, price: priced.price }
  }
  throw new Error('no firearm of the sample network has a priced stockist')
}

/** The footer, the contact page, the home page's lead, the header's logo and the rates. */
async function expectSettingsShown(page: Page, values: SettingsForm) {
  await test.step('the home page: the logo, the lead, the footer', async () => {
    await page.goto('/')
    await expect(page.getByTestId('hero')).toContainText(values.companyName)
    const lead = values.companyDescription.split(/\n\s*\n/)[0]!.trim()
    if (lead) await expect(page.getByTestId('hero')).toContainText(loose(lead))
    const logo = page.getByRole('banner').getByRole('link').first().locator('img')
    if (values.companyLogo) await expect(logo).toHaveAttribute('src', /^\/media\/[^/]+\.png$/)
    else await expect(logo).toHaveCount(0)

    const footer = page.getByRole('contentinfo')
    await expect(footer.getByText(values.companyName, { exact: true })).toBeVisible()
    const shown = async (text: string, present: boolean) =>
      present
        ? await expect(footer.getByText(loose(text)).first()).toBeVisible()
        : await expect(footer.getByText(loose(text))).toHaveCount(0)
    if (values.companyAddress) await shown(values.companyAddress, true)
    const phone = footer.getByRole('link', { name: values.contactPhone || 'no phone' })
    if (values.contactPhone)
      await expect(phone).toHaveAttribute('href', `tel:${values.contactPhone.replace(/\s+/g, '')}`)
    else await expect(footer.getByRole('link', { name: /^\+?\d[\d\s]+$/ })).toHaveCount(0)
    if (values.contactEmail)
      await expect(footer.getByRole('link', { name: values.contactEmail })).toHaveAttribute(
        'href',
        `mailto:${values.contactEmail}`,
      )
    else await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(0)
    if (values.websiteUrl)
      await expect(footer.getByRole('link', { name: values.websiteUrl })).toHaveAttribute(
        'href',
        values.websiteUrl,
      )
    const legal = [
      values.vatId && `VAT ID: ${values.vatId}`,
      values.krs && `KRS: ${values.krs}`,
      values.regon && `REGON: ${values.regon}`,
    ].filter(Boolean)
    if (legal.length > 0) await shown(legal.join(' · '), true)
    for (const label of ['VAT ID:', 'KRS:', 'REGON:'])
      if (!legal.some((line) => line.startsWith(label))) await shown(label, false)
    if (values.licenses) await shown(`Licences: ${values.licenses}`, true)
    else await shown('Licences:', false)
    for (const [network, name] of Object.entries(FOOTER_NETWORKS)) {
      const link = footer.getByRole('link', { name: `Follow us on ${name}` })
      const href = values.socialMedia[network as keyof typeof FOOTER_NETWORKS]
      if (href) await expect(link).toHaveAttribute('href', href)
      else await expect(link).toHaveCount(0)
    }
  })

  await test.step('the contact page: details and locations', async () => {
    await page.goto('/contact')
    const details = page.getByRole('region', { name: 'Contact details' })
    await expect(details.getByText(values.companyName, { exact: true })).toBeVisible()
    const paragraphs = values.companyDescription
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean)
    for (const paragraph of paragraphs)
      await expect(details.getByText(loose(paragraph, { whole: true }))).toBeVisible()
    const address = details.locator('address').first()
    if (values.companyAddress) await expect(address).toHaveText(loose(values.companyAddress))
    if (values.contactPhone)
      await expect(details.getByRole('link', { name: values.contactPhone })).toBeVisible()
    if (values.contactEmail)
      await expect(details.getByRole('link', { name: values.contactEmail })).toHaveAttribute(
        'href',
        `mailto:${values.contactEmail}`,
      )
    else await expect(details.locator('a[href^="mailto:"]')).toHaveCount(0)
    const locations = details.getByRole('heading', { name: 'Our locations' })
    if (values.multipleLocations.length === 0) await expect(locations).toHaveCount(0)
    else await expect(locations).toBeVisible()
    for (const row of values.multipleLocations) {
      const place = details.getByText(row.city, { exact: true }).locator('..')
      if (row.address) await expect(place.locator('address')).toHaveText(loose(row.address))
      if (row.phone) await expect(place.getByRole('link', { name: row.phone })).toBeVisible()
      if (row.hours) await expect(place.getByText(row.hours, { exact: true })).toBeVisible()
    }
  })

  for (const language of TRANSLATED_LANGUAGES) {
    await test.step(`in ${LANGUAGE_NAMES[language]}: the lead, the licences, the description, the hours`, async () => {
      // Each language's text, English where it has none.
      const inLanguage = (english: string | null, texts: Translated) =>
        texts?.[language] || english || ''
      const description = inLanguage(
        values.companyDescription,
        values.translations?.companyDescription,
      )
      await page.goto(`/${language}`)
      const lead = description.split(/\n\s*\n/)[0]!.trim()
      if (lead) await expect(page.getByTestId('hero')).toContainText(loose(lead))
      const licences = inLanguage(values.licenses, values.translations?.licenses)
      const footer = page.getByRole('contentinfo')
      if (licences) await expect(footer.getByText(loose(licences)).first()).toBeVisible()

      await page.goto(`/${language}/contact`)
      const details = page.locator('section[aria-labelledby="company-details-title"]')
      for (const paragraph of description.split(/\n\s*\n/).filter((p) => p.trim()))
        await expect(details.getByText(loose(paragraph.trim(), { whole: true }))).toBeVisible()
      for (const row of values.multipleLocations) {
        const hours = inLanguage(row.hours, row.translations?.hours)
        const place = details.getByText(row.city, { exact: true }).locator('..')
        if (hours) await expect(place.getByText(hours, { exact: true })).toBeVisible()
      }
    })
  }

  await test.step('the rates: dealer prices converted for Poland and the United Kingdom', async () => {
    const firearm = await stockedFirearm(page)
    await page.goto(`/product/${firearm.id}`)
    const where = page.getByRole('region', { name: CATALOG.en.product.dealersTitle })
    for (const [country, currency] of [
      ['Poland', 'PLN'],
      ['United Kingdom', 'USD'],
    ] as const) {
      await chooseCountry(page, country)
      const rate = values.exchangeRates[currency]
      const note = rate
        ? CATALOG.en.product.dealerPricesApprox.replace(
            '{{rate}}',
            formatRate(rate, currency, 'en'),
          )
        : CATALOG.en.product.dealerPricesEur
      await expect(where.getByText(loose(note, { whole: true }))).toBeVisible()
      const price = rate
        ? formatShown(
            {
              value: convertAmount(firearm.price, 'EUR', currency, values.exchangeRates)!,
              currency,
              approximate: true,
            },
            'en',
          )
        : formatShown({ value: firearm.price, currency: 'EUR', approximate: false }, 'en')
      await expect(where.getByText(loose(price)).first()).toBeVisible()
    }
  })
}

test('administrator: every field of the company settings, read back and on the public pages', async ({
  page,
  admin,
  request,
}) => {
  expectEveryField(SettingsInput, SETTINGS_FIELDS, SETTINGS_NOT_IN_FORM)
  const original = await admin.get<ApiAdminSettings>('/admin/settings')
  // The logo's file goes when another replaces it: kept here to put it back.
  const originalLogo = original.companyLogo
    ? `data:image/png;base64,${(await (await request.get(original.companyLogo)).body()).toString('base64')}`
    : ''
  const tag = unique('').trim()
  const newPassword = `e2e-Hasło-${tag}`
  const everything: SettingsForm = {
    companyName: `SOG Zakłady Mechaniczne Łódź ${tag}`,
    companyLogo: LOGO,
    companyDescription: `First paragraph: Größe, Übung ${tag}.\n\nSecond paragraph.`,
    contactEmail: `kontakt-${tag}@example.com`,
    contactPhone: '+48 61 765 43 21',
    companyAddress: `ul. Żeromskiego 7\n60-544 Poznań`,
    websiteUrl: `https://e2e-${tag}.example.com/o-nas`,
    vatId: 'PL7781234567',
    krs: '0000123456',
    regon: '301234567',
    licenses: `Licence B-${tag}/2024 — firearms and ammunition`,
    // Italian left empty for the description's and German for the licences: English shows.
    translations: {
      companyDescription: {
        pl: `Pierwszy akapit: zażółć gęślą jaźń ${tag}.\n\nDrugi akapit.`,
        it: `Primo paragrafo: perché così ${tag}.`,
        de: '',
        fr: `Premier paragraphe : déjà là ${tag}.\n\nDeuxième paragraphe.`,
      },
      licenses: {
        pl: `Koncesja MSWiA nr B-${tag}/2024 — broń i amunicja`,
        it: `Licenza B-${tag}/2024 — armi e munizioni`,
        de: '',
        fr: `Licence B-${tag}/2024 — armes et munitions`,
      },
    },
    socialMedia: {
      facebook: `https://facebook.com/sog-${tag}`,
      twitter: `https://x.com/sog_${tag}`,
      instagram: `https://instagram.com/sog.${tag}`,
    },
    multipleLocations: [
      {
        city: 'Kraków',
        address: 'ul. Floriańska 3',
        phone: '+48 12 345 67 89',
        hours: 'Mon–Fri 9–17',
        translations: {
          hours: { pl: 'Pn–Pt 9–17', it: 'Lun–Ven 9–17', de: '', fr: 'Lun–Ven 9h–17h' },
        },
      },
      {
        city: 'München',
        address: 'Maximilianstraße 1',
        phone: '+49 89 123 456',
        hours: 'Mon–Fri 10–18',
        translations: { hours: { pl: '', it: '', de: 'Mo–Fr 10–18', fr: '' } },
      },
    ],
    exchangeRates: { PLN: 4.265, USD: 1.085 },
    requestRetentionMonths: 36,
    adminPassword: ADMIN.password,
    newAdminPassword: newPassword,
    confirmAdminPassword: newPassword,
  }
  const cleared: SettingsForm = {
    companyName: `SOG Büchsen GmbH ${tag}`,
    companyLogo: '',
    companyDescription: '',
    contactEmail: null,
    contactPhone: '',
    companyAddress: '',
    websiteUrl: '',
    vatId: '',
    krs: '',
    regon: '',
    licenses: '',
    translations: {
      companyDescription: { pl: '', it: '', de: '', fr: '' },
      licenses: { pl: '', it: '', de: '', fr: '' },
    },
    socialMedia: { facebook: '', twitter: '', instagram: '' },
    multipleLocations: [],
    exchangeRates: { PLN: null, USD: null },
    requestRetentionMonths: DEFAULT_REQUEST_RETENTION_MONTHS,
    // The password goes back to what the other journeys sign in with.
    adminPassword: newPassword,
    newAdminPassword: ADMIN.password,
    confirmAdminPassword: ADMIN.password,
  }
  const signsIn = async (password: string) =>
    (
      await request.post('/api/auth/admin/login', {
        data: { username: ADMIN.username, password },
      })
    ).ok()
  // A password change ends the account's other sessions: each read signs in afresh.
  const adminWith = async (password: string) => {
    const login = await request.post('/api/auth/admin/login', {
      data: { username: ADMIN.username, password },
    })
    return new AdminApi(request, ((await login.json()) as ApiAdminLogin).access_token)
  }

  try {
    await adminLogIn(page)
    for (const [round, values, password] of [
      ['every field filled, a new password', everything, newPassword],
      ['optional fields cleared, the password back', cleared, ADMIN.password],
    ] as const) {
      await test.step(`${round}: typed and saved`, async () => {
        await page.goto('/admin/settings')
        const form = page.getByRole('main')
        await fillAll(form, SETTINGS_FIELDS, values)
        await form.getByRole('button', { name: 'Save Settings' }).click()
        await expectNotice(page, 'Settings saved successfully')
      })
      await test.step(`${round}: stored trimmed; the password changed`, async () => {
        const {
          version: _v,
          companyLogo,
          ...saved
        } = await (await adminWith(password)).get<ApiAdminSettings>('/admin/settings')
        const {
          adminPassword: _a,
          newAdminPassword: _n,
          confirmAdminPassword: _c,
          companyLogo: logo,
          ...expected
        } = values
        expect(saved).toMatchObject(expected)
        expect(companyLogo).toEqual(logo ? expect.stringMatching(/^\/media\//) : null)
        expect(await signsIn(password)).toBe(true)
        expect(await signsIn(password === ADMIN.password ? newPassword : ADMIN.password)).toBe(
          false,
        )
      })
      await test.step(`${round}: the form, opened again, shows every field`, async () => {
        await page.goto('/admin/settings')
        await page.reload()
        await expectAllShown(page.getByRole('main'), SETTINGS_FIELDS, values)
      })
      await expectSettingsShown(page, values)
    }
  } finally {
    // Whatever happened: the password the suite signs in with, and the settings as they were.
    const back = await signsIn(ADMIN.password)
    const restorer = await adminWith(back ? ADMIN.password : newPassword)
    const { version } = await restorer.get<ApiAdminSettings>('/admin/settings')
    await restorer.put('/admin/settings', {
      ...original,
      companyLogo: originalLogo,
      version,
      ...(back
        ? {}
        : {
            adminPassword: newPassword,
            newAdminPassword: ADMIN.password,
            confirmAdminPassword: ADMIN.password,
          }),
    })
  }
})

// ---------------------------------------------------------------------------------------------
// Content editor: the firearm in Payload's panel (/cms)
// ---------------------------------------------------------------------------------------------

/** FirearmInput's fields the panel's firearm form does not edit (its uploads are its own fields). */
const PANEL_NOT_EDITED = {
  id: 'read-only in the panel',
  version: 'the panel keeps its own versions',
}

/** The panel's form, in its default locale (English); `descriptions` go through the locale selector. */
type PanelForm = Omit<PublicFirearm, 'descriptions'> & { price: number | null }

/** The spec groups as the panel names them (cms/src/collections/Firearms). */
const PANEL_SPEC_GROUPS = {
  pl: 'Specifications (Polish)',
  en: 'Specifications (English)',
  it: 'Specifications (Italiano)',
  de: 'Specifications (Deutsch)',
  fr: 'Specifications (Français)',
} as const satisfies Record<SpecLanguage, string>

/** One of the panel's own dropdowns, found by its label. */
const panelSelectField = (label: string): Field<string> => {
  const field = (form: Locator) =>
    form
      .locator('.field-type')
      .filter({ has: form.page().locator('label', { hasText: new RegExp(`^${label}\\s*\\*?$`) }) })
      // The innermost: a row of fields is a field too.
      .last()
  return {
    fill: async (form, value) => {
      const option = form.page().getByRole('option', { name: value, exact: true })
      // A click that lands while the panel is still settling leaves the list shut (seen in
      // Chromium about one time in three); a person clicks again, and so does this.
      await expect(async () => {
        if (!(await option.isVisible())) await field(form).locator('.rs__control').click()
        await expect(option).toBeVisible({ timeout: 2_000 })
      }).toPass({ timeout: 15_000 })
      await option.click()
    },
    expectShown: (form, value) =>
      expect(field(form).locator('.rs__single-value')).toHaveText(value),
  }
}

const panelSpecInput = (form: Locator, language: SpecLanguage, key: string) =>
  form
    .locator('.group-field')
    .filter({ has: form.page().getByText(PANEL_SPEC_GROUPS[language], { exact: true }) })
    .last()
    .getByLabel(SPEC_FIELDS[language].find(([k]) => k === key)![1], { exact: true })

const PANEL_FIELDS: Fields<PanelForm> = {
  name: textField((form) => form.getByLabel(/^Name/)),
  category: panelSelectField('Category'),
  caliber: panelSelectField('Caliber'),
  barrelLength: panelSelectField('Barrel length'),
  systemType: panelSelectField('System type'),
  pricePLN: commaDecimalField((form) => form.getByLabel('Price in PLN', { exact: true })),
  priceEUR: commaDecimalField((form) => form.getByLabel('Price in EUR', { exact: true })),
  price: commaDecimalField((form) => form.getByLabel('Legacy price', { exact: true })),
  availability: panelSelectField('Availability') as Field<PanelForm['availability']>,
  isNew: {
    fill: async (form, isNew) => {
      const box = form.getByRole('checkbox', { name: 'New product (Nowość)' })
      if ((await box.isChecked()) !== isNew) await box.click()
      await expect(box).toBeChecked({ checked: isNew })
    },
    expectShown: (form, isNew) =>
      expect(form.getByRole('checkbox', { name: 'New product (Nowość)' })).toBeChecked({
        checked: isNew,
      }),
  },
  description: textField((form) => form.getByLabel(/^Description/)),
  imageUrl: textField((form) => form.getByLabel('Main image URL', { exact: true })),
  images: {
    // One gallery row per address; a row emptied is dropped when saved.
    fill: async (form, urls) => {
      const rows = form.getByLabel('Image URL', { exact: true })
      for (let i = 0; i < Math.max(urls.length, await rows.count()); i++) {
        if (i >= (await rows.count())) {
          // A click before the panel's React has hydrated adds nothing (seen in whole runs):
          // clicked again until a row is there; an extra empty row is dropped when saved.
          await expect(async () => {
            await form.getByRole('button', { name: 'Add Gallery image' }).click()
            await expect.poll(() => rows.count(), { timeout: 3_000 }).toBeGreaterThan(i)
          }).toPass({ timeout: 30_000 })
        }
        await rows.nth(i).fill(urls[i] ?? '')
      }
    },
    expectShown: async (form, urls) => {
      const rows = form.getByLabel('Image URL', { exact: true })
      await expect(rows).toHaveCount(urls.length)
      for (const [i, url] of urls.entries()) await expect(rows.nth(i)).toHaveValue(url)
    },
  },
  specifications: {
    // The rows the values name; the others stay as they are.
    fill: async (form, specifications) => {
      for (const language of SPEC_LANGUAGES)
        for (const [key, value] of Object.entries(specifications[language]))
          await textField((f) => panelSpecInput(f, language, key)).fill(form, value)
    },
    expectShown: async (form, specifications) => {
      for (const language of SPEC_LANGUAGES)
        for (const [key, value] of Object.entries(specifications[language]))
          await expect
            .soft(panelSpecInput(form, language, key), `${language}.${key}`)
            .toHaveValue(value)
    },
  },
}

/** Opens the panel's locale selector and picks a locale by its name. */
async function chooseLocale(page: Page, language: Language) {
  await page
    .locator('button')
    .filter({ hasText: /^Locale:/ })
    .click()
  await page.getByRole('button', { name: `${LANGUAGE_NAMES[language]} (${language})` }).click()
  await expect(page).toHaveURL(new RegExp(`[?&]locale=${language}`))
}

/**
 * Saves and waits for this save's own answer: the notice of the save before it (the English one,
 * before the locale changed) may still be showing, and passed for this one on a busy machine.
 */
async function panelSave(page: Page) {
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' &&
      new URL(response.url()).pathname.startsWith('/cms/api/firearms/'),
  )
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  expect((await answered).status()).toBe(200)
  await expect(page.getByText(/updated successfully/i).first()).toBeVisible()
}

test('content editor: the firearm’s fields in the panel, in two locales, read back and on the product page', async ({
  page,
  admin,
  request,
}) => {
  expectEveryField(
    FirearmInput,
    { ...PANEL_FIELDS, descriptions: 'the locale selector' },
    PANEL_NOT_EDITED,
  )
  const jwt = { authorization: `JWT ${admin.token}` }
  const tag = unique('').trim()
  const username = `e2e-editor-${tag}`
  const password = 'editor-password-1'
  const editor = await request.post('/cms/api/admins', {
    headers: jwt,
    data: { username, email: `${username}@example.com`, password, role: 'editor' },
  })
  expect(editor.status()).toBe(201)
  const { doc: account } = (await editor.json()) as { doc: { id: number } }
  const options = await admin.get<ApiFilterOption[]>('/admin/categories')
  const choice = (type: FilterOptionType, n: number) =>
    options
      .filter((o) => o.type === type)
      .sort(
        (a, b) =>
          Object.values(b.labels).filter(Boolean).length -
          Object.values(a.labels).filter(Boolean).length,
      )[n]!.name
  const media = [
    ...new Set(
      (await admin.get<ApiFirearm[]>('/firearms')).flatMap((f) => [f.imageUrl ?? '', ...f.images]),
    ),
  ].filter((url) => url.startsWith('/media/'))
  const firearm = await admin.post<ApiFirearm>('/admin/firearms', {
    name: unique('E2E Panel Every Field'),
    category: choice('category', 2),
    caliber: choice('caliber', 2),
    barrelLength: choice('barrelLength', 2),
    systemType: choice('systemType', 2),
    pricePLN: 1000,
    priceEUR: 250,
  })
  const firstRows = (text: string) =>
    Object.fromEntries(
      SPEC_LANGUAGES.map((language) => [
        language,
        Object.fromEntries(
          SPEC_FIELDS[language]
            .filter((_, i) => language === 'en' || i === 0)
            .map(([key, label]) => [key, `${label} ${language} ${text} ${tag}`]),
        ),
      ]),
    ) as Specifications
  const everything: PanelForm & { descriptions: Record<'pl', string> } = {
    name: `E2E Panel Büchse Żółw ${tag}`,
    category: choice('category', 0),
    caliber: choice('caliber', 0),
    barrelLength: choice('barrelLength', 0),
    systemType: choice('systemType', 0),
    pricePLN: 4321.5,
    priceEUR: 987.65,
    price: 1111,
    availability: 'Limited Stock',
    isNew: true,
    description: `Edited in the panel: Łódź, Köln ${tag}`,
    descriptions: { pl: `Opis z panelu: zażółć gęślą jaźń ${tag}` },
    imageUrl: media[0]!,
    images: [media[1]!],
    specifications: firstRows('żółć'),
  }
  // The firearm's own prices cleared: every visitor reads the legacy one.
  const cleared: typeof everything = {
    ...everything,
    name: `E2E Panel Flinte ${tag}`,
    category: choice('category', 1),
    pricePLN: null,
    priceEUR: null,
    availability: 'Discontinued',
    isNew: false,
    description: `Only English: Straße ${tag}`,
    descriptions: { pl: '' },
    imageUrl: '',
    images: [],
    specifications: Object.fromEntries(
      Object.entries(firstRows('')).map(([language, rows]) => [
        language,
        Object.fromEntries(
          Object.entries(rows).map(([key, value], i) => [
            key,
            language === 'en' && i % 2 === 1 ? `${value} Übung` : '',
          ]),
        ),
      ]),
    ) as Specifications,
  }

  try {
    await page.goto('/cms/login')
    await page.getByLabel(/username/i).fill(username)
    await page.getByLabel(/password/i).fill(password)
    await page.getByRole('button', { name: /login/i }).click()
    await expect(page).toHaveURL(/\/cms\/?$/)
    const form = page.locator('form').first()
    for (const [round, values] of [
      ['every field filled', everything],
      ['prices, pictures, the translation and most rows cleared', cleared],
    ] as const) {
      await test.step(`${round}: typed in English and saved`, async () => {
        await page.goto(`/cms/collections/firearms/${firearm.id}`)
        await fillAll(form, PANEL_FIELDS, values)
        await panelSave(page)
      })
      await test.step(`${round}: the Polish description, through the locale selector`, async () => {
        await chooseLocale(page, 'pl')
        await textField((f) => f.getByLabel(/^Description/)).fill(form, values.descriptions.pl)
        await panelSave(page)
      })
      await test.step(`${round}: stored trimmed`, async () => {
        const saved = await admin.get<ApiAdminFirearm>(`/admin/firearms/${firearm.id}`)
        const expected = stored({ ...values, descriptions: { ...values.descriptions } })
        expect(saved).toMatchObject({ ...expected, specifications: expect.anything() })
        for (const language of SPEC_LANGUAGES)
          expect(saved.specifications[language] ?? {}).toEqual(
            expected.specifications[language] ?? {},
          )
      })
      await test.step(`${round}: the form, reloaded, shows every field in both locales`, async () => {
        await page.reload()
        await expect(form.getByLabel(/^Description/)).toHaveValue(values.descriptions.pl)
        await chooseLocale(page, 'en')
        await page.reload()
        await expectAllShown(form, PANEL_FIELDS, values)
      })
      await test.step(`${round}: the product page`, async () => {
        await expectProductPage(
          page,
          firearm.id,
          { ...values, descriptions: { ...values.descriptions } },
          options,
        )
        await chooseLanguage(page, 'en')
      })
    }
  } finally {
    await admin.delete(`/admin/firearms/${firearm.id}`)
    await request.delete(`/cms/api/admins/${account.id}`, { headers: jwt })
  }
})
