import { pino, type LoggerOptions } from 'pino'

import { settings } from '@/settings'

/**
 * One log format for the whole product: a JSON object per line with an ISO time, the level as
 * a word and the component's name. The front server's request lines and Payload's own logger
 * both use it, so one log pipeline reads everything (docs/operations.md). JSON escapes control
 * characters, so a CR/LF in a requested path can never forge a line.
 */
export function logOptions(name: string): LoggerOptions {
  return {
    name,
    level: settings().LOG_LEVEL,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  }
}
