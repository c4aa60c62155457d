import { handleApiRequest } from '@/api/router'

// Every answer depends on the database and the caller; nothing here may be prerendered.
export const dynamic = 'force-dynamic'

export const GET = handleApiRequest
export const HEAD = handleApiRequest
export const POST = handleApiRequest
export const PUT = handleApiRequest
export const PATCH = handleApiRequest
export const DELETE = handleApiRequest
