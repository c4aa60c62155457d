import fs from 'node:fs'
import path from 'node:path'

import { CMS_DIR } from '@/lib/paths'
import {
  between,
  COMPOSE_MARKERS,
  composeEnvironment,
  envExample,
  README_MARKERS,
  readmeTable,
} from '@/settings/documents'

/**
 * `npm run generate:settings -w cms`: writes `.env.example`, the README's settings table and
 * Compose's environment from the settings' definitions (cms/src/settings/definitions.ts).
 */
const root = path.join(CMS_DIR, '..')
const rewrite = (file: string, make: (text: string) => string) => {
  const full = path.join(root, file)
  fs.writeFileSync(full, make(fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : ''))
  console.log(`[sog] wrote ${file}`)
}
rewrite('.env.example', () => envExample())
rewrite('README.md', (text) => between(text, ...README_MARKERS, readmeTable()))
rewrite('docker-compose.yml', (text) => between(text, ...COMPOSE_MARKERS, composeEnvironment()))
