import { compareOptionNames } from '@sog/contract'

import type { FilterOption } from '@/payload-types'
import type { Handlers } from '../context'
import { findVisible } from '../lookup'
import { inTransaction } from '../transaction'
import { assertVersion } from '../versions'

const toOption = ({ id, name, type, updatedAt }: FilterOption) => ({
  id,
  name,
  type,
  version: updatedAt,
})

export const adminCategoryHandlers = {
  listFilterOptions: async ({ payload, user }) => {
    const { docs } = await payload.find({
      collection: 'filter-options',
      limit: 0,
      overrideAccess: false,
      user,
    })
    return docs.sort((a, b) => compareOptionNames(a.name, b.name)).map(toOption)
  },

  createFilterOption: async (context) => {
    const { name, type } = context.body
    const created = await context.payload.create({
      collection: 'filter-options',
      data: { name, type },
      overrideAccess: false,
      user: context.user,
    })
    return toOption(created)
  },

  renameFilterOption: async (context) => {
    const { name, version } = context.body
    const option = await findVisible(context, 'filter-options', context.params.id, 'Filter option')
    // The rename reaches every firearm using the old name in the same transaction.
    const updated = await inTransaction(context.payload, context.user, async (req) => {
      await assertVersion(req, 'filter_options', option.id, version, async () =>
        toOption(await req.payload.findByID({ collection: 'filter-options', id: option.id, req })),
      )
      return req.payload.update({
        collection: 'filter-options',
        id: option.id,
        data: { name },
        req,
        overrideAccess: false,
      })
    })
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
