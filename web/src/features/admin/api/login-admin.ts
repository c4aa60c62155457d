import type { ApiAdminLogin } from '@sog/contract'

import { api } from '@/lib/api-client'

export type Credentials = { username: string; password: string }

export const loginAdmin = (credentials: Credentials) =>
  api<ApiAdminLogin>('/auth/admin/login', { method: 'POST', body: credentials })
