import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import { REQUEST_STATUSES, type RequestStatus } from '@sog/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { purgeExpiredRequests, purgePeriodically } from '@/collections/Requests/retention'
import { requestInsight } from '@/api/queries/request-insight'
import type { Request as StoredRequest } from '@/payload-types'
import { buildFirearm, buildRequest } from '@/seed/factories'
import { attempt, createActors, type Actor, type Actors } from '../helpers/actors'
import { startTestPayload, stopTestPayload, type TestPayload } from '../helpers/test-payload'

/**
 * Price and availability requests (docs/decisions/0162-requests.md): the collection's permission
 * table is the whole truth (a dealer reaches only those sent to it, anonymous none, nobody
 * creates one but the form's route), expired requests go by the database's clock, and the
 * dashboard's counts are the stored rows' counts.
 */
let t: TestPayload
let actors: Actors
let firearm: { id: string; name: string }

beforeAll(async () => {
  t = await startTestPayload('requests')
  actors = await createActors(t.payload)
  const made = await t.payload.create({ collection: 'firearms', data: buildFirearm() })
  firearm = { id: made.id, name: made.name }
})
afterAll(() => stopTestPayload(t))

type ActorName = 'anonymous' | 'admin' | 'editor' | 'dealerA' | 'dealerB' | 'inactiveDealer'
const everyone: ActorName[] = [
  'anonymous',
  'admin',
  'editor',
  'dealerA',
  'dealerB',
  'inactiveDealer',
]
const as = (name: ActorName): { user: Actor; overrideAccess: false } => ({
  user: actors[name],
  overrideAccess: false,
})

async function matrix(operation: (name: ActorName) => Promise<unknown>) {
  const result: Record<string, true | number> = {}
  for (const name of everyone) result[name] = await attempt(() => operation(name))
  return result
}

/** A request as the form's route stores it. */
const stored = (dealer: number | null, overrides: Partial<StoredRequest> = {}) =>
  t.payload.create({
    collection: 'requests',
    data: buildRequest(firearm, dealer, overrides),
    context: { publicRequestForm: true },
    overrideAccess: false,
    user: null,
  })

const db = () => (t.payload.db as unknown as PostgresAdapter).drizzle

describe('who reaches which request', () => {
  let toA: StoredRequest
  let toCompany: StoredRequest

  beforeAll(async () => {
    toA = await stored(actors.dealerAId)
    toCompany = await stored(null)
  })

  it('lets nobody create one but the form’s route, not even an administrator', async () => {
    expect(
      await matrix((name) =>
        t.payload.create({
          collection: 'requests',
          data: buildRequest(firearm, actors.dealerAId),
          ...as(name),
        }),
      ),
    ).toEqual({
      anonymous: 403,
      admin: 403,
      editor: 403,
      dealerA: 403,
      dealerB: 403,
      inactiveDealer: 403,
    })
  })

  it('shows administrators every request, a dealer those sent to it, and nobody else any', async () => {
    const seen: Record<string, number[] | number> = {}
    for (const name of everyone) {
      try {
        const { docs } = await t.payload.find({ collection: 'requests', limit: 0, ...as(name) })
        seen[name] = docs.map((doc) => doc.id).filter((id) => [toA.id, toCompany.id].includes(id))
      } catch (error) {
        seen[name] = (error as { status: number }).status
      }
    }
    expect(seen).toEqual({
      anonymous: 403,
      admin: [toA.id, toCompany.id].sort((a, b) => b - a),
      editor: 403,
      dealerA: [toA.id],
      dealerB: [],
      inactiveDealer: 403,
    })
    // By id too: another dealer's request and the company's are not there for a dealer.
    expect(
      await matrix((name) =>
        t.payload.findByID({ collection: 'requests', id: toCompany.id, ...as(name) }),
      ),
    ).toEqual({
      anonymous: 403,
      admin: true,
      editor: 403,
      dealerA: 404,
      dealerB: 404,
      inactiveDealer: 403,
    })
  })

  it('lets a dealer change the status of its own only, and nothing the visitor sent', async () => {
    const update = await matrix(async (name) => {
      const request = await stored(actors.dealerAId)
      return t.payload.update({
        collection: 'requests',
        id: request.id,
        data: { status: 'answered' },
        ...as(name),
      })
    })
    expect(update).toEqual({
      anonymous: 403,
      admin: true,
      editor: 403,
      dealerA: true,
      dealerB: 403,
      inactiveDealer: 403,
    })
    const changed = await t.payload.update({
      collection: 'requests',
      id: toA.id,
      data: {
        status: 'closed',
        dealer: actors.dealerBId,
        name: 'Changed',
        email: 'changed@example.com',
        firearmName: 'Changed',
      },
      ...as('dealerA'),
    })
    expect(changed).toMatchObject({
      status: 'closed',
      name: toA.name,
      email: toA.email,
      firearmName: firearm.name,
    })
    const after = await t.payload.findByID({ collection: 'requests', id: toA.id, depth: 0 })
    expect(after.dealer).toBe(actors.dealerAId)
  })

  it('lets an administrator pass a request on, and nothing else of what the visitor sent', async () => {
    const request = await stored(actors.dealerAId)
    const passed = await t.payload.update({
      collection: 'requests',
      id: request.id,
      data: { dealer: actors.dealerBId, message: 'Changed' },
      depth: 0,
      ...as('admin'),
    })
    expect(passed.dealer).toBe(actors.dealerBId)
    expect(passed.message).toBe(request.message)
    const { docs } = await t.payload.find({ collection: 'requests', limit: 0, ...as('dealerA') })
    expect(docs.map((doc) => doc.id)).not.toContain(request.id)
  })

  it('lets only administrators delete', async () => {
    const remove = await matrix(async (name) => {
      const request = await stored(actors.dealerAId)
      return t.payload.delete({ collection: 'requests', id: request.id, ...as(name) })
    })
    expect(remove).toEqual({
      anonymous: 403,
      admin: true,
      editor: 403,
      dealerA: 403,
      dealerB: 403,
      inactiveDealer: 403,
    })
  })
})

/** Sets a request's sending time `age` (a PostgreSQL interval) before the database's now. */
const age = (id: number, interval: string) =>
  db().execute(sql`UPDATE requests SET created_at = now() - ${interval}::interval WHERE id = ${id}`)
const exists = async (id: number) =>
  (await t.payload.count({ collection: 'requests', where: { id: { equals: id } } })).totalDocs === 1

describe('retention', () => {
  const company = { companyName: 'SOG Firearms' }

  it('removes the requests older than the settings’ period, by the database’s clock, and keeps the rest', async () => {
    const [old, young, fresh] = [await stored(null), await stored(null), await stored(null)]
    await age(old.id, '24 months 1 day')
    await age(young.id, '23 months 27 days')
    // Default: 24 months.
    expect(await purgeExpiredRequests(t.payload)).toEqual([old.id])
    expect([await exists(old.id), await exists(young.id), await exists(fresh.id)]).toEqual([
      false,
      true,
      true,
    ])

    await t.payload.updateGlobal({
      slug: 'settings',
      data: { ...company, requestRetentionMonths: 6 },
    })
    try {
      const six = await stored(null)
      await age(six.id, '5 months 27 days')
      expect(await purgeExpiredRequests(t.payload)).toEqual([young.id])
      expect([await exists(six.id), await exists(fresh.id)]).toEqual([true, true])
    } finally {
      await t.payload.updateGlobal({
        slug: 'settings',
        data: { ...company, requestRetentionMonths: 24 },
      })
    }
  })

  it('removes them while the server runs, not only at start', async () => {
    const old = await stored(null)
    await age(old.id, '3 years')
    const stop = purgePeriodically(t.payload, 50)
    try {
      await expect.poll(() => exists(old.id), { timeout: 10_000 }).toBe(false)
    } finally {
      stop()
    }
  })

  it('refuses a period outside 1–120 months', async () => {
    for (const months of [0, 121, 1.5]) {
      const refused = await t.payload
        .updateGlobal({ slug: 'settings', data: { ...company, requestRetentionMonths: months } })
        .then(
          () => null,
          (error: { status?: number; data?: { errors?: { path: string }[] } }) => error,
        )
      expect(refused?.status, String(months)).toBe(400)
      expect(refused?.data?.errors?.map((e) => e.path)).toEqual(['requestRetentionMonths'])
    }
  })
})

describe('the dashboard’s counts', () => {
  it('are the stored rows’ counts per firearm and per country over 30 and 90 days', async () => {
    const other = await t.payload.create({ collection: 'firearms', data: buildFirearm() })
    const gone = await t.payload.create({ collection: 'firearms', data: buildFirearm() })
    const plan: [{ id: string; name: string }, string, RequestStatus, string][] = [
      [firearm, 'PL', 'new', '1 day'],
      [firearm, 'PL', 'answered', '10 days'],
      [firearm, 'DE', 'closed', '29 days'],
      [firearm, 'DE', 'answered', '45 days'],
      [other, 'IT', 'new', '2 days'],
      [other, 'PL', 'closed', '89 days'],
      [other, 'FR', 'answered', '120 days'],
      [gone, 'AT', 'new', '3 days'],
      [gone, 'AT', 'answered', '60 days'],
    ]
    for (const [which, country, status, interval] of plan) {
      const request = await t.payload.create({
        collection: 'requests',
        data: buildRequest(which, null, {
          country: country as StoredRequest['country'],
          status,
        }),
      })
      await age(request.id, interval)
    }
    // A deleted firearm's requests stay, under the name they were sent with.
    await t.payload.delete({ collection: 'firearms', id: gone.id })

    // Every stored row with its age in the database, read apart from the dashboard's SQL.
    const rows = (
      await db().execute(
        sql`SELECT firearm_id, firearm_name, country::text AS country, status::text AS status,
              created_at FROM requests`,
      )
    ).rows as {
      firearm_id: string | null
      firearm_name: string
      country: string
      status: RequestStatus
      created_at: Date | string
    }[]
    const count = (kept: typeof rows) => ({
      total: kept.length,
      ...(Object.fromEntries(
        REQUEST_STATUSES.map((status) => [status, kept.filter((r) => r.status === status).length]),
      ) as Record<RequestStatus, number>),
    })

    for (const days of [30, 90] as const) {
      const insight = await requestInsight(t.payload, days)
      const since = new Date(insight.since).getTime()
      const inWindow = rows.filter((row) => new Date(row.created_at).getTime() >= since)
      expect(insight.totals).toEqual(count(inWindow))

      const byFirearm = new Map<string, typeof rows>()
      for (const row of inWindow) {
        const key = row.firearm_id ?? `name:${row.firearm_name}`
        byFirearm.set(key, [...(byFirearm.get(key) ?? []), row])
      }
      expect(insight.byFirearm).toHaveLength(byFirearm.size)
      for (const entry of insight.byFirearm) {
        const kept = byFirearm.get(entry.firearmId ?? `name:${entry.name}`)!
        expect(entry, entry.name).toEqual({
          firearmId: kept[0]!.firearm_id,
          name: kept[0]!.firearm_name,
          ...count(kept),
        })
      }
      const countries = [...new Set(inWindow.map((row) => row.country))]
      expect(insight.byCountry.map((entry) => entry.country).sort()).toEqual(countries.sort())
      for (const entry of insight.byCountry)
        expect(entry).toEqual({
          country: entry.country,
          ...count(inWindow.filter((row) => row.country === entry.country)),
        })
      // Most requests first.
      const totals = insight.byFirearm.map((entry) => entry.total)
      expect(totals).toEqual([...totals].sort((a, b) => b - a))
    }

    // The planned rows themselves, as a reader would count them.
    const ninety = await requestInsight(t.payload, 90)
    expect(ninety.byFirearm.find((entry) => entry.firearmId === other.id)).toMatchObject({
      total: 2,
      new: 1,
      closed: 1,
      answered: 0,
    })
    expect(ninety.byFirearm.find((entry) => entry.name === gone.name)).toMatchObject({
      firearmId: null,
      total: 2,
    })
    const thirty = await requestInsight(t.payload, 30)
    expect(thirty.byCountry.find((entry) => entry.country === 'DE')).toMatchObject({
      total: 1,
      closed: 1,
    })
  })
})
