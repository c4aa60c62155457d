import type { RequestBody } from '@sog/contract'

/** The request form's values: the recipient is the company (null) until a dealer is chosen. */
export type RequestValues = Omit<RequestBody, 'dealerId'> & { dealerId: number | null }
