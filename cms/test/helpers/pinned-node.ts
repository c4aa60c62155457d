import fs from 'node:fs'
import path from 'node:path'

import { CMS_DIR } from '@/lib/paths'

/**
 * The Node version the project runs on: the root package.json's `node` devDependency, whose
 * binary npm puts first on the PATH of every script, whatever the system's Node is.
 */
export const PINNED_NODE_VERSION: string = JSON.parse(
  fs.readFileSync(path.join(CMS_DIR, '..', 'package.json'), 'utf8'),
).devDependencies.node
