import fs from 'node:fs/promises'
import net from 'node:net'
import path from 'node:path'

import { ConfigurationError } from '@/settings'

/**
 * What the launcher checks before it starts anything (issue 33): each mistake people make is
 * one `[sog]` line that names the setting or the fix, within seconds, and nothing is left
 * running — not a stack trace after PostgreSQL and Payload came up. This file is loaded before
 * the launcher's heavy parts (start.ts), so it imports nothing but Node's own modules.
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
