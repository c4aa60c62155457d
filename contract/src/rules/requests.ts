/**
 * Price and availability requests (docs/product.md, "Requests";
 * docs/decisions/0162-requests.md): what a visitor asks, where it stands, how long it is kept and
 * the windows the dashboard counts them over.
 */
export const REQUEST_KINDS = ['price', 'availability'] as const
export type RequestKind = (typeof REQUEST_KINDS)[number]

/** New until the recipient answers it; closed when nothing more is to be done. */
export const REQUEST_STATUSES = ['new', 'answered', 'closed'] as const
export type RequestStatus = (typeof REQUEST_STATUSES)[number]

export const REQUEST_LIMITS = { name: 200, phone: 50, message: 2000 } as const

/** Requests are removed this many months after they were sent, unless the settings say otherwise. */
export const DEFAULT_REQUEST_RETENTION_MONTHS = 24
export const MIN_REQUEST_RETENTION_MONTHS = 1
export const MAX_REQUEST_RETENTION_MONTHS = 120

/** The dashboard's windows, in days. */
export const REQUEST_INSIGHT_DAYS = [30, 90] as const
export type RequestInsightDays = (typeof REQUEST_INSIGHT_DAYS)[number]

/** `dealer=company` in a list's query: the requests sent to the company itself. */
export const COMPANY_RECIPIENT = 'company'
