import { LockedAuth } from 'payload'

import { MAX_IMAGE_BYTES, MIN_PASSWORD_LENGTH } from '@/lib/limits'
import { plainTextToRichText } from '@/lib/rich-text'
import type { Setting } from '@/payload-types'
import type { RequestContext } from '../context'
import { requireAdmin } from '../guards'
import { ApiError, json, readJsonObject } from '../http'
import { storeImage } from '../images'
import { EMAIL, optionalString, requiredString } from '../input'
import type { Route } from '../router'
import { toApiSettings } from '../shapes'
import { inTransaction } from '../transaction'

export const PASSWORDS_DIFFER = 'New passwords do not match'
export const PASSWORD_TOO_SHORT = `New password must be at least ${MIN_PASSWORD_LENGTH} characters long`
export const CURRENT_PASSWORD_WRONG = 'Current password is incorrect'

// A 5 MB image as base64 plus its data-URL prefix.
const MAX_LOGO_STRING = Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 100

function objectOf(body: Record<string, unknown>, field: string): Record<string, unknown> {
  const value = body[field] ?? {}
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new ApiError(400, `${field} must be an object`)
  return value as Record<string, unknown>
}

function locations(body: Record<string, unknown>): NonNullable<Setting['multipleLocations']> {
  const value = body.multipleLocations ?? []
  if (!Array.isArray(value)) throw new ApiError(400, 'multipleLocations must be a list')
  return value.map((entry, i) => {
    if (typeof entry !== 'object' || entry === null)
      throw new ApiError(400, `multipleLocations[${i}] must be an object`)
    const row = entry as Record<string, unknown>
    return {
      city: requiredString(row, 'city').trim(),
      address: optionalString(row, 'address'),
      phone: optionalString(row, 'phone'),
      hours: optionalString(row, 'hours'),
    }
  })
}

/** SPEC.md section 5: a new admin password must match its confirmation and be 6+ long. */
function newPassword(body: Record<string, unknown>): string | null {
  const password = optionalString(body, 'newAdminPassword', 200)
  if (!password) return null
  if (password !== optionalString(body, 'confirmAdminPassword', 200))
    throw new ApiError(400, PASSWORDS_DIFFER)
  if (password.length < MIN_PASSWORD_LENGTH) throw new ApiError(400, PASSWORD_TOO_SHORT)
  return password
}

/**
 * A stolen or forgotten-open admin session must not be enough to take the account over: the
 * password changes only with the current one. A wrong one counts as a failed login (lockout).
 */
async function assertCurrentPassword(
  { payload }: RequestContext,
  username: string,
  password: string | null,
): Promise<void> {
  if (!password) throw new ApiError(400, CURRENT_PASSWORD_WRONG)
  try {
    await payload.login({ collection: 'admins', data: { username, password } })
  } catch (error) {
    if (error instanceof LockedAuth) throw new ApiError(423, error.message)
    throw new ApiError(400, CURRENT_PASSWORD_WRONG)
  }
}

async function saveSettings(context: RequestContext): Promise<Response> {
  const { payload, user, request } = context
  const admin = requireAdmin(user)
  const body = await readJsonObject(request)
  const contactEmail = optionalString(body, 'contactEmail', 254)
  if (contactEmail && !EMAIL.test(contactEmail))
    throw new ApiError(400, 'contactEmail must be a valid e-mail address')
  const social = objectOf(body, 'socialMedia')
  const data = {
    companyName: requiredString(body, 'companyName').trim(),
    companyDescription: plainTextToRichText(optionalString(body, 'companyDescription', 5000)),
    contactEmail: contactEmail || null,
    contactPhone: optionalString(body, 'contactPhone'),
    companyAddress: optionalString(body, 'companyAddress', 1000),
    websiteUrl: optionalString(body, 'websiteUrl'),
    vatId: optionalString(body, 'vatId'),
    krs: optionalString(body, 'krs'),
    regon: optionalString(body, 'regon'),
    licenses: optionalString(body, 'licenses', 2000),
    socialMedia: {
      facebook: optionalString(social, 'facebook'),
      twitter: optionalString(social, 'twitter'),
      instagram: optionalString(social, 'instagram'),
    },
    multipleLocations: locations(body),
  }
  const password = newPassword(body)
  if (password) {
    await assertCurrentPassword(
      context,
      admin.username ?? '',
      optionalString(body, 'adminPassword', 200),
    )
  }
  const logo = optionalString(body, 'companyLogo', MAX_LOGO_STRING)

  const saved = await inTransaction(payload, user, async (req) => {
    const stored = logo
      ? await storeImage(req, logo, 'companyLogo', `${data.companyName} logo`)
      : null
    if (stored?.url) throw new ApiError(400, 'companyLogo must be an uploaded image')
    if (password) {
      await payload.update({
        collection: 'admins',
        id: admin.id,
        data: { password },
        req,
        overrideAccess: false,
      })
    }
    await payload.updateGlobal({
      slug: 'settings',
      data: { ...data, companyLogo: stored?.image ?? null },
      req,
      overrideAccess: false,
    })
    return payload.findGlobal({ slug: 'settings', depth: 1, req })
  })
  return json(toApiSettings(saved))
}

export const settingsRoutes: Route[] = [
  { method: 'PUT', path: '/admin/settings', handler: saveSettings },
]
