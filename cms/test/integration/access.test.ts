import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  buildContact,
  buildDealer,
  buildFilterOption,
  buildFirearm,
  buildInventory,
} from '@/seed/factories'
import { attempt, createActors, type Actor, type Actors } from '../helpers/actors'
import { startTestPayload, stopTestPayload, type TestPayload } from '../helpers/test-payload'

const IMAGE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../src/seed/images/sog-p9.jpg',
)

let t: TestPayload
let actors: Actors
let firearmId: string

beforeAll(async () => {
  t = await startTestPayload('access')
  actors = await createActors(t.payload)
  firearmId = (await t.payload.create({ collection: 'firearms', data: buildFirearm() })).id
})
afterAll(() => stopTestPayload(t))

type ActorName = 'anonymous' | 'admin' | 'editor' | 'dealerA' | 'inactiveDealer'
const everyone: ActorName[] = ['anonymous', 'admin', 'editor', 'dealerA', 'inactiveDealer']

function as(name: ActorName): { user: Actor; overrideAccess: false } {
  return { user: actors[name], overrideAccess: false }
}

/** Runs one operation per actor and returns who got through (true) or the refusal status. */
async function matrix(
  names: ActorName[],
  operation: (name: ActorName) => Promise<unknown>,
): Promise<Record<string, true | number>> {
  const result: Record<string, true | number> = {}
  for (const name of names) result[name] = await attempt(() => operation(name))
  return result
}

describe('firearms and filter options: public read, staff write', () => {
  it('lets everyone read firearms', async () => {
    for (const name of everyone) {
      const { docs } = await t.payload.find({ collection: 'firearms', ...as(name) })
      expect(docs.map((d) => d.id)).toContain(firearmId)
    }
  })

  it('lets only admins and editors create, update and delete firearms', async () => {
    const create = await matrix(everyone, (name) =>
      t.payload.create({ collection: 'firearms', data: buildFirearm(), ...as(name) }),
    )
    expect(create).toEqual({
      anonymous: 403,
      admin: true,
      editor: true,
      dealerA: 403,
      inactiveDealer: 403,
    })

    const update = await matrix(everyone, (name) =>
      t.payload.update({
        collection: 'firearms',
        id: firearmId,
        data: { name: `Renamed by ${name}` },
        ...as(name),
      }),
    )
    expect(update).toEqual({
      anonymous: 403,
      admin: true,
      editor: true,
      dealerA: 403,
      inactiveDealer: 403,
    })
    const stored = await t.payload.findByID({ collection: 'firearms', id: firearmId })
    expect(stored.name).toBe('Renamed by editor')

    const remove = await matrix(everyone, async (name) => {
      const { id } = await t.payload.create({ collection: 'firearms', data: buildFirearm() })
      return t.payload.delete({ collection: 'firearms', id, ...as(name) })
    })
    expect(remove).toEqual({
      anonymous: 403,
      admin: true,
      editor: true,
      dealerA: 403,
      inactiveDealer: 403,
    })
  })

  it('lets everyone read filter options and only staff write them', async () => {
    const read = await matrix(everyone, (name) =>
      t.payload.find({ collection: 'filter-options', ...as(name) }),
    )
    expect(Object.values(read).every((r) => r === true)).toBe(true)
    const create = await matrix(everyone, (name) =>
      t.payload.create({
        collection: 'filter-options',
        data: buildFilterOption('caliber'),
        ...as(name),
      }),
    )
    expect(create).toEqual({
      anonymous: 403,
      admin: true,
      editor: true,
      dealerA: 403,
      inactiveDealer: 403,
    })
  })
})

describe('media: public read, staff upload', () => {
  it('accepts uploads from staff only', async () => {
    const upload = await matrix(everyone, (name) =>
      t.payload.create({
        collection: 'media',
        data: { alt: `by ${name}` },
        filePath: IMAGE,
        ...as(name),
      }),
    )
    expect(upload).toEqual({
      anonymous: 403,
      admin: true,
      editor: true,
      dealerA: 403,
      inactiveDealer: 403,
    })
    const { docs } = await t.payload.find({ collection: 'media', ...as('anonymous') })
    expect(docs.length).toBe(2)
  })
})

describe('dealers: admins manage, everyone reads the active directory', () => {
  it('shows each caller the dealers it may see, and usernames only to admins and the dealer', async () => {
    const visible = async (name: ActorName) =>
      (await t.payload.find({ collection: 'dealers', ...as(name), limit: 0, sort: 'id' })).docs
    const ids = async (name: ActorName) => (await visible(name)).map((d) => d.id)
    const active = [actors.dealerAId, actors.dealerBId].sort((x, y) => x - y)
    expect(await ids('admin')).toEqual(
      [actors.dealerAId, actors.dealerBId, actors.inactiveDealerId].sort((x, y) => x - y),
    )
    for (const name of ['anonymous', 'editor', 'dealerA', 'inactiveDealer'] as const)
      expect(await ids(name), name).toEqual(active)
    const usernames = async (name: ActorName) =>
      Object.fromEntries((await visible(name)).map((d) => [d.id, d.username]))
    expect(await usernames('anonymous')).toEqual({
      [actors.dealerAId]: undefined,
      [actors.dealerBId]: undefined,
    })
    expect((await usernames('dealerA'))[actors.dealerAId]).toBeTruthy()
    expect((await usernames('dealerA'))[actors.dealerBId]).toBeUndefined()
    expect(Object.values(await usernames('admin')).every(Boolean)).toBe(true)
    expect(
      await attempt(() =>
        t.payload.findByID({
          collection: 'dealers',
          id: actors.inactiveDealerId,
          ...as('anonymous'),
        }),
      ),
    ).toBe(404)
  })

  it('never returns password hashes or salts', async () => {
    const dealer = await t.payload.findByID({
      collection: 'dealers',
      id: actors.dealerAId,
      ...as('admin'),
    })
    expect(dealer).not.toHaveProperty('hash')
    expect(dealer).not.toHaveProperty('salt')
  })

  it('lets only admins create, update and delete dealers', async () => {
    const create = await matrix(everyone, (name) =>
      t.payload.create({ collection: 'dealers', data: buildDealer(), ...as(name) }),
    )
    expect(create).toEqual({
      anonymous: 403,
      admin: true,
      editor: 403,
      dealerA: 403,
      inactiveDealer: 403,
    })
    const update = await matrix(everyone, (name) =>
      t.payload.update({
        collection: 'dealers',
        id: actors.dealerAId,
        data: { city: name },
        ...as(name),
      }),
    )
    expect(update).toEqual({
      anonymous: 403,
      admin: true,
      editor: 403,
      dealerA: 403,
      inactiveDealer: 403,
    })
    expect((await t.payload.findByID({ collection: 'dealers', id: actors.dealerAId })).city).toBe(
      'admin',
    )
  })
})

describe('inventory: own rows for a dealer, all rows for an admin', () => {
  it('keeps each dealer to its own rows', async () => {
    const rowA = await t.payload.create({
      collection: 'inventory',
      data: buildInventory(actors.dealerAId, firearmId),
    })
    const rowB = await t.payload.create({
      collection: 'inventory',
      data: buildInventory(actors.dealerBId, firearmId),
    })

    const visible = async (name: ActorName) =>
      (await t.payload.find({ collection: 'inventory', ...as(name), limit: 0 })).docs
        .map((d) => d.id)
        .sort((x, y) => x - y)
    expect(await visible('admin')).toEqual([rowA.id, rowB.id].sort((x, y) => x - y))
    // Rows on offer (available, in stock, active dealer) are public; the rest are the dealer's.
    const offered = [rowA, rowB].filter((row) => row.available && row.stock > 0).map((r) => r.id)
    expect(await visible('dealerA')).toEqual(
      [...new Set([rowA.id, ...offered])].sort((x, y) => x - y),
    )
    for (const name of ['anonymous', 'editor', 'inactiveDealer'] as const)
      expect(await visible(name), name).toEqual(offered.sort((x, y) => x - y))
    await t.payload.update({ collection: 'inventory', id: rowB.id, data: { available: false } })
    expect(await visible('anonymous')).toEqual(offered.filter((id) => id !== rowB.id))

    const updateOwn = await attempt(() =>
      t.payload.update({
        collection: 'inventory',
        id: rowA.id,
        data: { stock: 9 },
        ...as('dealerA'),
      }),
    )
    expect(updateOwn).toBe(true)
    const updateOther = await attempt(() =>
      t.payload.update({
        collection: 'inventory',
        id: rowB.id,
        data: { stock: 99 },
        ...as('dealerA'),
      }),
    )
    expect(updateOther).toBe(403)
    expect((await t.payload.findByID({ collection: 'inventory', id: rowB.id })).stock).toBe(3)
  })

  it('lets a dealer open rows only for itself, and never move a row to another dealer', async () => {
    const { id: otherFirearm } = await t.payload.create({
      collection: 'firearms',
      data: buildFirearm(),
    })
    expect(
      await attempt(() =>
        t.payload.create({
          collection: 'inventory',
          data: buildInventory(actors.dealerBId, otherFirearm),
          ...as('dealerA'),
        }),
      ),
    ).toBe(403)
    const own = await t.payload.create({
      collection: 'inventory',
      data: buildInventory(actors.dealerAId, otherFirearm),
      ...as('dealerA'),
    })
    await t.payload.update({
      collection: 'inventory',
      id: own.id,
      data: { dealer: actors.dealerBId, stock: 4 },
      ...as('dealerA'),
    })
    const stored = await t.payload.findByID({ collection: 'inventory', id: own.id, depth: 0 })
    expect(stored.dealer).toBe(actors.dealerAId)
    expect(stored.stock).toBe(4)
    expect(
      await attempt(() =>
        t.payload.create({
          collection: 'inventory',
          data: buildInventory(actors.dealerAId, otherFirearm),
          ...as('inactiveDealer'),
        }),
      ),
    ).toBe(403)
  })

  it('lets only admins delete inventory rows', async () => {
    const { id: f } = await t.payload.create({ collection: 'firearms', data: buildFirearm() })
    const row = await t.payload.create({
      collection: 'inventory',
      data: buildInventory(actors.dealerAId, f),
    })
    expect(
      await attempt(() =>
        t.payload.delete({ collection: 'inventory', id: row.id, ...as('dealerA') }),
      ),
    ).toBe(403)
    expect(
      await attempt(() =>
        t.payload.delete({ collection: 'inventory', id: row.id, ...as('admin') }),
      ),
    ).toBe(true)
  })
})

describe('contacts: the contact form writes, only admins read', () => {
  it('takes public messages only through the contact form, stored as new', async () => {
    const direct = await matrix(['anonymous', 'editor', 'dealerA'], (name) =>
      t.payload.create({ collection: 'contacts', data: buildContact(), ...as(name) }),
    )
    expect(direct).toEqual({ anonymous: 403, editor: 403, dealerA: 403 })
    const created = await t.payload.create({
      collection: 'contacts',
      data: buildContact({ status: 'read' }),
      context: { publicContactForm: true },
      ...as('anonymous'),
    })
    const stored = await t.payload.findByID({ collection: 'contacts', id: created.id })
    expect(stored.status).toBe('new')
  })

  it('shows and changes messages for admins only', async () => {
    const { id } = await t.payload.create({ collection: 'contacts', data: buildContact() })
    const read = await matrix(everyone, (name) =>
      t.payload.findByID({ collection: 'contacts', id, ...as(name) }),
    )
    expect(read).toEqual({
      anonymous: 403,
      admin: true,
      editor: 403,
      dealerA: 403,
      inactiveDealer: 403,
    })
    const remove = await matrix(['anonymous', 'editor', 'dealerA'], (name) =>
      t.payload.delete({ collection: 'contacts', id, ...as(name) }),
    )
    expect(remove).toEqual({ anonymous: 403, editor: 403, dealerA: 403 })
    expect(
      (await t.payload.count({ collection: 'contacts', where: { id: { equals: id } } })).totalDocs,
    ).toBe(1)
  })
})

describe('admin accounts and settings', () => {
  it('lets an editor see and edit only itself, and never raise its role', async () => {
    const visible = await t.payload.find({ collection: 'admins', ...as('editor') })
    expect(visible.docs.map((d) => d.username)).toEqual(['editor1'])
    const editorId = visible.docs[0]!.id
    await t.payload.update({
      collection: 'admins',
      id: editorId,
      data: { role: 'admin' },
      ...as('editor'),
    })
    expect((await t.payload.findByID({ collection: 'admins', id: editorId })).role).toBe('editor')
    const create = await matrix(['anonymous', 'editor', 'dealerA'], (name) =>
      t.payload.create({
        collection: 'admins',
        data: {
          username: `x-${name}`,
          email: `x-${name}@example.com`,
          password: 'secret-pass',
          role: 'admin',
        },
        ...as(name),
      }),
    )
    expect(create).toEqual({ anonymous: 403, editor: 403, dealerA: 403 })
  })

  it('lets everyone read settings and only admins change them', async () => {
    const update = await matrix(everyone, (name) =>
      t.payload.updateGlobal({
        slug: 'settings',
        data: { companyName: `Set by ${name}` },
        ...as(name),
      }),
    )
    expect(update).toEqual({
      anonymous: 403,
      admin: true,
      editor: 403,
      dealerA: 403,
      inactiveDealer: 403,
    })
    const read = await t.payload.findGlobal({ slug: 'settings', ...as('anonymous') })
    expect(read.companyName).toBe('Set by admin')
  })
})
