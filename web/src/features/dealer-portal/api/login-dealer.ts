import type { ApiDealerLogin } from '@sog/contract'

import { api } from '@/lib/api-client'

export type Credentials = { username: string; password: string }

export const loginDealer = (credentials: Credentials) =>
  api<ApiDealerLogin>('/auth/dealer/login', { method: 'POST', body: credentials })
