import fs from 'node:fs/promises'

/** The processes `pid` started that are still running, as `/proc` lists them. */
export async function children(pid: number): Promise<number[]> {
  const tasks = await fs.readdir(`/proc/${pid}/task`).catch(() => [] as string[])
  const lists = await Promise.all(
    tasks.map((task) => fs.readFile(`/proc/${pid}/task/${task}/children`, 'utf8').catch(() => '')),
  )
  return lists.flatMap((text) => text.split(' ').filter(Boolean).map(Number))
}

/**
 * Private memory only (RssAnon): PostgreSQL's backends map its shared buffers, which would
 * count again for every connection a pool opens.
 */
async function privateBytes(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8').catch(() => '')
  const kb = Number(/^RssAnon:\s+(\d+) kB/m.exec(status)?.[1] ?? 0)
  return kb * 1024
}

/** Resident private memory of a process and all its descendants (launcher, Next, PostgreSQL). */
export async function treeRss(pid: number): Promise<number> {
  const all: number[] = []
  const queue = [pid]
  while (queue.length > 0) {
    const next = queue.shift()!
    all.push(next)
    queue.push(...(await children(next)))
  }
  const sizes = await Promise.all(all.map(privateBytes))
  return sizes.reduce((sum, size) => sum + size, 0)
}

export const MB = 1024 * 1024

/**
 * The launcher's JavaScript heap in use after a full collection, read through the inspector it
 * opened (`launch({ inspect: true })` prints its address): what the front server keeps, free of
 * the tens of MB its collector leaves between collections, which resident memory includes.
 */
export async function heapAfterCollection(output: string): Promise<number> {
  const address = /Debugger listening on (ws:\/\/\S+)/.exec(output)?.[1]
  if (!address) throw new Error('the launcher opened no inspector')
  const socket = new WebSocket(address)
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true })
    socket.addEventListener('error', reject, { once: true })
  })
  let id = 0
  const call = (method: string) =>
    new Promise<Record<string, number>>((resolve) => {
      const mine = ++id
      const answer = (event: MessageEvent) => {
        const message = JSON.parse(String(event.data)) as {
          id?: number
          result: Record<string, number>
        }
        if (message.id !== mine) return
        socket.removeEventListener('message', answer)
        resolve(message.result)
      }
      socket.addEventListener('message', answer)
      socket.send(JSON.stringify({ id: mine, method }))
    })
  try {
    await call('HeapProfiler.collectGarbage')
    return (await call('Runtime.getHeapUsage')).usedSize ?? NaN
  } finally {
    socket.close()
  }
}
