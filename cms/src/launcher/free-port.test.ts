import fs from 'node:fs'
import net from 'node:net'
import { describe, expect, it } from 'vitest'

import { claimPort, freePort } from './free-port'

const listenOn = (port: number) =>
  new Promise<net.Server>((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(port, () => resolve(server))
  })

describe('freePort', () => {
  it('gives a port below the range outgoing connections take theirs from', async () => {
    const [low] = fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').split(/\s+/)
    for (let i = 0; i < 20; i++) expect(await freePort()).toBeLessThan(Number(low))
  })

  it('gives a port a server can listen on at once', async () => {
    const server = await listenOn(await freePort())
    server.close()
  })

  it('never hands out a port twice, nor one claimed, though nothing listens there yet', async () => {
    // Every even port below the ephemeral range claimed: half of those it draws from.
    const [low] = fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').split(/\s+/)
    for (let port = 1026; port < Number(low); port += 2) claimPort(port)
    const given: number[] = []
    for (let i = 0; i < 200; i++) given.push(await freePort())
    expect(new Set(given).size).toBe(200)
    expect(given.filter((port) => port % 2 === 0)).toEqual([])
  })

  it('spreads its choices, so processes choosing at once rarely meet', async () => {
    const ports = new Set<number>()
    for (let i = 0; i < 20; i++) ports.add(await freePort())
    expect(ports.size).toBeGreaterThan(15)
  })
})
