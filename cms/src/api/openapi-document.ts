import { createOpenApiDocument } from '@sog/contract/openapi'

import pkg from '../../package.json'

/** Generated once from the route table (docs/api.md); served at /api/openapi.json. */
export const openApiDocument: Record<string, unknown> = { ...createOpenApiDocument(pkg.version) }
