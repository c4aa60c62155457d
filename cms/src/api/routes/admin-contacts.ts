import type { Contact } from '@/payload-types'
import { requireAdmin } from '../guards'
import { ApiError, json, readJsonObject } from '../http'
import { findByRouteId } from '../lookup'
import type { Route } from '../router'
import type { ApiContact } from '../types'

function toContact(doc: Contact): ApiContact {
  const { id, name, email, subject, message, createdAt, status } = doc
  return { id, name, email, subject, message, createdAt, status: status ?? 'new' }
}

export const adminContactRoutes: Route[] = [
  {
    method: 'GET',
    path: '/admin/contacts',
    handler: async ({ payload, user }) => {
      requireAdmin(user)
      const { docs } = await payload.find({
        collection: 'contacts',
        limit: 0,
        sort: '-createdAt',
        overrideAccess: false,
        user,
      })
      return json(docs.map(toContact))
    },
  },
  {
    method: 'PATCH',
    path: '/admin/contacts/:id',
    handler: async (context) => {
      requireAdmin(context.user)
      const body = await readJsonObject(context.request)
      if (body.status !== 'new' && body.status !== 'read')
        throw new ApiError(400, 'status must be "new" or "read"')
      const contact = await findByRouteId(context, 'contacts', 'Contact message')
      const updated = await context.payload.update({
        collection: 'contacts',
        id: contact.id,
        data: { status: body.status },
        overrideAccess: false,
        user: context.user,
      })
      return json(toContact(updated))
    },
  },
  {
    method: 'DELETE',
    path: '/admin/contacts/:id',
    handler: async (context) => {
      requireAdmin(context.user)
      const contact = await findByRouteId(context, 'contacts', 'Contact message')
      await context.payload.delete({
        collection: 'contacts',
        id: contact.id,
        overrideAccess: false,
        user: context.user,
      })
      return json({ detail: 'Contact message deleted' })
    },
  },
]

export type { ApiContact }
