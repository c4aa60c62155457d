import type { Handlers } from '../context'

export const contactHandlers = {
  submitContact: async ({ payload, body }) => {
    // Counted at the front server's contact door before it got here.
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
