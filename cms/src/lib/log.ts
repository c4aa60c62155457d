import { pino, type LoggerOptions } from 'pino'

/**
 * One log format for the whole product: a JSON object per line with an ISO time, the level as
 * a word and the component's name. The front server's request lines and Payload's own logger
 * both use it, so one log pipeline reads everything (docs/operations.md). JSON escapes control
 * characters, so a CR/LF in a requested path can never forge a line.
 */
const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

export function logLevel(): string {
  const level = (process.env.LOG_LEVEL ?? 'info').toLowerCase()
  if (!(LEVELS as readonly string[]).includes(level)) {
    throw new Error(`LOG_LEVEL must be one of ${LEVELS.join(', ')}, got "${process.env.LOG_LEVEL}"`)
  }
  return level
}

export function logOptions(name: string): LoggerOptions {
  return {
    name,
    level: logLevel(),
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  }
}
