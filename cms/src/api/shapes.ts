import {
  DEFAULT_REQUEST_RETENTION_MONTHS,
  EXTRA_SPEC_LANGUAGES,
  perTranslatedLanguage,
  type ApiAdminFirearm,
  type ApiAdminSettings,
  type ApiFirearm,
  type ApiImage,
  type ApiPublicDealer,
  type ApiSettings,
} from '@sog/contract'

import type { Dealer, Firearm, Media, Setting } from '@/payload-types'
import { richTextToPlainText } from '@/lib/rich-text'
import { allLocales, localesOf, translationsOf } from './translations'

/** Uploaded files are served at `/media/<file>` (a rewrite onto Payload's file route). */
export function mediaUrl(filename: string | null | undefined): string | null {
  return filename ? `/media/${encodeURIComponent(filename)}` : null
}

function imageFromMedia(media: Media): ApiImage | null {
  const url = mediaUrl(media.filename)
  if (!url) return null
  const sizes = Object.values(media.sizes ?? {})
    .map((size) => ({ url: mediaUrl(size?.filename), width: size?.width ?? null }))
    .filter((s): s is { url: string; width: number } => s.url !== null && s.width !== null)
    .sort((a, b) => a.width - b.width)
  return { url, alt: media.alt, width: media.width ?? null, height: media.height ?? null, sizes }
}

function toImage(
  media: number | Media | null | undefined,
  url: string | null | undefined,
  alt: string,
) {
  if (media && typeof media === 'object') return imageFromMedia(media)
  return url ? { url, alt, width: null, height: null, sizes: [] } : null
}

function compact(group: Record<string, unknown> | null | undefined): Record<string, string> {
  const result: Record<string, string> = {}
  for (const [key, value] of Object.entries(group ?? {})) {
    if (key !== 'id' && typeof value === 'string' && value.trim() !== '') result[key] = value
  }
  return result
}

/** The spec's pl and en groups; it, de and fr only when they hold rows (docs/api.md, "Languages"). */
function specificationsOf(specifications: Firearm['specifications']): ApiFirearm['specifications'] {
  const result: ApiFirearm['specifications'] = {
    pl: compact(specifications?.pl),
    en: compact(specifications?.en),
  }
  for (const language of EXTRA_SPEC_LANGUAGES) {
    const group = compact(specifications?.[language])
    if (Object.keys(group).length > 0) result[language] = group
  }
  return result
}

/**
 * Needs the firearm read with depth ≥ 1 so its media are objects, and in one locale (the
 * visitor's, English the fallback) so its description is that language's.
 */
export function toApiFirearm(doc: Firearm): ApiFirearm {
  const main = toImage(doc.image, doc.imageUrl, doc.name)
  const gallery = (doc.gallery ?? [])
    .map((row, i) => toImage(row.image, row.url, `${doc.name}, view ${i + 2}`))
    .filter((image): image is ApiImage => image !== null)
  return {
    id: doc.id,
    name: doc.name,
    category: doc.category,
    caliber: doc.caliber,
    barrelLength: doc.barrelLength,
    systemType: doc.systemType,
    pricePLN: doc.pricePLN ?? null,
    priceEUR: doc.priceEUR ?? null,
    price: doc.price ?? null,
    availability: doc.availability,
    isNew: Boolean(doc.isNew),
    imageUrl: main?.url ?? null,
    images: gallery.map((image) => image.url),
    imageSet: main ? [main, ...gallery] : gallery,
    description: doc.description ?? '',
    specifications: specificationsOf(doc.specifications),
    version: doc.updatedAt,
  }
}

/** Needs the firearm read with `locale: 'all'`: the English description and its translations. */
export function toAdminFirearm(doc: Firearm): ApiAdminFirearm {
  const description = allLocales(doc.description)?.en ?? ''
  return {
    ...toApiFirearm({ ...doc, description }),
    descriptions: translationsOf(doc.description),
  }
}

export function toApiPublicDealer(doc: Dealer): ApiPublicDealer {
  return {
    id: doc.id,
    name: doc.name,
    email: doc.email,
    phone: doc.phone ?? '',
    address: doc.address ?? '',
    city: doc.city,
    country: doc.country,
    website: doc.website ?? '',
    hours: doc.hours ?? '',
    specialties: doc.specialties ?? [],
    rating: doc.rating,
    established: doc.established,
    latitude: doc.latitude ?? null,
    longitude: doc.longitude ?? null,
  }
}

/**
 * Needs the settings read with `locale: 'all'`: English in the fields, and the other languages
 * of the description, the licences and each location's hours beside them.
 */
export function toAdminSettings(doc: Setting): ApiAdminSettings {
  const description = localesOf<Setting['companyDescription']>(doc.companyDescription)
  const rows = doc.multipleLocations ?? []
  const english = toApiSettings({
    ...doc,
    companyDescription: description.en ?? null,
    licenses: allLocales(doc.licenses)?.en ?? null,
    multipleLocations: rows.map((row) => ({ ...row, hours: allLocales(row.hours)?.en ?? null })),
  })
  return {
    ...english,
    translations: {
      companyDescription: perTranslatedLanguage((language) =>
        richTextToPlainText(description[language] ?? null),
      ),
      licenses: translationsOf(doc.licenses),
    },
    multipleLocations: english.multipleLocations.map((location, index) => ({
      ...location,
      translations: { hours: translationsOf(rows[index]?.hours) },
    })),
  }
}

/** Needs the settings read in one locale (the translatable fields in that language). */
export function toApiSettings(doc: Setting): ApiSettings {
  const logo = doc.companyLogo
  const social = doc.socialMedia ?? {}
  return {
    companyName: doc.companyName,
    companyLogo: logo && typeof logo === 'object' ? mediaUrl(logo.filename) : null,
    companyDescription: richTextToPlainText(doc.companyDescription),
    contactEmail: doc.contactEmail ?? null,
    contactPhone: doc.contactPhone ?? null,
    companyAddress: doc.companyAddress ?? null,
    websiteUrl: doc.websiteUrl ?? null,
    vatId: doc.vatId ?? null,
    krs: doc.krs ?? null,
    regon: doc.regon ?? null,
    licenses: doc.licenses ?? null,
    socialMedia: {
      facebook: social.facebook ?? null,
      twitter: social.twitter ?? null,
      instagram: social.instagram ?? null,
    },
    multipleLocations: (doc.multipleLocations ?? []).map((location) => ({
      id: location.id ?? null,
      city: location.city,
      address: location.address ?? null,
      phone: location.phone ?? null,
      hours: location.hours ?? null,
    })),
    exchangeRates: {
      PLN: doc.exchangeRates?.pln ?? null,
      USD: doc.exchangeRates?.usd ?? null,
    },
    requestRetentionMonths: doc.requestRetentionMonths ?? DEFAULT_REQUEST_RETENTION_MONTHS,
    // The settings row exists from the first migration on; before its first save it has no date.
    version: doc.updatedAt ?? new Date(0).toISOString(),
  }
}
