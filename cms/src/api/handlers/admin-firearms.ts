import {
  DEFAULT_LANGUAGE,
  newFirearmId,
  refusal,
  SPEC_FIELDS,
  SPEC_LANGUAGES,
  type FirearmInputData,
} from '@sog/contract'
import type { PayloadRequest } from 'payload'

import type { HandlerContext, Handlers } from '../context'
import { HttpError, refused } from '../http'
import { queryFirearms } from '../queries/firearm-query'
import { storeImage } from '../images'
import { toAdminFirearm } from '../shapes'
import { inTransaction } from '../transaction'
import { saveTranslations, translationsOf } from '../translations'
import { assertVersion } from '../versions'

/**
 * Stores uploads; rows stay in the order sent. Without a main image the collection moves the
 * first gallery image up (its `cleanGallery` hook, the one place of that rule).
 */
async function storeImages(req: PayloadRequest, { name, imageUrl, images }: FirearmInputData) {
  const main = imageUrl ? await storeImage(req, imageUrl, 'imageUrl', name) : null
  const gallery = []
  for (const [i, value] of images.entries())
    gallery.push(await storeImage(req, value, `images[${i}]`, `${name}, view ${i + 2}`))
  return { image: main?.image ?? null, imageUrl: main?.url ?? null, gallery }
}

/**
 * A save replaces the specification rows: a row not sent (the form leaves blank ones out) is
 * stored as cleared, where Payload's update would keep the stored value (issue 27).
 */
const everySpecificationRow = (sent: FirearmInputData['specifications']) =>
  Object.fromEntries(
    SPEC_LANGUAGES.map((language) => [
      language,
      Object.fromEntries(
        SPEC_FIELDS[language].map(([key]) => [key, sent[language]?.[key] ?? null]),
      ),
    ]),
  )

/** The firearm with every language's description (for the admin's form). */
const readAll = (req: PayloadRequest, id: string) =>
  req.payload.findByID({
    collection: 'firearms',
    id,
    depth: 1,
    locale: 'all',
    req,
    overrideAccess: false,
  })

async function countFirearms({ payload, user }: HandlerContext, id: string) {
  const { totalDocs } = await payload.count({
    collection: 'firearms',
    where: { id: { equals: id } },
    overrideAccess: false,
    user,
  })
  return totalDocs
}

async function saveFirearm(
  { payload, user }: HandlerContext,
  body: FirearmInputData,
  id: string,
  existing: boolean,
) {
  const { id: _sentId, imageUrl: _main, images: _gallery, version, descriptions, ...fields } = body
  const saved = await inTransaction(payload, user, async (req) => {
    if (existing)
      await assertVersion(req, 'firearms', id, version, async () =>
        toAdminFirearm(await readAll(req, id)),
      )
    const stored = existing ? translationsOf((await readAll(req, id)).description) : null
    const data = {
      ...fields,
      specifications: everySpecificationRow(fields.specifications),
      ...(await storeImages(req, body)),
    }
    // The English values, whatever locale the reads above left on `req`.
    await (existing
      ? payload.update({
          collection: 'firearms',
          id,
          data,
          req,
          locale: DEFAULT_LANGUAGE,
          overrideAccess: false,
        })
      : payload.create({
          collection: 'firearms',
          data: { ...data, id },
          req,
          locale: DEFAULT_LANGUAGE,
          overrideAccess: false,
        }))
    // The English description is `description` above; the others are written one by one.
    await saveTranslations(
      req,
      { collection: 'firearms', id, field: 'description' },
      descriptions,
      stored ?? translationsOf(null),
    )
    return readAll(req, id)
  })
  return toAdminFirearm(saved)
}

export const adminFirearmHandlers = {
  listAdminFirearms: ({ payload, query }) => queryFirearms(payload, query),

  getAdminFirearm: async (context) => {
    const { id } = context.params
    if ((await countFirearms(context, id)) === 0) throw new HttpError(404, 'Firearm not found')
    const doc = await context.payload.findByID({
      collection: 'firearms',
      id,
      depth: 1,
      locale: 'all',
      user: context.user,
      overrideAccess: false,
    })
    return toAdminFirearm(doc)
  },

  createFirearm: async (context) => {
    const id = context.body.id ?? newFirearmId()
    if ((await countFirearms(context, id)) > 0)
      throw refused(409, refusal('firearmIdTaken', { id }))
    return saveFirearm(context, context.body, id, false)
  },

  updateFirearm: async (context) => {
    const { id } = context.params
    if ((await countFirearms(context, id)) === 0) throw new HttpError(404, 'Firearm not found')
    return saveFirearm(context, context.body, id, true)
  },

  deleteFirearm: async (context) => {
    const { id } = context.params
    if ((await countFirearms(context, id)) === 0) throw new HttpError(404, 'Firearm not found')
    await inTransaction(context.payload, context.user, (req) =>
      context.payload.delete({ collection: 'firearms', id, req, overrideAccess: false }),
    )
    return { detail: 'Firearm deleted' }
  },
} satisfies Partial<Handlers>
