import { pino } from 'pino'

import { logOptions } from '@/lib/log'

/**
 * The launcher's last line of defence (issue 32): an error nothing caught — a stream's error
 * event without a listener, a promise nobody awaited — is logged with its stack and the
 * process goes on serving. Node's default would end the process, and with it the public port,
 * for every visitor, because of one request.
 */
export function keepServingOnStrayErrors(): void {
  const log = pino(logOptions('launcher'))
  process.on('uncaughtException', (error, origin) => {
    log.error({ err: error, origin }, 'an error nothing caught; the server goes on')
  })
  process.on('unhandledRejection', (reason) => {
    log.error({ err: reason }, 'a rejected promise nobody awaited; the server goes on')
  })
}
