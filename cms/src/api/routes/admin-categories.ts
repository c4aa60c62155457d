import { FILTER_OPTION_TYPES, type FilterOptionType } from '@/lib/limits'
import type { FilterOption } from '@/payload-types'
import type { RequestContext } from '../context'
import { requireAdmin } from '../guards'
import { ApiError, json, readJsonObject } from '../http'
import { requiredString } from '../input'
import { findByRouteId } from '../lookup'
import type { Route } from '../router'
import { inTransaction } from '../transaction'
import type { ApiFilterOption } from '../types'

const toOption = ({ id, name, type }: FilterOption): ApiFilterOption => ({ id, name, type })

function optionName(body: Record<string, unknown>): string {
  const name = requiredString(body, 'name').trim()
  if (name.length > 100) throw new ApiError(400, 'name must be at most 100 characters')
  return name
}

async function assertUnique(
  { payload }: RequestContext,
  type: FilterOptionType,
  name: string,
  exceptId?: number,
) {
  const { docs } = await payload.find({
    collection: 'filter-options',
    where: { and: [{ type: { equals: type } }, { name: { equals: name } }] },
    limit: 1,
  })
  if (docs[0] && docs[0].id !== exceptId)
    throw new ApiError(409, `"${name}" already exists as a ${type}`)
}

export const adminCategoryRoutes: Route[] = [
  {
    method: 'GET',
    path: '/admin/categories',
    handler: async ({ payload, user }) => {
      requireAdmin(user)
      const { docs } = await payload.find({ collection: 'filter-options', limit: 0, sort: 'name' })
      return json(docs.map(toOption))
    },
  },
  {
    method: 'POST',
    path: '/admin/categories',
    handler: async (context) => {
      requireAdmin(context.user)
      const body = await readJsonObject(context.request)
      const name = optionName(body)
      const type = body.type as FilterOptionType
      if (!FILTER_OPTION_TYPES.includes(type)) {
        throw new ApiError(400, `type must be one of ${FILTER_OPTION_TYPES.join(', ')}`)
      }
      await assertUnique(context, type, name)
      const created = await context.payload.create({
        collection: 'filter-options',
        data: { name, type },
        overrideAccess: false,
        user: context.user,
      })
      return json(toOption(created), { status: 201 })
    },
  },
  {
    method: 'PUT',
    path: '/admin/categories/:id',
    handler: async (context) => {
      requireAdmin(context.user)
      const name = optionName(await readJsonObject(context.request))
      const option = await findByRouteId(context, 'filter-options', 'Filter option')
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
      return json(toOption(updated))
    },
  },
  {
    method: 'DELETE',
    path: '/admin/categories/:id',
    handler: async (context) => {
      requireAdmin(context.user)
      const option = await findByRouteId(context, 'filter-options', 'Filter option')
      await context.payload.delete({
        collection: 'filter-options',
        id: option.id,
        overrideAccess: false,
        user: context.user,
      })
      return json({ detail: `Deleted "${option.name}"` })
    },
  },
]

export type { ApiFilterOption }
