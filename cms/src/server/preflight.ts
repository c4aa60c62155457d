import fs from 'node:fs/promises'
import net from 'node:net'
import path from 'node:path'
import pg from 'pg'

import { ConfigurationError } from '@/settings'

/**
 * What the launcher checks before it starts anything (issue 33): each mistake people make is
 * one `[sog]` line that names the setting or the fix, within seconds, and nothing is left
 * running — not a stack trace after PostgreSQL and Payload came up.
 */

/** The public port is free on its address (checked first: it takes milliseconds). */
export async function checkPortFree(port: number, host: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const server = net.createServer()
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE')
        reject(
          new ConfigurationError(
            `Port ${port} on ${host} is in use: stop what listens there, or set PORT to a free port.`,
          ),
        )
      else if (error.code === 'EACCES')
        reject(
          new ConfigurationError(
            `Port ${port} on ${host} needs privileges this user does not have: set PORT to a port above 1023.`,
          ),
        )
      else if (error.code === 'EADDRNOTAVAIL')
        reject(new ConfigurationError(`HOST ${host} is not an address of this machine.`))
      else reject(error)
    })
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve()))
  })
}

/** The data folder can be written (the generated secrets, media and the embedded database). */
export async function checkWritable(dataDir: string): Promise<void> {
  const probe = path.join(dataDir, `.write-check-${process.pid}`)
  try {
    await fs.mkdir(dataDir, { recursive: true })
    await fs.writeFile(probe, '')
    await fs.rm(probe)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error'
    throw new ConfigurationError(
      `DATA_DIR ${dataDir} cannot be written (${code}): make it writable for this user, or set DATA_DIR to a folder that is.`,
    )
  }
}

/** Where a connection string points, for messages: never its password. */
function where(url: URL): string {
  return `${url.hostname}:${url.port || 5432}`
}

/**
 * DATABASE_URL answers and its database exists. A database that does not exist is created
 * only when asked (CREATE_DATABASE=true): a mistyped name must not be filled with sample data.
 */
export async function checkDatabase(connectionString: string, create: boolean): Promise<void> {
  const url = new URL(connectionString)
  const name = decodeURIComponent(url.pathname.slice(1)) || url.username
  const user = decodeURIComponent(url.username)
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 })
  try {
    await client.connect()
    await client.end()
    return
  } catch (error) {
    await client.end().catch(() => {})
    const code = (error as { code?: string }).code
    if (code === '3D000') {
      if (create) return createDatabase(url, name)
      throw new ConfigurationError(
        `Database "${name}" does not exist on ${where(url)} (DATABASE_URL): check its name, create it, or set CREATE_DATABASE=true to have it created.`,
      )
    }
    if (code === '28P01' || code === '28000')
      throw new ConfigurationError(
        `PostgreSQL on ${where(url)} refused user "${user}" (DATABASE_URL): check the user name and password.`,
      )
    const reason = code ?? (error as Error).message
    throw new ConfigurationError(
      `Cannot connect to PostgreSQL on ${where(url)} (DATABASE_URL): ${reason}. Is it running and reachable from here?`,
    )
  }
}

async function createDatabase(url: URL, name: string): Promise<void> {
  const maintenance = new URL(url)
  maintenance.pathname = '/postgres'
  const client = new pg.Client({ connectionString: maintenance.toString() })
  try {
    await client.connect()
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`)
  } catch (error) {
    throw new ConfigurationError(
      `Database "${name}" could not be created on ${where(url)} (CREATE_DATABASE): ${(error as Error).message}.`,
    )
  } finally {
    await client.end().catch(() => {})
  }
}
