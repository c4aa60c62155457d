import { ACTIVITY_LIST_LENGTH } from '@sog/contract'

import type { Handlers } from '../context'

export const adminStatsHandlers = {
  getDashboardStats: async ({ payload, user }) => {
    const count = async (collection: 'dealers' | 'firearms' | 'contacts', where = {}) =>
      (await payload.count({ collection, where, overrideAccess: false, user })).totalDocs
    const [totalDealers, activeDealers, totalFirearms, totalContacts, newContacts] =
      await Promise.all([
        count('dealers'),
        count('dealers', { isActive: { equals: true } }),
        count('firearms'),
        count('contacts'),
        count('contacts', { status: { equals: 'new' } }),
      ])
    return {
      totalDealers,
      activeDealers,
      inactiveDealers: totalDealers - activeDealers,
      totalFirearms,
      totalContacts,
      newContacts,
    }
  },

  listActivity: async ({ payload, user }) => {
    const { docs } = await payload.find({
      collection: 'activity',
      sort: '-createdAt',
      limit: ACTIVITY_LIST_LENGTH,
      depth: 0,
      overrideAccess: false,
      user,
    })
    return docs.map((doc) => ({
      id: doc.id,
      at: doc.createdAt,
      who: doc.who,
      action: doc.action,
      kind: doc.kind,
      recordId: doc.recordId ?? '',
      title: doc.title,
    }))
  },
} satisfies Partial<Handlers>
