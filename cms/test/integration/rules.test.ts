import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { INACTIVE_DEALER } from '@/collections/Dealers'
import { Firearms } from '@/collections/Firearms'
import { INVALID_LOGIN_MESSAGE } from '@/lib/login-lock'
import { currentYear, IMAGE_TOO_LARGE_MESSAGE, notAnOptionMessage, refusal } from '@sog/contract'
import { buildDealer, buildFirearm, buildInventory, type DealerInput } from '@/seed/factories'
import {
  startTestPayload,
  stopTestPayload,
  TEST_ADMIN,
  type TestPayload,
} from '../helpers/test-payload'

let t: TestPayload
beforeAll(async () => {
  t = await startTestPayload('rules')
})
afterAll(() => stopTestPayload(t))

async function error(
  operation: () => Promise<unknown>,
): Promise<{ status?: number; message: string }> {
  try {
    await operation()
  } catch (e) {
    const err = e as { status?: number; message: string; data?: { errors?: { message: string }[] } }
    const details = err.data?.errors?.map((d) => d.message).join('; ')
    return { status: err.status, message: details ? `${err.message}: ${details}` : err.message }
  }
  throw new Error('expected the operation to be refused')
}

describe('unique indexes', () => {
  it('refuses a second inventory row for the same dealer and firearm', async () => {
    const dealer = await t.payload.create({ collection: 'dealers', data: buildDealer() })
    const firearm = await t.payload.create({ collection: 'firearms', data: buildFirearm() })
    await t.payload.create({ collection: 'inventory', data: buildInventory(dealer.id, firearm.id) })
    const refused = await error(() =>
      t.payload.create({
        collection: 'inventory',
        data: buildInventory(dealer.id, firearm.id, { stock: 1 }),
      }),
    )
    expect(refused.status).toBe(400)
    const { docs } = await t.payload.find({
      collection: 'inventory',
      where: { dealer: { equals: dealer.id } },
    })
    expect(docs.map((d) => d.stock)).toEqual([3])
  })

  it('refuses a duplicate filter option of the same type but allows the name in another type', async () => {
    await t.payload.create({
      collection: 'filter-options',
      data: { type: 'category', name: 'Bullpup' },
    })
    expect(
      (
        await error(() =>
          t.payload.create({
            collection: 'filter-options',
            data: { type: 'category', name: '  bullpup ' },
          }),
        )
      ).status,
    ).toBe(409)
    await t.payload.create({
      collection: 'filter-options',
      data: { type: 'systemType', name: 'Bullpup' },
    })
    const { totalDocs } = await t.payload.count({
      collection: 'filter-options',
      where: { name: { equals: 'Bullpup' } },
    })
    expect(totalDocs).toBe(2)
  })

  it('refuses a second dealer with the same username and a firearm with an existing id', async () => {
    const first = buildDealer()
    await t.payload.create({ collection: 'dealers', data: first })
    expect(
      (
        await error(() =>
          t.payload.create({
            collection: 'dealers',
            data: buildDealer({ username: first.username }),
          }),
        )
      ).status,
    ).toBe(400)
    const firearm = buildFirearm()
    await t.payload.create({ collection: 'firearms', data: firearm })
    await expect(
      t.payload.create({ collection: 'firearms', data: buildFirearm({ id: firearm.id }) }),
    ).rejects.toThrow()
    expect((await t.payload.findByID({ collection: 'firearms', id: firearm.id })).name).toBe(
      firearm.name,
    )
  })
})

describe('filter options keep firearms consistent', () => {
  it('renames the option on every firearm that used it', async () => {
    const option = await t.payload.create({
      collection: 'filter-options',
      data: { type: 'caliber', name: '6.5 Creedmoor' },
    })
    const users = await Promise.all(
      [1, 2].map(() =>
        t.payload.create({
          collection: 'firearms',
          data: buildFirearm({ caliber: '6.5 Creedmoor' }),
        }),
      ),
    )
    const bystander = await t.payload.create({
      collection: 'firearms',
      data: buildFirearm({ caliber: '9mm' }),
    })
    await t.payload.update({
      collection: 'filter-options',
      id: option.id,
      data: { name: '6.5 CM' },
    })
    for (const { id } of users)
      expect((await t.payload.findByID({ collection: 'firearms', id })).caliber).toBe('6.5 CM')
    expect((await t.payload.findByID({ collection: 'firearms', id: bystander.id })).caliber).toBe(
      '9mm',
    )
  })

  it('refuses to delete an option in use, with the spec message', async () => {
    const option = await t.payload.create({
      collection: 'filter-options',
      data: { type: 'systemType', name: 'Lever' },
    })
    await t.payload.create({ collection: 'firearms', data: buildFirearm({ systemType: 'Lever' }) })
    const refused = await error(() =>
      t.payload.delete({ collection: 'filter-options', id: option.id }),
    )
    expect(refused).toEqual({
      status: 409,
      message: refusal('optionInUse', { name: 'Lever', count: 1 }).detail,
    })
    expect(refused.message).toBe(
      'Cannot delete "Lever" because it is used by 1 firearm(s). Please reassign those firearms to different categories first.',
    )
    expect(
      (
        await t.payload.count({
          collection: 'filter-options',
          where: { id: { equals: option.id } },
        })
      ).totalDocs,
    ).toBe(1)
    const unused = await t.payload.create({
      collection: 'filter-options',
      data: { type: 'systemType', name: 'Unused' },
    })
    await t.payload.delete({ collection: 'filter-options', id: unused.id })
  })

  it('rejects a blank option name', async () => {
    expect(
      (
        await error(() =>
          t.payload.create({
            collection: 'filter-options',
            data: { type: 'category', name: '   ' },
          }),
        )
      ).status,
    ).toBe(400)
  })
})

describe('firearm fields', () => {
  it('drops empty gallery entries and promotes the first image when there is no main image', async () => {
    const created = await t.payload.create({
      collection: 'firearms',
      data: buildFirearm({
        gallery: [
          { url: '' },
          { url: 'https://img.example.com/a.jpg' },
          { url: '  ' },
          { url: '/media/b.jpg' },
        ],
      }),
    })
    expect(created.imageUrl).toBe('https://img.example.com/a.jpg')
    expect(created.gallery?.map((g) => g.url)).toEqual(['/media/b.jpg'])
  })

  it('normalises the sample spelling "Pre-order" and trims the description', async () => {
    const created = await t.payload.create({
      collection: 'firearms',
      data: {
        ...buildFirearm({ description: '  Trimmed.  ' }),
        availability: 'Pre-order' as 'Pre-Order',
      },
    })
    expect(created.availability).toBe('Pre-Order')
    expect(created.description).toBe('Trimmed.')
  })

  it('takes addresses typed with spaces around them, as a panel editor pastes them, and stores them trimmed', async () => {
    // The panel checks a field's rule on what was typed, before the server's trim hook.
    const imageUrl = Firearms.fields
      .flatMap((field) => ('fields' in field ? field.fields : [field]))
      .find((field) => 'name' in field && field.name === 'imageUrl')
    const validate = (imageUrl as { validate: (value: unknown) => true | string }).validate
    expect(validate('  /media/a.jpg  ')).toBe(true)
    expect(validate('  javascript:alert(1) ')).not.toBe(true)

    const firearm = await t.payload.create({
      collection: 'firearms',
      data: buildFirearm({
        imageUrl: '  /media/a.jpg  ',
        gallery: [{ url: ' https://img.example.com/b.jpg\t' }],
      }),
    })
    expect(firearm.imageUrl).toBe('/media/a.jpg')
    expect(firearm.gallery?.map((g) => g.url)).toEqual(['https://img.example.com/b.jpg'])
    const dealer = await t.payload.create({
      collection: 'dealers',
      data: buildDealer({ website: '  https://dealer.example.com  ' }),
    })
    expect(dealer.website).toBe('https://dealer.example.com')
    const before = await t.payload.findGlobal({ slug: 'settings' })
    try {
      const settings = await t.payload.updateGlobal({
        slug: 'settings',
        data: {
          // This test's database has no company yet; the name is required.
          companyName: before.companyName || 'Test company',
          websiteUrl: ' https://company.example.com ',
          socialMedia: { facebook: ' https://fb.example.com/x ' },
        },
      })
      expect(settings.websiteUrl).toBe('https://company.example.com')
      expect(settings.socialMedia?.facebook).toBe('https://fb.example.com/x')
    } finally {
      await t.payload.updateGlobal({
        slug: 'settings',
        data: {
          companyName: before.companyName || 'Test company',
          websiteUrl: before.websiteUrl,
          socialMedia: before.socialMedia,
        },
      })
    }
  })

  it('rejects bad prices, long descriptions, unknown availability, bad ids and inline image data', async () => {
    const bad = [
      buildFirearm({ pricePLN: -1 }),
      buildFirearm({ priceEUR: 10.005 }),
      buildFirearm({ description: 'x'.repeat(501) }),
      { ...buildFirearm(), availability: 'Sold' as 'In Stock' },
      buildFirearm({ id: 'has spaces' }),
      buildFirearm({ imageUrl: 'data:image/png;base64,AAAA' }),
      buildFirearm({ category: '  ' }),
    ]
    for (const data of bad) {
      expect((await error(() => t.payload.create({ collection: 'firearms', data }))).status).toBe(
        400,
      )
      expect(
        (await t.payload.count({ collection: 'firearms', where: { id: { equals: data.id } } }))
          .totalDocs,
      ).toBe(0)
    }
    const ok = await t.payload.create({
      collection: 'firearms',
      data: buildFirearm({ description: 'x'.repeat(500), pricePLN: 0.01 }),
    })
    expect(ok.description).toHaveLength(500)
  })

  it('names each option field whose value is not a filter option, and only those', async () => {
    // The four fields are checked with one query (collections/Firearms/optionExists.ts).
    const data = buildFirearm({ caliber: '6.5 Grendel', systemType: 'Lever action' })
    const refused = await error(() => t.payload.create({ collection: 'firearms', data }))
    expect(refused.status).toBe(400)
    expect(refused.message).toContain(notAnOptionMessage('Caliber', '6.5 Grendel'))
    expect(refused.message).toContain(notAnOptionMessage('System type', 'Lever action'))
    expect(refused.message).not.toContain('Category')
    expect(refused.message).not.toContain('Barrel length')
    // Options made afterwards are found by the next save: no answer outlives the save that asked.
    await t.payload.create({
      collection: 'filter-options',
      data: { type: 'caliber', name: '6.5 Grendel' },
    })
    await t.payload.create({
      collection: 'filter-options',
      data: { type: 'systemType', name: 'Lever action' },
    })
    expect((await t.payload.create({ collection: 'firearms', data })).caliber).toBe('6.5 Grendel')
  })

  it('deletes a firearm together with the dealers’ inventory rows for it', async () => {
    const dealer = await t.payload.create({ collection: 'dealers', data: buildDealer() })
    const firearm = await t.payload.create({ collection: 'firearms', data: buildFirearm() })
    await t.payload.create({ collection: 'inventory', data: buildInventory(dealer.id, firearm.id) })
    await t.payload.delete({ collection: 'firearms', id: firearm.id })
    expect(
      (await t.payload.count({ collection: 'inventory', where: { dealer: { equals: dealer.id } } }))
        .totalDocs,
    ).toBe(0)
  })
})

describe('dealer and inventory fields', () => {
  it('applies the dealer defaults', async () => {
    const { rating, established, ...withoutDefaults } = buildDealer()
    expect([rating, established]).not.toEqual([5, currentYear()])
    // The generated type marks both as required; leaving them out is the point of this test.
    const data = withoutDefaults as DealerInput
    const created = await t.payload.create({ collection: 'dealers', data })
    expect(created).toMatchObject({ rating: 5, established: currentYear(), isActive: true })
  })

  it('rejects ratings and years outside the spec, and passwords shorter than 6', async () => {
    for (const data of [
      buildDealer({ rating: 0.5 }),
      buildDealer({ rating: 5.1 }),
      buildDealer({ rating: 4.55 }),
      buildDealer({ established: 1899 }),
      buildDealer({ established: currentYear() + 1 }),
      buildDealer({ email: 'not-an-email' }),
      buildDealer({ password: '12345' }),
    ]) {
      expect((await error(() => t.payload.create({ collection: 'dealers', data }))).status).toBe(
        400,
      )
    }
  })

  it('rejects fractional or negative stock and prices with more than 2 decimals', async () => {
    const dealer = await t.payload.create({ collection: 'dealers', data: buildDealer() })
    const firearm = await t.payload.create({ collection: 'firearms', data: buildFirearm() })
    for (const overrides of [{ stock: 1.5 }, { stock: -1 }, { price: -0.01 }, { price: 1.001 }]) {
      const refused = await error(() =>
        t.payload.create({
          collection: 'inventory',
          data: buildInventory(dealer.id, firearm.id, overrides),
        }),
      )
      expect(refused.status).toBe(400)
    }
    const row = await t.payload.create({
      collection: 'inventory',
      data: buildInventory(dealer.id, firearm.id, { stock: 0, price: 0 }),
    })
    expect(row).toMatchObject({ stock: 0, price: 0 })
  })

  it('refuses to log in an inactive dealer, saying why', async () => {
    const data = buildDealer({ isActive: false })
    await t.payload.create({ collection: 'dealers', data })
    const refused = await error(() =>
      t.payload.login({
        collection: 'dealers',
        data: { username: data.username, password: data.password },
      }),
    )
    expect(refused).toEqual({ status: 403, message: INACTIVE_DEALER.detail })
  })

  it('never locks an account itself: throttling is per client, at the front server', async () => {
    const data = buildDealer()
    await t.payload.create({ collection: 'dealers', data })
    const wrong = { username: data.username, password: 'wrong-password' }
    for (let i = 0; i < 6; i++) {
      const refused = await error(() => t.payload.login({ collection: 'dealers', data: wrong }))
      expect(refused.message).toBe(INVALID_LOGIN_MESSAGE)
    }
    const unknown = await error(() =>
      t.payload.login({
        collection: 'dealers',
        data: { username: 'nobody-at-all', password: 'x' },
      }),
    )
    expect(unknown).toMatchObject({ status: 401, message: INVALID_LOGIN_MESSAGE })
    const { token } = await t.payload.login({
      collection: 'dealers',
      data: { username: data.username, password: data.password },
    })
    expect(token).toBeTruthy()
  })
})

describe('admin accounts', () => {
  it('keeps at least one administrator', async () => {
    const { docs } = await t.payload.find({
      collection: 'admins',
      where: { username: { equals: TEST_ADMIN.username } },
    })
    const root = docs[0]!
    expect(
      (
        await error(() =>
          t.payload.update({ collection: 'admins', id: root.id, data: { role: 'editor' } }),
        )
      ).status,
    ).toBe(409)
    expect(
      (await error(() => t.payload.delete({ collection: 'admins', id: root.id }))).status,
    ).toBe(409)
    const second = await t.payload.create({
      collection: 'admins',
      data: {
        username: 'second',
        email: 'second@example.com',
        password: 'second-pass',
        role: 'admin',
      },
    })
    await t.payload.update({ collection: 'admins', id: root.id, data: { role: 'editor' } })
    await t.payload.update({ collection: 'admins', id: root.id, data: { role: 'admin' } })
    await t.payload.delete({ collection: 'admins', id: second.id })
  })

  it('unlocks what an account had open when the account is deleted, and only that', async () => {
    const [editor, dealer] = await Promise.all([
      t.payload.create({
        collection: 'admins',
        data: {
          username: 'locker',
          email: 'locker@example.com',
          password: 'locker-pass',
          role: 'editor',
        },
      }),
      t.payload.create({ collection: 'dealers', data: buildDealer() }),
    ])
    const { docs } = await t.payload.find({
      collection: 'admins',
      where: { username: { equals: TEST_ADMIN.username } },
    })
    const firearms = await Promise.all(
      [0, 1, 2].map(() => t.payload.create({ collection: 'firearms', data: buildFirearm() })),
    )
    // As the panel locks a document its edit view opens, one for each account.
    const holders = [
      { relationTo: 'admins', value: editor.id },
      { relationTo: 'dealers', value: dealer.id },
      { relationTo: 'admins', value: docs[0]!.id },
    ] as const
    await Promise.all(
      holders.map((user, i) =>
        t.payload.create({
          collection: 'payload-locked-documents',
          data: { document: { relationTo: 'firearms', value: firearms[i]!.id }, user },
        }),
      ),
    )
    await t.payload.delete({ collection: 'admins', id: editor.id })
    await t.payload.delete({ collection: 'dealers', id: dealer.id })
    const left = await t.payload.find({
      collection: 'payload-locked-documents',
      where: { 'document.value': { in: firearms.map((firearm) => firearm.id) } },
      depth: 0,
    })
    expect(left.docs.map((lock) => lock.document?.value)).toEqual([firearms[2]!.id])
    await t.payload.delete({ collection: 'payload-locked-documents', id: left.docs[0]!.id })
    for (const firearm of firearms)
      await t.payload.delete({ collection: 'firearms', id: firearm.id })
  })
})

describe('media uploads', () => {
  it('stores an image with WebP renditions', async () => {
    const data = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#445566' },
    })
      .jpeg()
      .toBuffer()
    const media = await t.payload.create({
      collection: 'media',
      data: { alt: 'Grey square' },
      file: { data, mimetype: 'image/jpeg', name: 'grey.jpg', size: data.length },
    })
    expect(media.mimeType).toBe('image/jpeg')
    expect(media.sizes?.thumbnail?.mimeType).toBe('image/webp')
    expect(media.sizes?.card).toMatchObject({ width: 720, height: 480 })
  })

  it('judges a file by its bytes: SVG and non-images are refused whatever they are called', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    )
    const text = Buffer.from('just text')
    for (const [data, mimetype, name] of [
      [svg, 'image/svg+xml', 'x.svg'],
      [svg, 'image/png', 'x.png'],
      [text, 'image/jpeg', 'x.jpg'],
    ] as const) {
      const refused = await error(() =>
        t.payload.create({
          collection: 'media',
          data: { alt: 'bad' },
          file: { data, mimetype, name, size: data.length },
        }),
      )
      expect(refused.status).toBe(400)
    }
    expect(
      (await t.payload.count({ collection: 'media', where: { alt: { equals: 'bad' } } })).totalDocs,
    ).toBe(0)
  })

  it('refuses images over 5 MB with the spec message', async () => {
    const data = Buffer.alloc(5_242_881, 0)
    const refused = await error(() =>
      t.payload.create({
        collection: 'media',
        data: { alt: 'huge' },
        file: { data, mimetype: 'image/png', name: 'huge.png', size: data.length },
      }),
    )
    expect(refused).toEqual({ status: 413, message: IMAGE_TOO_LARGE_MESSAGE })
  })
})
