import { AVAILABILITY_VALUES, type Availability } from './limits'

/**
 * Field rules shared by the collections (Payload's `validate`) and the /api handlers, so the
 * panel and the SPA get the same answer. Each returns `true` or a message naming the problem.
 */
export type Check = true | string

/**
 * A custom `validate` replaces Payload's own checks of a field (required, min, maxLength), so
 * these take over those rules too.
 */
function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === ''
}

export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6
}

export function checkMoney(value: unknown, label: string, required = false): Check {
  if (isEmpty(value)) return required ? `${label} is required` : true
  if (typeof value !== 'number' || !Number.isFinite(value)) return `${label} must be a number`
  if (value < 0) return `${label} must be 0 or more`
  if (!hasAtMostTwoDecimals(value)) return `${label} must have at most 2 decimal places`
  return true
}

export function checkWholeNumber(value: unknown, label: string, required = false): Check {
  if (isEmpty(value)) return required ? `${label} is required` : true
  if (typeof value !== 'number' || !Number.isInteger(value))
    return `${label} must be a whole number`
  if (value < 0) return `${label} must be 0 or more`
  return true
}

export function checkRange(
  value: unknown,
  label: string,
  min: number,
  max: number,
  step?: number,
  required = false,
): Check {
  if (isEmpty(value)) return required ? `${label} is required` : true
  if (typeof value !== 'number' || !Number.isFinite(value)) return `${label} must be a number`
  if (value < min || value > max) return `${label} must be between ${min} and ${max}`
  if (step !== undefined && Math.abs(Math.round(value / step) * step - value) > 1e-9) {
    return `${label} must be a multiple of ${step}`
  }
  return true
}

export function checkText(
  value: unknown,
  label: string,
  { required = true, maxLength }: { required?: boolean; maxLength?: number } = {},
): Check {
  if (isEmpty(value)) return required ? `${label} is required` : true
  if (typeof value !== 'string') return `${label} must be text`
  if (required && value.trim() === '') return `${label} is required`
  if (maxLength !== undefined && value.length > maxLength) {
    return `${label} must be at most ${maxLength} characters`
  }
  return true
}

/** Public sample data spells it "Pre-order"; the enumeration spells it "Pre-Order". */
export function normaliseAvailability(value: unknown): unknown {
  if (typeof value !== 'string') return value
  const trimmed = value.trim()
  return AVAILABILITY_VALUES.find((v) => v.toLowerCase() === trimmed.toLowerCase()) ?? trimmed
}

export function isAvailability(value: unknown): value is Availability {
  return AVAILABILITY_VALUES.includes(value as Availability)
}

export function trimmed(value: unknown): unknown {
  return typeof value === 'string' ? value.trim() : value
}
