import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import {
  DEFAULT_LANGUAGE,
  SPEC_FIELDS,
  SPEC_LANGUAGES,
  type ApiFirearm,
  type Language,
} from '@sog/contract'
import type { Payload } from 'payload'

import { Media } from '@/collections/Media'
import type { Firearm, Media as MediaDoc } from '@/payload-types'
import { toApiFirearm } from '../shapes'

/**
 * The whole catalogue for `GET /api/firearms` without parameters (the spec's full list), in one
 * statement. Payload's own read of 10,000 firearms builds each document through its adapter and
 * hooks (6–8 s here, 14–48 s under load: issue 27); this reads the same columns in one query and
 * gives each row to the same `toApiFirearm` every other read uses, so the answer's shape has one
 * definition. Column names follow Payload's (snake case of the field's path); a test compares
 * this list with Payload's read of the same catalogue, so a schema change cannot pass unseen.
 */

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)

/**
 * The specification rows by language, as JSON objects of the rows each holds: the columns are
 * `specifications_<language>_<key>`, and empty ones are left out, as toApiFirearm leaves them.
 */
const SPECIFICATIONS = sql.raw(
  `json_build_object(${SPEC_LANGUAGES.map(
    (language) =>
      `'${language}', json_strip_nulls(json_build_object(${SPEC_FIELDS[language]
        .map(([key]) => `'${key}', f.specifications_${language}_${snake(key)}`)
        .join(', ')}))`,
  ).join(', ')})`,
)

/** The renditions Media makes (thumbnail, card, large): `sizes_<name>_filename` and `_width`. */
const SIZES =
  (Media.upload && typeof Media.upload === 'object' ? Media.upload.imageSizes : [])
    ?.map((size) => size.name)
    .filter((name): name is string => Boolean(name)) ?? []

/** A media row as JSON, in the shape Payload reads it (what toApiFirearm takes). */
const mediaJson = (alias: string) =>
  sql.raw(`CASE WHEN ${alias}.id IS NULL THEN NULL ELSE json_build_object(
    'id', ${alias}.id, 'alt', ${alias}.alt, 'filename', ${alias}.filename,
    'width', ${alias}.width, 'height', ${alias}.height,
    'sizes', json_build_object(${SIZES.map(
      (size) =>
        `'${size}', json_build_object('filename', ${alias}.sizes_${size}_filename, 'width', ${alias}.sizes_${size}_width)`,
    ).join(', ')})) END`)

type Row = Record<string, unknown> & {
  specifications: Firearm['specifications']
  id: string
  updated_at: string | Date
  image: MediaDoc | null
  gallery: { image: MediaDoc | null; url: string | null }[] | null
}

const number = (value: unknown) => (value === null || value === undefined ? null : Number(value))

function numbersOf(media: MediaDoc | null): MediaDoc | null {
  if (!media) return null
  const sizes = Object.fromEntries(
    Object.entries(media.sizes ?? {}).map(([name, size]) => [
      name,
      { ...size, width: number(size?.width) },
    ]),
  )
  return { ...media, width: number(media.width), height: number(media.height), sizes }
}

/** The row as Payload's document of it, in `language` with the English fallback. */
function toDocument(row: Row): Firearm {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    caliber: row.caliber,
    barrelLength: row.barrel_length,
    systemType: row.system_type,
    pricePLN: number(row.price_p_l_n),
    priceEUR: number(row.price_e_u_r),
    price: number(row.price),
    availability: row.availability,
    isNew: row.is_new,
    image: numbersOf(row.image),
    imageUrl: row.image_url,
    gallery: (row.gallery ?? []).map((entry) => ({ ...entry, image: numbersOf(entry.image) })),
    description: row.description,
    specifications: row.specifications,
    updatedAt: new Date(row.updated_at).toISOString(),
  } as Firearm
}

export async function listAllFirearms(payload: Payload, lang: Language): Promise<ApiFirearm[]> {
  const db = (payload.db as unknown as PostgresAdapter).drizzle
  const { rows } = await db.execute(sql`
    SELECT f.id, f.name, f.category, f.caliber, f.barrel_length, f.system_type, f.price_p_l_n,
      f.price_e_u_r, f.price, f.availability, f.is_new, f.image_url, f.updated_at,
      ${SPECIFICATIONS} AS specifications,
      COALESCE(here.description, english.description) AS description,
      ${mediaJson('main')} AS image,
      (SELECT json_agg(json_build_object('url', g.url, 'image', ${mediaJson('gm')}) ORDER BY g._order)
        FROM firearms_gallery g LEFT JOIN media gm ON gm.id = g.image_id
        WHERE g._parent_id = f.id) AS gallery
    FROM firearms f
    LEFT JOIN firearms_locales here ON here._parent_id = f.id AND here._locale = ${lang}
    LEFT JOIN firearms_locales english
      ON english._parent_id = f.id AND english._locale = ${DEFAULT_LANGUAGE}
    LEFT JOIN media main ON main.id = f.image_id
    ORDER BY f.name, f.id`)
  return (rows as Row[]).map((row) => toApiFirearm(toDocument(row)))
}
