import type { FilterOptionType } from '@sog/contract'

import type { FilterOption } from '@/payload-types'
import type { HandlerContext, Handlers } from '../context'
import { ApiError } from '../http'
import { findVisible } from '../lookup'
import { inTransaction } from '../transaction'

const toOption = ({ id, name, type }: FilterOption) => ({ id, name, type })

async function assertUnique(
  { payload, user }: HandlerContext,
  type: FilterOptionType,
  name: string,
  exceptId?: number,
) {
  const { docs } = await payload.find({
    collection: 'filter-options',
    where: { and: [{ type: { equals: type } }, { name: { equals: name } }] },
    limit: 1,
    overrideAccess: false,
    user,
  })
  if (docs[0] && docs[0].id !== exceptId)
    throw new ApiError(409, `"${name}" already exists as a ${type}`)
}

export const adminCategoryHandlers = {
  listFilterOptions: async ({ payload, user }) => {
    const { docs } = await payload.find({
      collection: 'filter-options',
      limit: 0,
      sort: 'name',
      overrideAccess: false,
      user,
    })
    return docs.map(toOption)
  },

  createFilterOption: async (context) => {
    const { name, type } = context.body
    await assertUnique(context, type, name)
    const created = await context.payload.create({
      collection: 'filter-options',
      data: { name, type },
      overrideAccess: false,
      user: context.user,
    })
    return toOption(created)
  },

  renameFilterOption: async (context) => {
    const { name } = context.body
    const option = await findVisible(context, 'filter-options', context.params.id, 'Filter option')
    await assertUnique(context, option.type, name, option.id)
    // The rename reaches every firearm using the old name in the same transaction.
    const updated = await inTransaction(context.payload, context.user, (req) =>
      req.payload.update({
        collection: 'filter-options',
        id: option.id,
        data: { name },
        req,
        overrideAccess: false,
      }),
    )
    return toOption(updated)
  },

  deleteFilterOption: async (context) => {
    const option = await findVisible(context, 'filter-options', context.params.id, 'Filter option')
    await context.payload.delete({
      collection: 'filter-options',
      id: option.id,
      overrideAccess: false,
      user: context.user,
    })
    return { detail: `Deleted "${option.name}"` }
  },
} satisfies Partial<Handlers>
