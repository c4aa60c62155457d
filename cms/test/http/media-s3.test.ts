import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ApiAdminLogin, ApiFirearm } from '@sog/contract'
import { DEFAULT_ADMIN } from '@/launcher/runtime-env'
import { apiCall } from '../helpers/api-client'
import { createTestDatabase } from '../helpers/test-payload'
import { launch, stop, type Launched } from '../helpers/launcher'
import { expectMediaServed } from '../helpers/media-checks'
import { startTestBucket, type TestBucket } from '../helpers/s3-server'

// Two server processes on one database and one bucket, each with a data folder of its own:
// nothing about media may depend on a process's disk.
let bucket: TestBucket | undefined
let first: Launched | undefined
let second: Launched | undefined
let admin: string

async function png(color: string): Promise<string> {
  const bytes = await sharp({ create: { width: 800, height: 600, channels: 3, background: color } })
    .png()
    .toBuffer()
  return `data:image/png;base64,${bytes.toString('base64')}`
}

const firearm = async (id: string, color: string) => ({
  id,
  name: `SOG S3 ${id}`,
  category: 'Rifle',
  caliber: '.308 Win',
  barrelLength: '20"',
  systemType: 'Rifle',
  pricePLN: 12000,
  priceEUR: 2790,
  imageUrl: await png(color),
  images: [await png('#aa3300')],
  description: 'Stored on S3.',
  specifications: { pl: {}, en: {} },
})

const keyOf = (url: string) => decodeURIComponent(url.replace(/^\/media\//, ''))

/** The bucket's keys of one stored file: the original and its renditions. */
const filesOf = (keys: string[], original: string) => {
  const stem = keyOf(original).replace(/\.[a-z]+$/, '')
  return keys.filter((key) => key.startsWith(stem))
}

beforeAll(async () => {
  bucket = await startTestBucket()
  // Separate data folders, so the secret is given, the same to both (as in production).
  const env = { ...bucket.env, PAYLOAD_SECRET: crypto.randomBytes(32).toString('hex') }
  // A database of its own, so the seed stores its images in the bucket; the second server
  // shares it, with a data folder of its own.
  const databaseUrl = await createTestDatabase('s3')
  first = await launch({ databaseUrl, env })
  second = await launch({ databaseUrl, env })
  admin = (
    await apiCall<ApiAdminLogin>(first.baseUrl, 'POST', '/api/auth/admin/login', {
      body: DEFAULT_ADMIN,
    })
  ).body.access_token
}, 600_000)
afterAll(async () => {
  await stop(second)
  await stop(first)
  await bucket?.close()
})

describe('media on S3-compatible storage (S3_* set)', () => {
  let created: ApiFirearm

  it('stores an upload and its renditions in the bucket, not on the disk', async () => {
    const response = await apiCall<ApiFirearm>(first!.baseUrl, 'POST', '/api/admin/firearms', {
      token: admin,
      body: await firearm('sog-s3-one', '#336699'),
    })
    expect(response.status).toBe(201)
    created = response.body
    const main = created.imageSet[0]!
    expect(main.url).toMatch(/^\/media\/.+-[0-9a-f]{8}\.png$/)
    // 800 × 600: the thumbnail, the card and the large one (not enlarged).
    expect(main.sizes.map((size) => size.width)).toEqual([360, 720, 800])
    const keys = await bucket!.keys()
    const names = [main.url, ...main.sizes.map((s) => s.url)].map(keyOf)
    expect(filesOf(keys, main.url)).toEqual(names.sort())
    const ownDisk = await fs.readdir(path.join(first!.dataDir, 'media')).catch(() => [])
    expect(ownDisk).toEqual([])
  })

  it('serves the same images with validators and HEAD from both server processes', async () => {
    const main = created.imageSet[0]!
    const fromFirst = await expectMediaServed(first!.baseUrl, main.url, main.sizes[0]!.url)
    const fromSecond = await expectMediaServed(second!.baseUrl, main.url, main.sizes[0]!.url)
    expect(fromSecond.equals(fromFirst)).toBe(true)
    // Payload's own file route (the panel's thumbnails) reads the same object.
    const panel = await fetch(
      `${second!.baseUrl}${main.url.replace('/media/', '/cms/api/media/file/')}`,
    )
    expect(Buffer.from(await panel.arrayBuffer()).equals(fromFirst)).toBe(true)
    expect((await fetch(`${second!.baseUrl}/media/no-such-file.png`)).status).toBe(404)
    // An encoded slash never reaches a handler (the front's one spelling of a path).
    expect((await fetch(`${second!.baseUrl}/media/..%2Fsecret`)).status).toBe(400)
    expect((await fetch(`${second!.baseUrl}/media/../secret`)).status).toBe(404)
  })

  it('removes a replaced image with its renditions from the bucket', async () => {
    const old = filesOf(await bucket!.keys(), created.imageSet[0]!.url)
    expect(old.length).toBeGreaterThanOrEqual(3)
    const edited = await apiCall<ApiFirearm>(
      second!.baseUrl,
      'PUT',
      `/api/admin/firearms/${created.id}`,
      { token: admin, body: { ...created, imageUrl: await png('#00aa55') } },
    )
    expect(edited.status).toBe(200)
    for (let i = 0; i < 100 && filesOf(await bucket!.keys(), created.imageSet[0]!.url).length; i++)
      await new Promise((resolve) => setTimeout(resolve, 100))
    const keys = await bucket!.keys()
    expect(old.filter((key) => keys.includes(key))).toEqual([])
    expect(filesOf(keys, edited.body.imageSet[0]!.url).length).toBeGreaterThanOrEqual(3)
    // The gallery image is still used and stays.
    expect(filesOf(keys, created.imageSet[1]!.url).length).toBeGreaterThanOrEqual(3)
    expect((await fetch(`${first!.baseUrl}${created.imageSet[0]!.url}`)).status).toBe(404)
  })
})
