import path from 'node:path'
import type { Payload } from 'payload'

import { SEED_IMAGES_DIR } from '@/lib/paths'
import {
  isAvailability,
  LANGUAGES,
  normaliseAvailability,
  TRANSLATED_LANGUAGES,
} from '@sog/contract'
import type { FilterOptionType } from '@sog/contract'
import { buildInventory } from './factories'
import { SAMPLE_FILTER_OPTIONS, SAMPLE_FIREARMS, type SampleFirearm } from '@sog/samples'
import { SAMPLE_DEALER_PASSWORD, SAMPLE_DEALERS } from '@sog/samples'
import { SAMPLE_DESCRIPTIONS, SAMPLE_OPTION_LABELS } from '@sog/samples'
import { SAMPLE_COMPANY_TRANSLATIONS, SAMPLE_LEGAL_TEXTS } from '@sog/samples'
import { blocksToRichText, plainTextToRichText } from '@/lib/rich-text'
import { SAMPLE_SETTINGS } from './sample-network'

/** True when nothing a visitor would see exists yet: the only time the launcher seeds. */
export async function isCatalogueEmpty(payload: Payload): Promise<boolean> {
  const counts = await Promise.all(
    (['firearms', 'dealers', 'filter-options'] as const).map((collection) =>
      payload.count({ collection }).then((r) => r.totalDocs),
    ),
  )
  return counts.every((n) => n === 0)
}

async function mediaFor(payload: Payload, filename: string, alt: string): Promise<number> {
  const existing = await payload.find({
    collection: 'media',
    where: { filename: { equals: filename } },
    limit: 1,
    depth: 0,
  })
  if (existing.docs[0]) return existing.docs[0].id
  const created = await payload.create({
    collection: 'media',
    data: { alt },
    filePath: path.join(SEED_IMAGES_DIR, filename),
  })
  return created.id
}

async function seedFilterOptions(payload: Payload): Promise<void> {
  for (const [type, names] of Object.entries(SAMPLE_FILTER_OPTIONS) as [
    FilterOptionType,
    readonly string[],
  ][]) {
    for (const name of names) {
      const { totalDocs } = await payload.count({
        collection: 'filter-options',
        where: { and: [{ type: { equals: type } }, { name: { equals: name } }] },
      })
      if (totalDocs > 0) continue
      const { id } = await payload.create({ collection: 'filter-options', data: { type, name } })
      // Payload writes one language per update (docs/decisions/0140-translatable-data.md).
      const labels = SAMPLE_OPTION_LABELS[type][name]
      for (const locale of TRANSLATED_LANGUAGES)
        if (labels)
          await payload.update({
            collection: 'filter-options',
            id,
            locale,
            data: { label: labels[locale] },
          })
    }
  }
}

async function seedFirearm(payload: Payload, sample: SampleFirearm): Promise<void> {
  const { totalDocs } = await payload.count({
    collection: 'firearms',
    where: { id: { equals: sample.id } },
  })
  if (totalDocs > 0) return
  const { images, availability, ...fields } = sample
  const mediaIds: number[] = []
  for (const [i, file] of images.entries()) {
    mediaIds.push(
      await mediaFor(payload, file, i === 0 ? sample.name : `${sample.name}, view ${i + 1}`),
    )
  }
  const normalised = normaliseAvailability(availability)
  if (!isAvailability(normalised)) throw new Error(`Unknown availability ${availability} in seed`)
  await payload.create({
    collection: 'firearms',
    data: {
      ...fields,
      availability: normalised,
      image: mediaIds[0] ?? null,
      gallery: mediaIds.slice(1).map((image) => ({ image })),
    },
  })
  const descriptions = SAMPLE_DESCRIPTIONS[sample.id] ?? {}
  for (const locale of TRANSLATED_LANGUAGES) {
    const description = descriptions[locale]
    if (description)
      await payload.update({ collection: 'firearms', id: sample.id, locale, data: { description } })
  }
}

async function seedDealers(payload: Payload): Promise<number[]> {
  const ids: number[] = []
  for (const dealer of SAMPLE_DEALERS) {
    const existing = await payload.find({
      collection: 'dealers',
      where: { username: { equals: dealer.username } },
      limit: 1,
      depth: 0,
    })
    const id =
      existing.docs[0]?.id ??
      (
        await payload.create({
          collection: 'dealers',
          data: { ...dealer, password: SAMPLE_DEALER_PASSWORD },
        })
      ).id
    ids.push(id)
  }
  return ids
}

/** Some dealers stock some firearms, so the portal and "where to buy" have something to show. */
async function seedInventory(payload: Payload, dealerIds: number[]): Promise<void> {
  for (const [d, dealer] of dealerIds.entries()) {
    for (const [f, firearm] of SAMPLE_FIREARMS.entries()) {
      if ((d + f) % 3 !== 0) continue
      const { totalDocs } = await payload.count({
        collection: 'inventory',
        where: { and: [{ dealer: { equals: dealer } }, { firearm: { equals: firearm.id } }] },
      })
      if (totalDocs > 0) continue
      const stock = (d + f) % 7
      const price = Math.round((firearm.priceEUR ?? 0) * 105) / 100
      await payload.create({
        collection: 'inventory',
        data: buildInventory(dealer, firearm.id, { stock, price, available: stock > 0 }),
      })
    }
  }
}

async function seedSettings(payload: Payload): Promise<void> {
  const current = await payload.findGlobal({ slug: 'settings', depth: 0 })
  if (current.companyName) return
  const logo = await mediaFor(payload, 'company-logo.png', `${SAMPLE_SETTINGS.companyName} logo`)
  const saved = await payload.updateGlobal({
    slug: 'settings',
    data: { ...SAMPLE_SETTINGS, companyLogo: logo },
  })
  const { companyDescription, licenses, hours } = SAMPLE_COMPANY_TRANSLATIONS
  for (const locale of TRANSLATED_LANGUAGES) {
    await payload.updateGlobal({
      slug: 'settings',
      locale,
      data: {
        companyDescription: plainTextToRichText(companyDescription[locale]),
        licenses: licenses[locale],
        multipleLocations: (saved.multipleLocations ?? []).map((row, index) => ({
          ...row,
          hours: hours[index]?.[locale] ?? null,
        })),
      },
    })
  }
}

/** The sample privacy policy, terms and price note, each language its own locale. */
async function seedLegalTexts(payload: Payload): Promise<void> {
  const current = await payload.findGlobal({ slug: 'legal-texts', depth: 0, locale: 'en' })
  if (current.privacyTitle) return
  for (const locale of LANGUAGES) {
    const texts = SAMPLE_LEGAL_TEXTS[locale]
    await payload.updateGlobal({
      slug: 'legal-texts',
      locale,
      data: {
        privacyTitle: texts.privacy.title,
        privacyBody: blocksToRichText(texts.privacy.blocks),
        termsTitle: texts.terms.title,
        termsBody: blocksToRichText(texts.terms.blocks),
        priceNote: texts.priceNote,
      },
    })
  }
}

/**
 * Writes the sample catalogue, dealer network, company settings and legal texts. Every step looks its record
 * up by a natural key first, so running it again adds nothing.
 */
export async function seed(payload: Payload): Promise<void> {
  await seedFilterOptions(payload)
  for (const sample of SAMPLE_FIREARMS) await seedFirearm(payload, sample)
  const dealerIds = await seedDealers(payload)
  await seedInventory(payload, dealerIds)
  await seedSettings(payload)
  await seedLegalTexts(payload)
}
