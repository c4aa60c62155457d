import type { Handlers } from '../context'
import { enforceRateLimit } from '../rate-limit'

export const contactHandlers = {
  submitContact: async ({ request, payload, body }) => {
    enforceRateLimit(request, 'contact', { limit: 10, windowMs: 10 * 60 * 1000 })
    // Public messages reach the inbox only through this route; the collection stores them
    // as new whatever the sender says.
    const created = await payload.create({
      collection: 'contacts',
      data: { ...body, status: 'new' },
      context: { publicContactForm: true },
      overrideAccess: false,
      user: null,
    })
    return { id: created.id, detail: 'Message received' }
  },
} satisfies Partial<Handlers>
