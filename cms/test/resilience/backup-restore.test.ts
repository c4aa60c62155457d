import { execFile } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ApiAdminLogin, ApiDealerLogin } from '@sog/contract'
import type { ApiContact, ApiFirearm, ApiInventoryRow } from '@sog/contract'
import { SAMPLE_DEALER_PASSWORD, SAMPLE_DEALERS } from '@sog/samples'
import { ensureDatabase } from '@/launcher/embedded-postgres'
import { DEFAULT_ADMIN } from '@/launcher/runtime-env'
import { apiCall } from '../helpers/api-client'
import { launch, stop, type Launched } from '../helpers/launcher'

const run = promisify(execFile)

/**
 * docs/operations.md's backup and restore, done as written: `pg_dump -Fc` of a live database
 * plus a copy of the media directory, `pg_restore` into a new database, the app started on it.
 * It needs the PostgreSQL client tools and a server of the same or an older major version (the
 * embedded PostgreSQL is newer than Debian's tools), so it uses the machine's server, as CI does.
 */
const SERVER_URL =
  process.env.BACKUP_TEST_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

const suffix = crypto.randomBytes(3).toString('hex')
const names = { source: `sog_backup_${suffix}_source`, restored: `sog_backup_${suffix}_restored` }
const urls: { source?: string; restored?: string } = {}
const apps: Launched[] = []
const tempDirs: string[] = []

async function tool(name: string, args: string[]): Promise<string> {
  try {
    return (await run(name, args, { maxBuffer: 16 * 1024 * 1024 })).stdout
  } catch (error) {
    const e = error as { code?: unknown; stderr?: string }
    if (e.code === 'ENOENT')
      throw new Error(
        `${name} is not installed: the backup test needs the PostgreSQL client tools`,
        { cause: error },
      )
    throw new Error(`${name} ${args[0]} failed: ${e.stderr ?? String(error)}`, { cause: error })
  }
}

async function tempDir(label: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `sog-backup-${label}-`))
  tempDirs.push(dir)
  return dir
}

async function adminToken(app: Launched): Promise<string> {
  return (
    await apiCall<ApiAdminLogin>(app.baseUrl, 'POST', '/api/auth/admin/login', {
      body: DEFAULT_ADMIN,
    })
  ).body.access_token
}

beforeAll(async () => {
  await tool('pg_dump', ['--version'])
  await tool('pg_restore', ['--version'])
  const probe = new pg.Client({ connectionString: SERVER_URL })
  await probe.connect().catch((error: unknown) => {
    throw new Error(
      `The backup test needs a PostgreSQL server at ${SERVER_URL} (BACKUP_TEST_SERVER_URL): ${String(error)}`,
    )
  })
  await probe.end()
  urls.source = await ensureDatabase(SERVER_URL, names.source)
  urls.restored = await ensureDatabase(SERVER_URL, names.restored)
})

afterAll(async () => {
  for (const app of apps) await stop(app)
  const client = new pg.Client({ connectionString: SERVER_URL })
  await client.connect()
  for (const name of Object.values(names))
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  await client.end()
  for (const dir of [...tempDirs, ...apps.map((a) => a.dataDir)])
    await fs.rm(dir, { recursive: true, force: true })
})

describe('backup and restore', () => {
  it('restores data and media with pg_dump -Fc / pg_restore and the media directory', async () => {
    const source = await launch({ databaseUrl: urls.source })
    apps.push(source)
    const token = await adminToken(source)
    const png = await sharp({
      create: { width: 90, height: 60, channels: 3, background: '#884422' },
    })
      .png()
      .toBuffer()
    const firearm = await apiCall<ApiFirearm>(source.baseUrl, 'POST', '/api/admin/firearms', {
      token,
      body: {
        id: `sog-backup-${suffix}`,
        name: 'Backup Test Rifle',
        category: 'Rifle',
        caliber: '.308 Win',
        barrelLength: '20"',
        systemType: 'Rifle',
        pricePLN: 9999,
        priceEUR: 2300,
        availability: 'In Stock',
        isNew: true,
        imageUrl: `data:image/png;base64,${png.toString('base64')}`,
        description: 'Kept through a backup.',
        specifications: { pl: {}, en: {} },
      },
    })
    expect(firearm.status, JSON.stringify(firearm.body)).toBe(201)
    const contact = await apiCall<{ id: number }>(source.baseUrl, 'POST', '/api/contact/submit', {
      body: {
        name: 'Backup',
        email: 'backup@example.com',
        subject: `backup ${suffix}`,
        message: 'Still here after the restore?',
      },
    })
    expect(contact.status).toBe(201)
    const dealer = (
      await apiCall<ApiDealerLogin>(source.baseUrl, 'POST', '/api/auth/dealer/login', {
        body: { username: SAMPLE_DEALERS[2]!.username, password: SAMPLE_DEALER_PASSWORD },
      })
    ).body
    const dealerId = dealer.dealer.dealer_id
    const stock = await apiCall(
      source.baseUrl,
      'PUT',
      `/api/inventory/dealer/${dealerId}/firearm/${firearm.body.id}`,
      { token: dealer.access_token, body: { stock: 7, price: 9500, available: true } },
    )
    expect(stock.status).toBe(200)

    // The backup, taken while the server runs.
    const backupDir = await tempDir('files')
    const dump = path.join(backupDir, 'sog.dump')
    await tool('pg_dump', ['-Fc', '-f', dump, urls.source!])
    await fs.cp(path.join(source.dataDir, 'media'), path.join(backupDir, 'media'), {
      recursive: true,
    })

    // The restore: a new database and a new data directory, as on another machine.
    await tool('pg_restore', ['--no-owner', '--no-privileges', '-d', urls.restored!, dump])
    const dataDir = await tempDir('data')
    await fs.cp(path.join(backupDir, 'media'), path.join(dataDir, 'media'), { recursive: true })
    const restored = await launch({ dataDir, databaseUrl: urls.restored })
    apps.push(restored)

    const found = await apiCall<ApiFirearm>(
      restored.baseUrl,
      'GET',
      `/api/firearms/${firearm.body.id}`,
    )
    expect(found.status).toBe(200)
    expect(found.body).toMatchObject({ name: 'Backup Test Rifle', pricePLN: 9999 })
    const image = await fetch(`${restored.baseUrl}${found.body.imageUrl}`)
    expect(image.status).toBe(200)
    expect(Buffer.from(await image.arrayBuffer())).toEqual(
      Buffer.from(await (await fetch(`${source.baseUrl}${firearm.body.imageUrl}`)).arrayBuffer()),
    )
    const restoredToken = await adminToken(restored)
    const contacts = await apiCall<ApiContact[]>(restored.baseUrl, 'GET', '/api/admin/contacts', {
      token: restoredToken,
    })
    expect(contacts.body.filter((c) => c.id === contact.body.id)).toEqual([
      expect.objectContaining({ subject: `backup ${suffix}` }),
    ])
    const rows = await apiCall<ApiInventoryRow[]>(
      restored.baseUrl,
      'GET',
      `/api/inventory/dealer/${dealerId}`,
      { token: restoredToken },
    )
    expect(rows.body).toContainEqual({
      firearmId: firearm.body.id,
      stock: 7,
      price: 9500,
      available: true,
      version: expect.any(String),
    })
    // Dealers' passwords came along: the dealer logs in on the restored copy.
    const login = await apiCall(restored.baseUrl, 'POST', '/api/auth/dealer/login', {
      body: { username: SAMPLE_DEALERS[2]!.username, password: SAMPLE_DEALER_PASSWORD },
    })
    expect(login.status).toBe(200)
    await stop(restored)
  })

  it('reads from DATABASE_READ_REPLICA_URLS and writes to the primary', async () => {
    // The source database stands in for a replica of the restored one: a firearm added only
    // there after the backup shows in reads, and a new write lands in the primary only.
    const source = apps[0]!
    const marker = `sog-replica-${suffix}`
    const added = await apiCall(source.baseUrl, 'POST', '/api/admin/firearms', {
      token: await adminToken(source),
      body: {
        id: marker,
        name: 'Only On The Replica',
        category: 'Rifle',
        caliber: '.308 Win',
        barrelLength: '20"',
        systemType: 'Rifle',
        pricePLN: 1,
        priceEUR: 1,
        specifications: { pl: {}, en: {} },
      },
    })
    expect(added.status, JSON.stringify(added.body)).toBe(201)
    const app = await launch({
      dataDir: await tempDir('replica'),
      databaseUrl: urls.restored,
      env: { DATABASE_READ_REPLICA_URLS: urls.source! },
    })
    apps.push(app)
    const read = await apiCall<ApiFirearm>(app.baseUrl, 'GET', `/api/firearms/${marker}`)
    expect(read).toMatchObject({ status: 200, body: { name: 'Only On The Replica' } })

    const written = `primary ${suffix}`
    const sent = await apiCall(app.baseUrl, 'POST', '/api/contact/submit', {
      body: { name: 'Primary', email: 'primary@example.com', subject: written, message: written },
    })
    expect(sent.status).toBe(201)
    const count = async (url: string) => {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      const { rows } = await client.query<{ n: string }>(
        'SELECT count(*) AS n FROM contacts WHERE subject = $1',
        [written],
      )
      await client.end()
      return Number(rows[0]!.n)
    }
    expect(await count(urls.restored!)).toBe(1)
    expect(await count(urls.source!)).toBe(0)
  })
})
