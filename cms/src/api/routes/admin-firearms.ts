import type { PayloadRequest } from 'payload'

import { FIREARM_ID_PATTERN, newFirearmId } from '@/lib/firearm-id'
import { MAX_DESCRIPTION_LENGTH } from '@/lib/limits'
import { SPEC_FIELDS, type SpecLanguage } from '@/lib/specifications'
import { isAvailability, normaliseAvailability } from '@/lib/validators'
import type { Firearm } from '@/payload-types'
import type { RequestContext } from '../context'
import { requireAdmin } from '../guards'
import { ApiError, json, readJsonObject } from '../http'
import { storeImage } from '../images'
import { money, optionalMoney, requiredString } from '../input'
import type { Route } from '../router'
import { toApiFirearm } from '../shapes'
import { inTransaction } from '../transaction'

function text(body: Record<string, unknown>, field: string, maxLength: number): string {
  const value = requiredString(body, field).trim()
  if (value.length > maxLength)
    throw new ApiError(400, `${field} must be at most ${maxLength} characters`)
  return value
}

function specifications(value: unknown): Firearm['specifications'] {
  const result: Record<SpecLanguage, Record<string, string>> = { pl: {}, en: {} }
  if (value === undefined || value === null) return result
  if (typeof value !== 'object') throw new ApiError(400, 'specifications must be an object')
  for (const lang of Object.keys(SPEC_FIELDS) as SpecLanguage[]) {
    const group = (value as Record<string, unknown>)[lang] ?? {}
    if (typeof group !== 'object' || group === null)
      throw new ApiError(400, `specifications.${lang} must be an object`)
    for (const [key] of SPEC_FIELDS[lang]) {
      const entry = (group as Record<string, unknown>)[key]
      if (entry === undefined || entry === null || entry === '') continue
      if (typeof entry !== 'string' || entry.length > 500) {
        throw new ApiError(
          400,
          `specifications.${lang}.${key} must be text of at most 500 characters`,
        )
      }
      result[lang][key] = entry.trim()
    }
  }
  return result
}

/** Everything but the images, checked before anything is written (SPEC.md section 5). */
function firearmFields(body: Record<string, unknown>) {
  const availability = normaliseAvailability(body.availability ?? 'In Stock')
  if (!isAvailability(availability)) {
    throw new ApiError(
      400,
      'availability must be one of In Stock, Limited Stock, Out of Stock, Pre-Order, Discontinued',
    )
  }
  const description = body.description ?? ''
  if (typeof description !== 'string') throw new ApiError(400, 'description must be text')
  if (description.trim().length > MAX_DESCRIPTION_LENGTH) {
    throw new ApiError(400, `description must be at most ${MAX_DESCRIPTION_LENGTH} characters`)
  }
  if (body.isNew !== undefined && typeof body.isNew !== 'boolean')
    throw new ApiError(400, 'isNew must be true or false')
  const images = body.images ?? []
  if (!Array.isArray(images) || !images.every((i) => typeof i === 'string')) {
    throw new ApiError(400, 'images must be a list of image addresses')
  }
  if (body.imageUrl !== undefined && body.imageUrl !== null && typeof body.imageUrl !== 'string') {
    throw new ApiError(400, 'imageUrl must be an image address')
  }
  return {
    fields: {
      name: text(body, 'name', 200),
      category: text(body, 'category', 100),
      caliber: text(body, 'caliber', 100),
      barrelLength: text(body, 'barrelLength', 100),
      systemType: text(body, 'systemType', 100),
      pricePLN: money(body, 'pricePLN'),
      priceEUR: money(body, 'priceEUR'),
      price: optionalMoney(body, 'price'),
      availability,
      isNew: body.isNew === true,
      description: description.trim(),
      specifications: specifications(body.specifications),
    },
    imageUrl: typeof body.imageUrl === 'string' ? body.imageUrl.trim() : '',
    images: (images as string[]).map((i) => i.trim()).filter(Boolean),
  }
}

/** Stores uploads and keeps SPEC.md's rule: no main image → the first gallery image. */
async function storeImages(req: PayloadRequest, name: string, imageUrl: string, images: string[]) {
  const [main, ...gallery] = imageUrl ? [imageUrl, ...images] : images
  const stored = main ? await storeImage(req, main, 'imageUrl', name) : null
  const rows = []
  for (const [i, value] of gallery.entries())
    rows.push(await storeImage(req, value, `images[${i}]`, `${name}, view ${i + 2}`))
  return { image: stored?.image ?? null, imageUrl: stored?.url ?? null, gallery: rows }
}

async function saveFirearm(context: RequestContext, existingId: string | null): Promise<Response> {
  const { payload, user, request } = context
  requireAdmin(user)
  const body = await readJsonObject(request)
  const { fields, imageUrl, images } = firearmFields(body)
  const id = existingId ?? (body.id === undefined ? newFirearmId() : body.id)
  if (typeof id !== 'string' || !FIREARM_ID_PATTERN.test(id)) {
    throw new ApiError(400, 'id must be 1–64 letters, digits, "-" or "_"')
  }
  const { totalDocs } = await payload.count({
    collection: 'firearms',
    where: { id: { equals: id } },
  })
  if (existingId && totalDocs === 0) throw new ApiError(404, 'Firearm not found')
  if (!existingId && totalDocs > 0)
    throw new ApiError(409, `A firearm with id "${id}" already exists`)

  const saved = await inTransaction(payload, user, async (req) => {
    const data = { ...fields, ...(await storeImages(req, fields.name, imageUrl, images)) }
    const doc = existingId
      ? await payload.update({ collection: 'firearms', id, data, req, overrideAccess: false })
      : await payload.create({
          collection: 'firearms',
          data: { ...data, id },
          req,
          overrideAccess: false,
        })
    return payload.findByID({ collection: 'firearms', id: doc.id, depth: 1, req })
  })
  return json(toApiFirearm(saved), { status: existingId ? 200 : 201 })
}

export const adminFirearmRoutes: Route[] = [
  { method: 'POST', path: '/admin/firearms', handler: (context) => saveFirearm(context, null) },
  {
    method: 'PUT',
    path: '/admin/firearms/:id',
    handler: (context) => saveFirearm(context, context.params.id ?? ''),
  },
  {
    method: 'DELETE',
    path: '/admin/firearms/:id',
    handler: async ({ payload, user, params }) => {
      requireAdmin(user)
      const id = params.id ?? ''
      const { totalDocs } = await payload.count({
        collection: 'firearms',
        where: { id: { equals: id } },
      })
      if (totalDocs === 0) throw new ApiError(404, 'Firearm not found')
      await inTransaction(payload, user, (req) =>
        payload.delete({ collection: 'firearms', id, req, overrideAccess: false }),
      )
      return json({ detail: 'Firearm deleted' })
    },
  },
]
