import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { FilterOptionType } from '@sog/contract'
import { SAMPLE_FILTER_OPTIONS } from '@sog/samples'
import type { Payload } from 'payload'
import { inject } from 'vitest'

import { ensureDatabase } from '@/launcher/embedded-postgres'
import { bootstrap } from '@/launcher/bootstrap'
import { closePayload } from '@/launcher/close-payload'
import { resetSettings } from '@/settings'

export const TEST_ADMIN = { username: 'root', password: 'root-password', email: 'root@example.com' }

export type TestPayload = { payload: Payload; databaseUrl: string; dataDir: string }

/** A fresh database name on the run's server; the run's teardown drops it. */
export async function createTestDatabase(label: string): Promise<string> {
  const name = `sog_test_${inject('testRunId')}_${label}_${crypto.randomBytes(3).toString('hex')}`
  return ensureDatabase(inject('databaseServerUrl'), name)
}

/**
 * Boots Payload exactly as the launcher does (migrations, first admin) on a database of its
 * own, so test files never see each other's rows.
 */
export async function startTestPayload(
  label: string,
  { seed = false }: { seed?: boolean } = {},
): Promise<TestPayload> {
  const databaseUrl = await createTestDatabase(label)
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `sog-test-data-${label}-`))
  process.env.DATABASE_URL = databaseUrl
  process.env.DATA_DIR = dataDir
  process.env.PAYLOAD_SECRET = crypto.randomBytes(32).toString('hex')
  // The files test refusals (bad uploads, duplicate rows), which Payload logs as errors: in the
  // test's own output those would read as failures. Each outcome is asserted instead.
  process.env.LOG_LEVEL = 'fatal'
  resetSettings()
  const [{ getPayload }, { default: config }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
  ])
  const payload = await getPayload({ config, key: databaseUrl })
  await bootstrap(payload, { databaseUrl, firstAdmin: () => TEST_ADMIN, seed })
  // Reference data every firearm needs: its option fields take only these names.
  if (!seed) {
    for (const [type, names] of Object.entries(SAMPLE_FILTER_OPTIONS) as [
      FilterOptionType,
      readonly string[],
    ][])
      for (const name of names)
        await payload.create({ collection: 'filter-options', data: { type, name } })
  }
  return { payload, databaseUrl, dataDir }
}

export async function stopTestPayload(test: TestPayload | undefined): Promise<void> {
  if (!test) return
  await closePayload(test.payload)
  await fs.rm(test.dataDir, { recursive: true, force: true })
}
