import { refusal, sameOptionName } from '@sog/contract'
import type { CollectionBeforeChangeHook } from 'payload'

import { refusalError } from '@/lib/rule-error'
import type { FilterOption } from '@/payload-types'

/**
 * docs/product.md, "Filter options": a name exists once per type, whatever its case ("9MM"
 * next to "9mm" would split the filter), and an option firearms use keeps its type (a category
 * turned into a caliber would vanish from their filters). In the panel and /api alike.
 */
export const keepOptionsConsistent: CollectionBeforeChangeHook<FilterOption> = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  const name = data.name ?? originalDoc?.name ?? ''
  const type = data.type ?? originalDoc?.type
  if (!type) return data
  const { docs } = await req.payload.find({
    collection: 'filter-options',
    where: { type: { equals: type } },
    limit: 0,
    depth: 0,
    req,
  })
  if (docs.some((other) => other.id !== originalDoc?.id && sameOptionName(other.name, name)))
    throw refusalError(refusal('optionTaken', { name, type }))

  if (operation === 'update' && originalDoc && originalDoc.type !== type) {
    const { totalDocs } = await req.payload.count({
      collection: 'firearms',
      where: { [originalDoc.type]: { equals: originalDoc.name } },
      req,
    })
    if (totalDocs > 0)
      throw refusalError(refusal('optionTypeInUse', { name: originalDoc.name, count: totalDocs }))
  }
  return data
}
