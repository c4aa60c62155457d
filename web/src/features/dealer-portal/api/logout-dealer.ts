import { api } from '@/lib/api-client'

/** Revokes the token on the server, so a copied token stops working too. */
export const logoutDealer = () => api<unknown>('/auth/dealer/logout', { method: 'POST' })
