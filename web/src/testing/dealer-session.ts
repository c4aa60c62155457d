import type { ApiDealerLogin } from '@sog/contract'

import type { DealerSession } from '@/lib/session'

export const DEALER_ID = 7

/** A stored dealer session, so the guarded dashboard opens in tests. */
export const dealerSession: DealerSession = {
  dealerId: DEALER_ID,
  dealerName: 'Stored Name',
  username: 'dealer',
  country: 'DE',
  city: 'Stored City',
  access_token: 'dealer-token',
  token_type: 'bearer',
  loginTime: 1_700_000_000_000,
}

export const dealerLogin: ApiDealerLogin = {
  dealer: {
    dealer_id: DEALER_ID,
    name: 'Waffen Berlin',
    username: 'berlin',
    country: 'DE',
    city: 'Berlin',
  },
  access_token: 'fresh-token',
  token_type: 'bearer',
}
