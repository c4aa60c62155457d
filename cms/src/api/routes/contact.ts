import { CONTACT_LIMITS } from '@/collections/Contacts'
import { checkText } from '@/lib/validators'
import { ApiError, json, readJsonObject } from '../http'
import { email } from '../input'
import { enforceRateLimit } from '../rate-limit'
import type { RequestContext } from '../context'

/** Field by field, so the first problem named is the one the visitor can fix. */
function contactInput(body: Record<string, unknown>) {
  const fields = ['name', 'email', 'subject', 'message'] as const
  for (const field of fields) {
    const check = checkText(body[field], field, { maxLength: CONTACT_LIMITS[field] })
    if (check !== true) throw new ApiError(400, check)
  }
  return {
    name: String(body.name).trim(),
    email: email(body, 'email'),
    subject: String(body.subject).trim(),
    message: String(body.message),
  }
}

export async function submitContact({ request, payload }: RequestContext): Promise<Response> {
  const data = contactInput(await readJsonObject(request))
  enforceRateLimit(request, 'contact', { limit: 10, windowMs: 10 * 60 * 1000 })
  const created = await payload.create({
    collection: 'contacts',
    data: { ...data, status: 'new' },
    overrideAccess: false,
    user: null,
  })
  return json({ id: created.id, detail: 'Message received' }, { status: 201 })
}
