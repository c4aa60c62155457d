import fs from 'node:fs'
import net from 'node:net'

/** Linux's default when the range cannot be read. */
const DEFAULT_EPHEMERAL_LOW = 32768
/** How far below the ephemeral range ports are drawn from. */
const SPAN = 16384

/**
 * The lowest port the OS hands to outgoing connections (Linux: ip_local_port_range). A port
 * from that range, free when chosen, can be taken by any outgoing connection (a database pool
 * opens dozens) before the server meant for it listens, which is then refused with EADDRINUSE.
 */
function ephemeralLow(): number {
  try {
    const [low] = fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').split(/\s+/)
    const value = Number(low)
    return Number.isInteger(value) && value > 1024 ? value : DEFAULT_EPHEMERAL_LOW
  } catch {
    return DEFAULT_EPHEMERAL_LOW
  }
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.unref()
    server.once('error', () => resolve(false))
    // On every interface: the front server listens there, Next and PostgreSQL on 127.0.0.1.
    server.listen(port, () => server.close(() => resolve(true)))
  })
}

/**
 * Ports this process was given or has handed out. Each is free until its server listens, which
 * can be seconds later (the public port waits for the database): a port drawn meanwhile must not
 * be one of them (docs/decisions/0078-ports.md).
 */
const claimed = new Set<number>()

/** A port this process will listen on (its public one): never handed out by `freePort`. */
export function claimPort(port: number): void {
  claimed.add(port)
}

/**
 * A TCP port nothing listens on right now, drawn at random just below the ephemeral range, so
 * that no outgoing connection takes it before its server starts and two processes choosing at
 * once rarely pick the same one, and never one this process claimed or chose before
 * (docs/decisions/0078-ports.md).
 */
export async function freePort(): Promise<number> {
  const high = ephemeralLow() - 1
  const low = Math.max(1025, high - SPAN)
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = low + Math.floor(Math.random() * (high - low + 1))
    if (claimed.has(port) || !(await canListen(port))) continue
    claimed.add(port)
    return port
  }
  throw new Error(`no free port between ${low} and ${high}`)
}
