import net from 'node:net'

import { expect, test } from '../support/fixtures'

/**
 * The journeys' API client (support/fixtures.ts) meets a kept-alive connection reset under a
 * request as a browser does: it sends the request again on a new one. A CI run on a busy machine
 * failed a journey on that reset (docs/decisions/0189-resend-on-reset.md).
 */
test('the API client sends a request again when its kept-alive connection is reset', async ({
  request,
}) => {
  // Answers a connection's first request and keeps it open, then resets it at the next one, as
  // the front server's idle close does to a request written at that moment.
  let connections = 0
  const server = net.createServer((socket) => {
    connections++
    let received = ''
    let answered = false
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1')
      const requests = received.split('\r\n\r\n').length - 1
      if (requests > 1) socket.resetAndDestroy()
      else if (requests === 1 && !answered) {
        answered = true
        socket.write('HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: keep-alive\r\n\r\nok')
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  try {
    const address = `http://127.0.0.1:${port}/`
    expect(await (await request.get(address)).text()).toBe('ok')
    expect(await (await request.get(address)).text()).toBe('ok')
    expect(connections).toBe(2)
  } finally {
    server.close()
  }
})
