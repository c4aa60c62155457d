import type { CollectionBeforeDeleteHook } from 'payload'

import { refusal, type FilterOptionType } from '@sog/contract'

import { refusalError } from '@/lib/rule-error'

/** docs/product.md, "Validation": an option used by firearms cannot be deleted. */
export const protectUsedOption: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const option = await req.payload.findByID({ collection: 'filter-options', id, depth: 0, req })
  const field: FilterOptionType = option.type
  const { totalDocs } = await req.payload.count({
    collection: 'firearms',
    where: { [field]: { equals: option.name } },
    req,
  })
  if (totalDocs > 0)
    throw refusalError(refusal('optionInUse', { name: option.name, count: totalDocs }))
}
