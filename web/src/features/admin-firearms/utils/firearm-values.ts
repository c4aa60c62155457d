import type { ApiFirearm } from '@sog/contract'
import { newFirearmId, toAvailability } from '@sog/contract'
import { AVAILABILITY_VALUES, DEFAULT_AVAILABILITY, MAX_DESCRIPTION_LENGTH } from '@sog/contract'
import { SPEC_FIELDS, type SpecLanguage } from '@sog/contract'

/** What POST and PUT /admin/firearms receive: the whole firearm (docs/product.md, "Calls"). */
export type FirearmBody = Omit<ApiFirearm, 'imageSet'>

export type GalleryEntry = { key: number; url: string }

export type Specifications = Record<SpecLanguage, Record<string, string>>

/** The form's state: prices stay text while typed, the gallery keeps stable keys for React. */
export type FirearmValues = {
  id: string
  name: string
  category: string
  caliber: string
  barrelLength: string
  systemType: string
  pricePLN: string
  priceEUR: string
  /** The legacy single price, sent back unchanged. */
  price: number | null
  availability: string
  isNew: boolean
  imageUrl: string
  gallery: GalleryEntry[]
  description: string
  specifications: Specifications
}

/** Per field, the key of its message under `adminFirearms.form`. */
export type FieldErrors = Partial<
  Record<'name' | SelectField | PriceField, 'required' | 'priceInvalid'>
>

export type SelectField = 'category' | 'caliber' | 'barrelLength' | 'systemType'
export type PriceField = 'pricePLN' | 'priceEUR'

let lastKey = 0
export const galleryEntry = (url = ''): GalleryEntry => ({ key: ++lastKey, url })

const emptySpecs = (): Specifications => ({
  pl: Object.fromEntries(SPEC_FIELDS.pl.map(([key]) => [key, ''])),
  en: Object.fromEntries(SPEC_FIELDS.en.map(([key]) => [key, ''])),
})

/** A new firearm with the client-generated id "sog-{timestamp}-{random5}" (docs/product.md, "Screens"). */
export function emptyFirearmValues(now = Date.now()): FirearmValues {
  return {
    id: newFirearmId(now),
    name: '',
    category: '',
    caliber: '',
    barrelLength: '',
    systemType: '',
    pricePLN: '',
    priceEUR: '',
    price: null,
    availability: DEFAULT_AVAILABILITY,
    isNew: false,
    imageUrl: '',
    gallery: [],
    description: '',
    specifications: emptySpecs(),
  }
}

const cents = (value: number) => Math.round(value * 100) / 100

/**
 * docs/product.md, "Data": a firearm with only the legacy price opens with PLN = 4 × price and
 * EUR = 0.85 × price (rounded to cents, as the server takes at most two decimals).
 */
export function openingPrices(
  firearm: Pick<ApiFirearm, 'pricePLN' | 'priceEUR' | 'price'>,
): Pick<ApiFirearm, 'pricePLN' | 'priceEUR'> {
  const { pricePLN, priceEUR, price } = firearm
  if (!pricePLN && !priceEUR && price)
    return { pricePLN: cents(price * 4), priceEUR: cents(price * 0.85) }
  return { pricePLN, priceEUR }
}

/** The stored spelling of an availability ("Pre-order" → "Pre-Order"); unknown values stay. */
const knownAvailability = (value: string) =>
  AVAILABILITY_VALUES.find((known) => known.toLowerCase() === value.trim().toLowerCase()) ?? value

export function firearmToValues(firearm: ApiFirearm): FirearmValues {
  const prices = openingPrices(firearm)
  const specs = emptySpecs()
  return {
    id: firearm.id,
    name: firearm.name,
    category: firearm.category,
    caliber: firearm.caliber,
    barrelLength: firearm.barrelLength,
    systemType: firearm.systemType,
    pricePLN: prices.pricePLN === null ? '' : String(prices.pricePLN),
    priceEUR: prices.priceEUR === null ? '' : String(prices.priceEUR),
    price: firearm.price,
    availability: knownAvailability(firearm.availability),
    isNew: firearm.isNew,
    imageUrl: firearm.imageUrl ?? '',
    gallery: firearm.images.map((url) => galleryEntry(url)),
    description: firearm.description.slice(0, MAX_DESCRIPTION_LENGTH),
    specifications: {
      pl: { ...specs.pl, ...firearm.specifications.pl },
      en: { ...specs.en, ...firearm.specifications.en },
    },
  }
}

/**
 * docs/product.md, "Validation": empty gallery entries are dropped, and without a main image the first
 * gallery image becomes the main one.
 */
export function cleanImages(
  imageUrl: string,
  gallery: string[],
): { imageUrl: string | null; images: string[] } {
  const images = gallery.map((url) => url.trim()).filter(Boolean)
  const main = imageUrl.trim()
  if (main) return { imageUrl: main, images }
  const [first = null, ...rest] = images
  return { imageUrl: first, images: rest }
}

const PRICE = /^\d+(\.\d{1,2})?$/

export function validateFirearm(values: FirearmValues): FieldErrors {
  const errors: FieldErrors = {}
  const required = ['name', 'category', 'caliber', 'barrelLength', 'systemType'] as const
  for (const field of required) if (!values[field].trim()) errors[field] = 'required'
  for (const field of ['pricePLN', 'priceEUR'] as const) {
    const text = values[field].trim()
    if (!text) errors[field] = 'required'
    else if (!PRICE.test(text)) errors[field] = 'priceInvalid'
  }
  return errors
}

const filledSpecs = (group: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(group)
      .map(([key, text]) => [key, text.trim()] as const)
      .filter(([, text]) => text),
  )

export function valuesToBody(values: FirearmValues): FirearmBody {
  return {
    id: values.id,
    name: values.name.trim(),
    category: values.category,
    caliber: values.caliber,
    barrelLength: values.barrelLength,
    systemType: values.systemType,
    pricePLN: Number(values.pricePLN),
    priceEUR: Number(values.priceEUR),
    price: values.price,
    availability: toAvailability(values.availability),
    isNew: values.isNew,
    ...cleanImages(
      values.imageUrl,
      values.gallery.map((entry) => entry.url),
    ),
    description: values.description.trim(),
    specifications: {
      pl: filledSpecs(values.specifications.pl),
      en: filledSpecs(values.specifications.en),
    },
  }
}
