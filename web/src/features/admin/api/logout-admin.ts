import { api } from '@/lib/api-client'

/** Revokes the token on the server, so a copied token stops working too. */
export const logoutAdmin = () => api<unknown>('/auth/admin/logout', { method: 'POST' })
