import type { CollectionBeforeDeleteHook } from 'payload'

import type { FilterOptionType } from '@sog/contract'

import { ruleError } from '@/lib/rule-error'

export function optionInUseMessage(name: string, count: number): string {
  return `Cannot delete "${name}" because it is used by ${count} firearm(s). Please reassign those firearms to different categories first.`
}

/** docs/product.md, "Validation": an option used by firearms cannot be deleted. */
export const protectUsedOption: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const option = await req.payload.findByID({ collection: 'filter-options', id, depth: 0, req })
  const field: FilterOptionType = option.type
  const { totalDocs } = await req.payload.count({
    collection: 'firearms',
    where: { [field]: { equals: option.name } },
    req,
  })
  if (totalDocs > 0) throw ruleError(optionInUseMessage(option.name, totalDocs))
}
