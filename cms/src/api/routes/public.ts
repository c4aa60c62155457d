import type { Where } from 'payload'

import { COUNTRIES } from '@/lib/countries'
import type { FilterOptionType } from '@/lib/limits'
import pkg from '../../../package.json'
import type { Route } from '../router'
import { ApiError, json } from '../http'
import { positiveId } from '../input'
import { openApiDocument } from '../openapi'
import { toApiFirearm, toApiPublicDealer, toApiSettings } from '../shapes'
import type { ApiStockist } from '../types'
import { submitContact } from './contact'

const startedAt = Date.now()

const OPTION_ROUTES: Record<string, FilterOptionType> = {
  '/categories': 'category',
  '/calibers': 'caliber',
  '/barrel-lengths': 'barrelLength',
  '/system-types': 'systemType',
}

const activeDealer: Where = { isActive: { equals: true } }

export const publicRoutes: Route[] = [
  {
    method: 'GET',
    path: '/health',
    handler: async ({ payload }) => {
      const started = Date.now()
      try {
        await payload.count({ collection: 'admins' })
      } catch {
        return json(
          { detail: 'Database unreachable', status: 'degraded', database: 'down' },
          { status: 503 },
        )
      }
      return json({
        status: 'ok',
        database: 'up',
        databaseLatencyMs: Date.now() - started,
        version: pkg.version,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      })
    },
  },
  {
    method: 'GET',
    path: '/openapi.json',
    cacheable: true,
    handler: async () => json(openApiDocument),
  },
  {
    method: 'GET',
    path: '/countries',
    cacheable: true,
    handler: async () => json(COUNTRIES),
  },
  {
    method: 'GET',
    path: '/firearms',
    cacheable: true,
    handler: async ({ payload }) => {
      const { docs } = await payload.find({
        collection: 'firearms',
        limit: 0,
        depth: 1,
        sort: 'name',
      })
      return json(docs.map(toApiFirearm))
    },
  },
  {
    method: 'GET',
    path: '/firearms/:id',
    cacheable: true,
    handler: async ({ payload, params }) => {
      const { docs } = await payload.find({
        collection: 'firearms',
        where: { id: { equals: params.id } },
        limit: 1,
        depth: 1,
      })
      if (!docs[0]) throw new ApiError(404, 'Firearm not found')
      return json(toApiFirearm(docs[0]))
    },
  },
  {
    // Where to buy: not cacheable, since inventory writes do not bump public_data_version.
    method: 'GET',
    path: '/firearms/:id/dealers',
    handler: async ({ payload, params }) => {
      const { totalDocs } = await payload.count({
        collection: 'firearms',
        where: { id: { equals: params.id } },
      })
      if (totalDocs === 0) throw new ApiError(404, 'Firearm not found')
      const { docs } = await payload.find({
        collection: 'inventory',
        where: {
          and: [
            { firearm: { equals: params.id } },
            { available: { equals: true } },
            { stock: { greater_than: 0 } },
            { 'dealer.isActive': { equals: true } },
          ],
        },
        select: { dealer: true, stock: true, price: true },
        limit: 0,
        depth: 1,
      })
      const stockists = docs.flatMap((doc): ApiStockist[] =>
        typeof doc.dealer === 'object' && doc.dealer.isActive
          ? [{ dealer: toApiPublicDealer(doc.dealer), stock: doc.stock, price: doc.price }]
          : [],
      )
      return json(stockists.sort((a, b) => a.dealer.name.localeCompare(b.dealer.name)))
    },
  },
  ...Object.entries(OPTION_ROUTES).map(([path, type]): Route => ({
    method: 'GET',
    path,
    cacheable: true,
    handler: async ({ payload }) => {
      const { docs } = await payload.find({
        collection: 'filter-options',
        where: { type: { equals: type } },
        limit: 0,
        sort: 'name',
      })
      return json(docs.map((d) => d.name).filter((name) => name.trim() !== ''))
    },
  })),
  {
    method: 'GET',
    path: '/settings',
    cacheable: true,
    handler: async ({ payload }) =>
      json(toApiSettings(await payload.findGlobal({ slug: 'settings', depth: 1 }))),
  },
  {
    method: 'GET',
    path: '/dealers',
    cacheable: true,
    handler: async ({ payload }) => {
      const { docs } = await payload.find({
        collection: 'dealers',
        where: activeDealer,
        limit: 0,
        sort: 'name',
      })
      return json(docs.map(toApiPublicDealer))
    },
  },
  {
    method: 'GET',
    path: '/dealers/:id',
    handler: async ({ payload, params }) => {
      const id = positiveId(params.id, 'Dealer')
      const { docs } = await payload.find({
        collection: 'dealers',
        where: { and: [{ id: { equals: id } }, activeDealer] },
        limit: 1,
      })
      if (!docs[0]) throw new ApiError(404, 'Dealer not found')
      return json(toApiPublicDealer(docs[0]))
    },
  },
  { method: 'POST', path: '/contact/submit', handler: submitContact },
]
