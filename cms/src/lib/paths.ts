import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The cms workspace directory. This file sits two levels below it both as source
 * (`src/lib`) and in the launcher bundle (`dist/server`), so the same expression fits both.
 */
export const CMS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export const SEED_IMAGES_DIR = path.join(CMS_DIR, 'src', 'seed', 'images')

export const WEB_DIR = path.resolve(CMS_DIR, '..', 'web')
export const WEB_DIST_DIR = path.join(WEB_DIR, 'dist')
export const WEB_SSR_DIR = path.join(WEB_DIR, 'dist-ssr')
