import { requireAdmin } from '../guards'
import { json } from '../http'
import type { Route } from '../router'
import type { ApiDashboardStats } from '../types'

export const adminStatsRoutes: Route[] = [
  {
    method: 'GET',
    path: '/admin/dashboard/stats',
    handler: async ({ payload, user }) => {
      requireAdmin(user)
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
      const stats: ApiDashboardStats = {
        totalDealers,
        activeDealers,
        inactiveDealers: totalDealers - activeDealers,
        totalFirearms,
        totalContacts,
        newContacts,
      }
      return json(stats)
    },
  },
]

export type { ApiDashboardStats }
