import {
  addressIn,
  isLanguage,
  LANGUAGES,
  OG_LOCALES,
  SCHEMA_ORG_AVAILABILITY,
  toAvailability,
  type ApiFirearm,
  type ExchangeRates,
  type ApiImage,
  type ApiPublicDealer,
  type ApiSettings,
  type Country,
} from '@sog/contract'
import type { TFunction } from 'i18next'

import { PRODUCT_IMAGE_SIZES, srcSetOf } from '@/components/ui/firearm-image'
import { paths } from '@/config/paths'
import { dealersKey } from '@/features/dealers/api/dealers-key'
import { firearmKey } from '@/lib/api/get-firearm'
import { settingsKey } from '@/lib/api/get-settings'
import type { CollectedHead } from '@/lib/page/collected-head'
import { pickPrice } from '@/lib/format/price'
import { countriesKey } from '@/lib/storage/selected-country'
import { SITE_NAME } from '@/lib/page/use-document-title'

/**
 * The `<head>` of a rendered public page (docs/decisions/0062-page-head.md), for search
 * engines and link previews: title and description (as the page's own hooks set them),
 * canonical address, Open Graph and Twitter card, and JSON-LD — the company as Organization on
 * every page, Product with its Offer on a product page, the dealers as Store entries on /dealers.
 */
export type HeadInput = {
  origin: string
  /** The page's path inside its language's prefix (`/catalog` of `/pl/catalog`). */
  pathname: string
  /**
   * The page to list this one under, inside the prefix (its address in each language is
   * derived: docs/decisions/0168-language-addresses.md); null for a Not Found page.
   */
  canonicalPath: string | null
  language: string
  country: string
  collected: CollectedHead
  /** The i18n key of the page's description, when it is not its own (a product's). */
  descriptionKey?: string
  /** The route's parameters (a product's id). */
  params: Record<string, string | undefined>
  data: Record<string, unknown>
  t: TFunction
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
const attribute = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!)
/** JSON inside a script element: nothing in it can close the element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )

const absolute = (origin: string, address: string) => new URL(address, `${origin}/`).href

/** The largest rendition of an image (a link preview's card is wide), else the original. */
export function largeImage(image: ApiImage): string {
  const largest = [...image.sizes].sort((a, b) => b.width - a.width)[0]
  return largest?.url ?? image.url
}

function organization(origin: string, settings: ApiSettings | undefined) {
  if (!settings) return null
  const sameAs = Object.values(settings.socialMedia).filter((link): link is string => !!link)
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: settings.companyName,
    url: settings.websiteUrl || origin,
    ...(settings.companyLogo ? { logo: absolute(origin, settings.companyLogo) } : {}),
    ...(settings.companyDescription ? { description: settings.companyDescription } : {}),
    ...(settings.contactEmail ? { email: settings.contactEmail } : {}),
    ...(settings.contactPhone ? { telephone: settings.contactPhone } : {}),
    ...(settings.companyAddress ? { address: settings.companyAddress } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  }
}

function product(
  origin: string,
  canonical: string,
  firearm: ApiFirearm,
  currency: string | undefined,
  brand: string,
  rates: ExchangeRates | undefined,
) {
  // A converted price is only approximate: the offer states stored prices only.
  const shown = pickPrice(firearm, currency, rates)
  const amount = shown?.approximate ? null : shown
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': canonical,
    name: firearm.name,
    sku: firearm.id,
    category: firearm.category,
    ...(firearm.description ? { description: firearm.description } : {}),
    image: firearm.imageSet.map((image) => absolute(origin, largeImage(image))),
    brand: { '@type': 'Brand', name: brand },
    offers: {
      '@type': 'Offer',
      url: canonical,
      availability: SCHEMA_ORG_AVAILABILITY[toAvailability(firearm.availability)],
      ...(amount ? { price: amount.value, priceCurrency: amount.currency } : {}),
    },
  }
}

function store(dealer: ApiPublicDealer) {
  return {
    '@type': 'Store',
    name: dealer.name,
    address: {
      '@type': 'PostalAddress',
      streetAddress: dealer.address,
      addressLocality: dealer.city,
      addressCountry: dealer.country,
    },
    ...(dealer.latitude !== null && dealer.longitude !== null
      ? {
          geo: {
            '@type': 'GeoCoordinates',
            latitude: dealer.latitude,
            longitude: dealer.longitude,
          },
        }
      : {}),
    ...(dealer.phone ? { telephone: dealer.phone } : {}),
    ...(dealer.email ? { email: dealer.email } : {}),
    ...(dealer.website ? { url: dealer.website } : {}),
  }
}

export function pageHead(input: HeadInput): string {
  const { origin, data, t, collected } = input
  const countries = data[countriesKey] as Country[] | undefined
  const currency = countries?.find((country) => country.code === input.country)?.currency
  const id = input.params.id
  const language = isLanguage(input.language) ? input.language : 'en'
  const settings = data[settingsKey(language)] as ApiSettings | undefined
  const firearm = id ? (data[firearmKey(id, language)] as ApiFirearm | null | undefined) : undefined
  const dealers = input.pathname === paths.dealers ? (data[dealersKey] as ApiPublicDealer[]) : null
  const canonicalPath = input.canonicalPath
  const canonical = canonicalPath ? absolute(origin, addressIn(language, canonicalPath)) : null
  // The same page in every language, English the default for any other (issue 30).
  const alternates = canonicalPath
    ? [
        ...LANGUAGES.map((other) => [other, addressIn(other, canonicalPath)] as const),
        ['x-default', canonicalPath] as const,
      ].map(
        ([hreflang, address]) =>
          `<link rel="alternate" hreflang="${hreflang}" href="${attribute(absolute(origin, address))}" />`,
      )
    : []
  const title = collected.title ?? SITE_NAME
  const description =
    collected.description ?? t(input.descriptionKey ?? 'site.description', { lng: input.language })
  const main = firearm?.imageSet[0]
  const image = main ? absolute(origin, largeImage(main)) : null
  // The product's picture is its largest paint: fetched first, in the rendition the screen takes.
  const srcset = srcSetOf(main)
  const preload = main
    ? `<link rel="preload" as="image" href="${attribute(main.url)}"${
        srcset
          ? ` imagesrcset="${attribute(srcset)}" imagesizes="${attribute(PRODUCT_IMAGE_SIZES)}"`
          : ''
      } fetchpriority="high" />`
    : null

  const meta = (name: string, content: string) =>
    `<meta name="${name}" content="${attribute(content)}" />`
  const property = (name: string, content: string) =>
    `<meta property="${name}" content="${attribute(content)}" />`
  const linked = [
    organization(origin, settings),
    firearm && canonical
      ? product(
          origin,
          canonical,
          firearm,
          currency,
          settings?.companyName ?? SITE_NAME,
          settings?.exchangeRates,
        )
      : null,
    dealers?.length ? { '@context': 'https://schema.org', '@graph': dealers.map(store) } : null,
  ].filter(Boolean)

  return [
    ...(preload ? [preload] : []),
    `<title>${attribute(title)}</title>`,
    meta('description', description),
    ...(canonical
      ? [
          `<link rel="canonical" href="${attribute(canonical)}" />`,
          ...alternates,
          property('og:url', canonical),
        ]
      : []),
    property('og:site_name', settings?.companyName ?? SITE_NAME),
    property('og:type', firearm ? 'product' : 'website'),
    property('og:title', title),
    property('og:description', description),
    property('og:locale', OG_LOCALES[language]),
    ...LANGUAGES.filter((other) => other !== language).map((other) =>
      property('og:locale:alternate', OG_LOCALES[other]),
    ),
    ...(image ? [property('og:image', image), meta('twitter:image', image)] : []),
    meta('twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('twitter:title', title),
    meta('twitter:description', description),
    ...linked.map((entry) => `<script type="application/ld+json">${scriptJson(entry)}</script>`),
  ].join('\n    ')
}
