/** Firearm ids keep the spec's client-generated form `sog-{timestamp}-{random5}`. */
export const FIREARM_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/

export function newFirearmId(now: number = Date.now()): string {
  const random5 = Math.random().toString(36).slice(2, 7).padEnd(5, '0')
  return `sog-${now}-${random5}`
}
