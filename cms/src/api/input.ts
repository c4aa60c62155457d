import { checkMoney, checkWholeNumber } from '@/lib/validators'
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
