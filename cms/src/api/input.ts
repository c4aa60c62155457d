import { checkMoney, checkRange, checkWholeNumber } from '@/lib/validators'
import { ApiError } from './http'

/** Reads one field of a JSON body, answering 400 with the field's name when it is wrong. */
export function requiredString(body: Record<string, unknown>, field: string): string {
  const value = body[field]
  if (typeof value !== 'string' || value.trim() === '')
    throw new ApiError(400, `${field} is required`)
  return value
}

export function wholeNumber(body: Record<string, unknown>, field: string): number {
  const check =
    body[field] === undefined ? `${field} is required` : checkWholeNumber(body[field], field)
  if (check !== true) throw new ApiError(400, check)
  return body[field] as number
}

export function money(body: Record<string, unknown>, field: string): number {
  const check = body[field] === undefined ? `${field} is required` : checkMoney(body[field], field)
  if (check !== true) throw new ApiError(400, check)
  return body[field] as number
}

export function boolean(body: Record<string, unknown>, field: string): boolean {
  const value = body[field]
  if (typeof value !== 'boolean') throw new ApiError(400, `${field} must be true or false`)
  return value
}

export function positiveId(value: string | undefined, what: string): number {
  const id = Number(value)
  if (!Number.isInteger(id) || id <= 0) throw new ApiError(404, `${what} not found`)
  return id
}

export function optionalString(
  body: Record<string, unknown>,
  field: string,
  maxLength = 500,
): string {
  const value = body[field]
  if (value === undefined || value === null) return ''
  if (typeof value !== 'string') throw new ApiError(400, `${field} must be text`)
  if (value.length > maxLength)
    throw new ApiError(400, `${field} must be at most ${maxLength} characters`)
  return value.trim()
}

export function optionalMoney(body: Record<string, unknown>, field: string): number | null {
  const value = body[field]
  if (value === undefined || value === null || value === '') return null
  return money(body, field)
}

export function numberInRange(
  body: Record<string, unknown>,
  field: string,
  { min, max, step, fallback }: { min: number; max: number; step: number; fallback: number },
): number {
  const value = body[field]
  if (value === undefined || value === null || value === '') return fallback
  const check = checkRange(value, field, min, max, step)
  if (check !== true) throw new ApiError(400, check)
  return value as number
}

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function email(body: Record<string, unknown>, field: string): string {
  const value = requiredString(body, field).trim()
  if (!EMAIL.test(value) || value.length > 254)
    throw new ApiError(400, `${field} must be a valid e-mail address`)
  return value
}

/** A list of strings, or comma-separated text; trimmed, blanks dropped (SPEC.md section 3). */
export function stringList(body: Record<string, unknown>, field: string): string[] {
  const value = body[field]
  if (value === undefined || value === null) return []
  const items = typeof value === 'string' ? value.split(',') : value
  if (!Array.isArray(items) || !items.every((v) => typeof v === 'string')) {
    throw new ApiError(400, `${field} must be a list of text`)
  }
  return items.map((v) => v.trim()).filter(Boolean)
}
