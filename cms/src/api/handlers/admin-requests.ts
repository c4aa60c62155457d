import { COMPANY_RECIPIENT } from '@sog/contract'
import type { Where } from 'payload'

import type { Handlers } from '../context'
import { HttpError } from '../http'
import { findVisible } from '../lookup'
import { requestInsight } from '../queries/request-insight'
import { requestPage, requestPopulate, toVisitorRequest } from './requests'

export const adminRequestHandlers = {
  listAdminRequests: async ({ payload, user, query }) => {
    const where: Where[] = []
    if (query.status) where.push({ status: { equals: query.status } })
    if (query.dealer === COMPANY_RECIPIENT) where.push({ dealer: { exists: false } })
    else if (query.dealer !== undefined) where.push({ dealer: { equals: query.dealer } })
    if (query.country) where.push({ country: { equals: query.country } })
    if (query.firearm) where.push({ firearm: { equals: query.firearm } })
    return requestPage(payload, user, where, query)
  },

  /**
   * A status, another recipient, or both. A request passed on to someone else is new for them
   * unless the same change sets its status; the new recipient hears of it by mail (the
   * collection's hook).
   */
  updateAdminRequest: async (context) => {
    const { payload, user, params, body } = context
    const current = await findVisible(context, 'requests', params.id, 'Request')
    const { dealerId, status } = body
    if (dealerId !== undefined && dealerId !== null) {
      const { totalDocs } = await payload.count({
        collection: 'dealers',
        where: { and: [{ id: { equals: dealerId } }, { isActive: { equals: true } }] },
        overrideAccess: false,
        user,
      })
      if (totalDocs === 0) {
        const message = 'dealerId must name an active dealer'
        throw new HttpError(400, message, [{ field: 'dealerId', code: 'invalid', message }])
      }
    }
    const currentDealer =
      typeof current.dealer === 'object' && current.dealer !== null
        ? current.dealer.id
        : (current.dealer ?? null)
    const passedOn = dealerId !== undefined && dealerId !== currentDealer
    const updated = await payload.update({
      collection: 'requests',
      id: params.id,
      data: {
        ...(dealerId !== undefined ? { dealer: dealerId } : {}),
        ...(status ? { status } : passedOn ? { status: 'new' as const } : {}),
      },
      ...requestPopulate,
      overrideAccess: false,
      user,
    })
    return toVisitorRequest(updated)
  },

  getRequestInsight: async ({ payload, query }) => requestInsight(payload, query.days),
} satisfies Partial<Handlers>
