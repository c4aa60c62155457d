import fs from 'node:fs'
import path from 'node:path'
import { commitTransaction, createLocalReq, initTransaction } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { removeUnusedMedia, sweepPeriodically, sweepUnusedMedia } from '@/collections/Media/orphans'
import { buildFirearm } from '@/seed/factories'
import { startTestPayload, stopTestPayload, type TestPayload } from '../helpers/test-payload'

let t: TestPayload
beforeAll(async () => {
  t = await startTestPayload('orphans')
})
afterAll(() => stopTestPayload(t))

let shade = 0
/** A stored image; returns its id and every file it has on disk (original and renditions). */
async function upload(): Promise<{ id: number; files: string[] }> {
  shade += 40
  const data = await sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: shade % 256, g: 90, b: 60 } },
  })
    .png()
    .toBuffer()
  const media = await t.payload.create({
    collection: 'media',
    data: { alt: 'test image' },
    file: { data, mimetype: 'image/png', name: 'test.png', size: data.length },
  })
  const names = [media.filename, ...Object.values(media.sizes ?? {}).map((s) => s?.filename)]
  const files = names
    .filter((name): name is string => Boolean(name))
    .map((name) => path.join(t.dataDir, 'media', name))
  return { id: media.id, files }
}

const exists = async (id: number) =>
  (await t.payload.count({ collection: 'media', where: { id: { equals: id } } })).totalDocs === 1

/** The removal runs after the change's transaction: wait for it to have decided. */
async function eventually(check: () => Promise<boolean>) {
  for (let i = 0; i < 100; i++) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('did not happen within 5 s')
}

describe('media nothing uses any more', () => {
  it('goes, files and renditions, when a firearm stops using it; used media stay', async () => {
    const [main, gallery, next, shared] = [
      await upload(),
      await upload(),
      await upload(),
      await upload(),
    ]
    expect(main.files).toHaveLength(4)
    expect(main.files.every((file) => fs.existsSync(file))).toBe(true)
    const firearm = await t.payload.create({
      collection: 'firearms',
      data: buildFirearm({
        image: main.id,
        gallery: [{ image: gallery.id }, { image: shared.id }],
      }),
    })
    await t.payload.create({ collection: 'firearms', data: buildFirearm({ image: shared.id }) })

    await t.payload.update({
      collection: 'firearms',
      id: firearm.id,
      data: { image: next.id, gallery: [{ image: gallery.id }] },
    })
    await eventually(async () => !(await exists(main.id)))
    expect(main.files.some((file) => fs.existsSync(file))).toBe(false)
    // Still used: the gallery image by this firearm, the shared one by the other.
    expect(await exists(gallery.id)).toBe(true)
    expect(await exists(shared.id)).toBe(true)

    await t.payload.delete({ collection: 'firearms', id: firearm.id })
    await eventually(async () => !(await exists(next.id)) && !(await exists(gallery.id)))
    expect(await exists(shared.id)).toBe(true)
    expect(shared.files.every((file) => fs.existsSync(file))).toBe(true)
  })

  it('goes when the company logo is replaced', async () => {
    const [first, second] = [await upload(), await upload()]
    await t.payload.updateGlobal({
      slug: 'settings',
      data: { companyName: 'Test Co', companyLogo: first.id },
    })
    await t.payload.updateGlobal({ slug: 'settings', data: { companyLogo: second.id } })
    await eventually(async () => !(await exists(first.id)))
    expect(await exists(second.id)).toBe(true)
  })

  it('is never removed while a transaction is making it used (race)', async () => {
    const image = await upload()
    const firearm = await t.payload.create({ collection: 'firearms', data: buildFirearm() })
    const req = await createLocalReq({}, t.payload)
    await initTransaction(req)
    await t.payload.update({
      collection: 'firearms',
      id: firearm.id,
      data: { image: image.id },
      req,
    })
    // The removal waits on the new reference's lock, then sees it committed.
    const removal = removeUnusedMedia(t.payload, [image.id])
    await new Promise((resolve) => setTimeout(resolve, 200))
    await commitTransaction(req)
    expect(await removal).toEqual([])
    expect(await exists(image.id)).toBe(true)
  })

  it('the sweep takes unused media past the grace period only', async () => {
    const [loose, used] = [await upload(), await upload()]
    await t.payload.create({ collection: 'firearms', data: buildFirearm({ image: used.id }) })
    expect(await sweepUnusedMedia(t.payload)).not.toContain(loose.id)
    expect(await exists(loose.id)).toBe(true)
    const removed = await sweepUnusedMedia(t.payload, 0)
    expect(removed).toContain(loose.id)
    expect(removed).not.toContain(used.id)
    expect(loose.files.some((file) => fs.existsSync(file))).toBe(false)
    expect(await exists(used.id)).toBe(true)
  })

  it('a running server sweeps again on its timer, without a restart', async () => {
    const loose = await upload()
    const stopSweeping = sweepPeriodically(t.payload, 50, 0)
    try {
      for (let i = 0; i < 100 && (await exists(loose.id)); i++)
        await new Promise((resolve) => setTimeout(resolve, 50))
    } finally {
      stopSweeping()
    }
    expect(await exists(loose.id)).toBe(false)
    expect(loose.files.some((file) => fs.existsSync(file))).toBe(false)
  })
})
