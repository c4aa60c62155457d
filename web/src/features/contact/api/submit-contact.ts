import { api } from '@/lib/api-client'

/** docs/product.md, "Data": every field is required; the server checks them again. */
export type ContactMessage = { name: string; email: string; subject: string; message: string }

export const submitContact = (message: ContactMessage) =>
  api<{ id: number; detail: string }>('/contact/submit', { method: 'POST', body: message })
