/**
 * Writes the generated OpenAPI document to a file, for `redocly lint` and for generating a
 * client with openapi-typescript (`npm run lint:api`).
 */
import fs from 'node:fs'

import { createOpenApiDocument } from '../src/openapi'
import pkg from '../package.json' with { type: 'json' }

const out = process.argv[2] ?? 'openapi.json'
fs.writeFileSync(out, `${JSON.stringify(createOpenApiDocument(pkg.version), null, 2)}\n`)
