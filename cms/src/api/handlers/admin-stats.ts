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
} satisfies Partial<Handlers>
