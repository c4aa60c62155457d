import type { ApiAdminFirearm, ApiFirearm, ApiTranslations } from '@sog/contract'
import { perTranslatedLanguage, SPEC_LANGUAGES } from '@sog/contract'
import { newFirearmId } from '@sog/contract'
import { AVAILABILITY_VALUES, DEFAULT_AVAILABILITY, MAX_DESCRIPTION_LENGTH } from '@sog/contract'
import { SPEC_FIELDS, type SpecLanguage } from '@sog/contract'

export type Specifications = Record<SpecLanguage, Record<string, string>>

/**
 * The form's state, read by the contract's FirearmInput when saving: a price left empty is
 * absent (and so required), the gallery is the list of image addresses.
 */
export type FirearmValues = {
  id: string
  name: string
  category: string
  caliber: string
  barrelLength: string
  systemType: string
  pricePLN: number | undefined
  priceEUR: number | undefined
  /** The legacy single price, sent back unchanged. */
  price: number | null
  availability: string
  isNew: boolean
  imageUrl: string
  images: string[]
  /** The English description. */
  description: string
  /** Its translations ('' where none: visitors of that language read English). */
  descriptions: ApiTranslations
  specifications: Specifications
  /** The stored firearm's version, sent back to detect others' changes (docs/api.md). */
  version?: string
}

export type SelectField = 'category' | 'caliber' | 'barrelLength' | 'systemType'

const emptySpecs = (): Specifications =>
  Object.fromEntries(
    SPEC_LANGUAGES.map((language) => [
      language,
      Object.fromEntries(SPEC_FIELDS[language].map(([key]) => [key, ''])),
    ]),
  ) as Specifications

/** A new firearm with the client-generated id "sog-{timestamp}-{random5}" (docs/product.md, "Screens"). */
export function emptyFirearmValues(now = Date.now()): FirearmValues {
  return {
    id: newFirearmId(now),
    name: '',
    category: '',
    caliber: '',
    barrelLength: '',
    systemType: '',
    pricePLN: undefined,
    priceEUR: undefined,
    price: null,
    availability: DEFAULT_AVAILABILITY,
    isNew: false,
    imageUrl: '',
    images: [],
    description: '',
    descriptions: perTranslatedLanguage(() => ''),
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

/** An admin's read carries the description's translations; a public one (samples) has none. */
export function firearmToValues(firearm: ApiFirearm | ApiAdminFirearm): FirearmValues {
  const prices = openingPrices(firearm)
  const specs = emptySpecs()
  return {
    id: firearm.id,
    name: firearm.name,
    category: firearm.category,
    caliber: firearm.caliber,
    barrelLength: firearm.barrelLength,
    systemType: firearm.systemType,
    pricePLN: prices.pricePLN ?? undefined,
    priceEUR: prices.priceEUR ?? undefined,
    price: firearm.price,
    availability: knownAvailability(firearm.availability),
    isNew: firearm.isNew,
    imageUrl: firearm.imageUrl ?? '',
    images: firearm.images,
    description: firearm.description.slice(0, MAX_DESCRIPTION_LENGTH),
    descriptions:
      'descriptions' in firearm ? firearm.descriptions : perTranslatedLanguage(() => ''),
    specifications: Object.fromEntries(
      SPEC_LANGUAGES.map((language) => [
        language,
        { ...specs[language], ...firearm.specifications[language] },
      ]),
    ) as Specifications,
    version: firearm.version,
  }
}
