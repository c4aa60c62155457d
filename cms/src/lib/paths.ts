import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The cms workspace directory: the nearest folder above this file whose package.json is the
 * workspace's. This file sits at different depths as source (`src/lib`) and in the launcher's
 * bundle (`dist/launcher`, `dist/chunks`), so the folder is found, not counted.
 */
function workspaceDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url))
  for (;;) {
    const manifest = path.join(dir, 'package.json')
    if (fs.existsSync(manifest)) {
      const { name } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string }
      if (name === '@sog/cms') return dir
    }
    const parent = path.dirname(dir)
    if (parent === dir) throw new Error('the cms workspace (@sog/cms) is not above this file')
    dir = parent
  }
}

export const CMS_DIR = workspaceDir()

export const SEED_IMAGES_DIR = path.join(CMS_DIR, 'src', 'seed', 'images')

export const WEB_DIR = path.resolve(CMS_DIR, '..', 'web')
export const WEB_DIST_DIR = path.join(WEB_DIR, 'dist')
export const WEB_SSR_DIR = path.join(WEB_DIR, 'dist-ssr')
