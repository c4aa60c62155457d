import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'

import { TEST_SETTINGS, loadEnvFile } from '../src/launcher/dot-env'
import { startEmbeddedPostgres } from '../src/launcher/embedded-postgres'
import { makeCurrentBuild } from './helpers/current-build'
import { removeDataDir } from './helpers/launcher'
import { templateDataDir } from './helpers/seeded-template'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseServerUrl: string
    testRunId: string
  }
}

/**
 * A current production build, and one PostgreSQL server for the run: `TEST_DATABASE_URL` when set, else an embedded one in a
 * temporary directory. Test files create their own databases on it (prefixed by the run id)
 * and the teardown drops them.
 */
export default async function setup(project: TestProject) {
  // TEST_DATABASE_URL and the like may come from .env, as npm start's settings do.
  loadEnvFile(TEST_SETTINGS)
  await makeCurrentBuild()
  const runId = crypto.randomBytes(3).toString('hex')
  let serverUrl = process.env.TEST_DATABASE_URL
  let stopServer = async () => {}
  let tmpDir: string | null = null
  if (!serverUrl) {
    tmpDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sog-test-pg-'))
    await fs.chmod(tmpDir, 0o755)
    const server = await startEmbeddedPostgres(path.join(tmpDir, 'postgres'), (m) => console.log(m))
    serverUrl = server.serverUrl
    stopServer = server.stop
  }
  project.provide('databaseServerUrl', serverUrl)
  project.provide('testRunId', runId)

  return async () => {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1',
      [`sog_test_${runId}_%`],
    )
    for (const { datname } of rows)
      await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`)
    await client.end()
    await fs.rm(templateDataDir(runId), { recursive: true, force: true })
    await stopServer()
    // As root with a temporary folder the postgres user cannot enter, the cluster lives under
    // /var/lib/sog and the folder holds only a link to it: both go.
    if (tmpDir) await removeDataDir(tmpDir)
  }
}
