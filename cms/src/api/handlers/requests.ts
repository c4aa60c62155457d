import { pagesOf, type ApiVisitorRequest, type FieldIssue } from '@sog/contract'
import type { Payload, Where } from 'payload'

import type { Request as StoredRequest } from '@/payload-types'
import type { Handlers, User } from '../context'
import { HttpError } from '../http'
import { findVisible } from '../lookup'

/** Public reads and the form run as the anonymous visitor: the collections' access rules decide. */
const asVisitor = { overrideAccess: false, user: null } as const

/** What a request's answer names of its firearm and dealer: their ids and names. */
export const requestPopulate = {
  depth: 1,
  populate: { firearms: { name: true }, dealers: { name: true } },
} as const

/** A request as /api answers it (docs/api.md, "Requests"). */
export function toVisitorRequest(doc: StoredRequest): ApiVisitorRequest {
  const firearm =
    typeof doc.firearm === 'object' && doc.firearm !== null
      ? { id: doc.firearm.id, name: doc.firearm.name }
      : { id: doc.firearm ?? null, name: doc.firearmName }
  const dealer =
    typeof doc.dealer === 'object' && doc.dealer !== null
      ? { id: doc.dealer.id, name: doc.dealer.name }
      : typeof doc.dealer === 'number'
        ? { id: doc.dealer, name: `#${doc.dealer}` }
        : null
  return {
    id: doc.id,
    kind: doc.kind,
    status: doc.status,
    firearm,
    dealer,
    name: doc.name,
    email: doc.email,
    phone: doc.phone ?? '',
    message: doc.message ?? '',
    language: doc.language,
    country: doc.country,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  }
}

/** One page of the requests the caller may read (the collection's access table decides). */
export async function requestPage(
  payload: Payload,
  user: User,
  where: Where[],
  { page, limit }: { page: number; limit: number },
) {
  const found = await payload.find({
    collection: 'requests',
    where: where.length === 0 ? {} : { and: where },
    sort: ['-createdAt', '-id'],
    page,
    limit,
    ...requestPopulate,
    overrideAccess: false,
    user,
  })
  return {
    items: found.docs.map(toVisitorRequest),
    total: found.totalDocs,
    page,
    pages: pagesOf(found.totalDocs, limit),
  }
}

const refused = (field: string, message: string): never => {
  const issue: FieldIssue = { field, code: 'invalid', message: `${field} ${message}` }
  throw new HttpError(400, issue.message, [issue])
}

/** What a robot that filled the hidden field is told: the same as everyone, and nothing is kept. */
const RECEIVED = { detail: 'Request received' }

export const requestHandlers = {
  listDealerFirearms: async (context) => {
    const { payload, params } = context
    // Inactive or unknown dealers are not the public's: 404.
    const dealer = await findVisible({ payload, user: null }, 'dealers', params.id, 'Dealer')
    if (dealer.isActive === false) throw new HttpError(404, 'Dealer not found')
    // The inventory's access rules let visitors see exactly the rows offered for sale.
    const { docs } = await payload.find({
      collection: 'inventory',
      where: { dealer: { equals: dealer.id } },
      select: { firearm: true },
      depth: 1,
      populate: { firearms: { name: true } },
      limit: 0,
      ...asVisitor,
    })
    return docs
      .flatMap((doc) =>
        typeof doc.firearm === 'object' ? [{ id: doc.firearm.id, name: doc.firearm.name }] : [],
      )
      .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
  },

  // Counted at the front server's request door before it got here.
  submitRequest: async ({ payload, body }) => {
    const { website, dealerId, firearmId, ...visitor } = body
    // The hidden field: a person never fills it. Answered as accepted, so a robot learns nothing.
    if (website) return RECEIVED
    const { docs } = await payload.find({
      collection: 'firearms',
      where: { id: { equals: firearmId } },
      select: { name: true },
      limit: 1,
      ...asVisitor,
    })
    const firearm = docs[0] ?? refused('firearmId', 'names no firearm')
    if (dealerId !== null) {
      // Listed where to buy it: an active dealer with the firearm available and in stock.
      const { totalDocs } = await payload.count({
        collection: 'inventory',
        where: { and: [{ dealer: { equals: dealerId } }, { firearm: { equals: firearm.id } }] },
        ...asVisitor,
      })
      if (totalDocs === 0) refused('dealerId', 'names no dealer listed where to buy this firearm')
    }
    // Requests reach the store only through this route (the collection's create access).
    await payload.create({
      collection: 'requests',
      data: {
        ...visitor,
        country: visitor.country as StoredRequest['country'],
        firearm: firearm.id,
        firearmName: firearm.name,
        dealer: dealerId,
        status: 'new',
      },
      context: { publicRequestForm: true },
      ...asVisitor,
    })
    return RECEIVED
  },

  listDealerRequests: async ({ payload, user, query }) =>
    requestPage(payload, user, query.status ? [{ status: { equals: query.status } }] : [], query),

  markDealerRequest: async (context) => {
    const { payload, user, params, body } = context
    // Another dealer's request, or the company's, is not there for this one: 404.
    await findVisible(context, 'requests', params.id, 'Request')
    const updated = await payload.update({
      collection: 'requests',
      id: params.id,
      data: { status: body.status },
      ...requestPopulate,
      overrideAccess: false,
      user,
    })
    return toVisitorRequest(updated)
  },
} satisfies Partial<Handlers>
