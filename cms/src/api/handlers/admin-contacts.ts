import { ContactQuery, pagesOf, queryKeys } from '@sog/contract'

import type { Contact } from '@/payload-types'
import type { Handlers } from '../context'
import { findVisible } from '../lookup'
import { asksForPage, contactIds, inOrderOf } from '../queries/list-queries'

function toContact(doc: Contact) {
  const { id, name, email, subject, message, createdAt, status } = doc
  return { id, name, email, subject, message, createdAt, status: status ?? 'new' }
}

export const adminContactHandlers = {
  listContacts: async ({ payload, user, query, request }) => {
    if (asksForPage(request, queryKeys(ContactQuery))) {
      const { ids, total } = await contactIds(payload, query)
      const { docs } =
        ids.length === 0
          ? { docs: [] }
          : await payload.find({
              collection: 'contacts',
              where: { id: { in: ids } },
              limit: ids.length,
              pagination: false,
              overrideAccess: false,
              user,
            })
      return {
        items: inOrderOf(ids, docs).map(toContact),
        total,
        page: query.page,
        pages: pagesOf(total, query.limit),
      }
    }
    const { docs } = await payload.find({
      collection: 'contacts',
      limit: 0,
      sort: '-createdAt',
      overrideAccess: false,
      user,
    })
    return docs.map(toContact)
  },

  markContact: async (context) => {
    const contact = await findVisible(context, 'contacts', context.params.id, 'Contact message')
    const updated = await context.payload.update({
      collection: 'contacts',
      id: contact.id,
      data: { status: context.body.status },
      overrideAccess: false,
      user: context.user,
    })
    return toContact(updated)
  },

  deleteContact: async (context) => {
    const contact = await findVisible(context, 'contacts', context.params.id, 'Contact message')
    await context.payload.delete({
      collection: 'contacts',
      id: contact.id,
      overrideAccess: false,
      user: context.user,
    })
    return { detail: 'Contact message deleted' }
  },
} satisfies Partial<Handlers>
