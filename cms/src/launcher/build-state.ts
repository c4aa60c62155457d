import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import { RENDERER_FILE } from '@sog/contract'

import { CMS_DIR, WEB_DIST_DIR, WEB_SSR_DIR } from '@/lib/paths'

/**
 * Whether the build on disk was made from the sources as they are now. The launcher rebuilds
 * when they changed, so `npm start` never serves yesterday's code, and when any of the build's
 * outputs is gone: the stamp lives in `.next`, and a removed `web/dist` beside a current stamp
 * served 404 at `/` (docs/decisions/0079-builds.md).
 */
export type BuildLayout = {
  /** The sources' hash of the last build. */
  stamp: string
  /** One file each build step leaves: the site, its renderer, the server. */
  outputs: string[]
}

const BUILD: BuildLayout = {
  stamp: path.join(CMS_DIR, '.next', 'sog-source-hash'),
  outputs: [
    path.join(WEB_DIST_DIR, 'index.html'),
    path.join(WEB_SSR_DIR, RENDERER_FILE),
    path.join(CMS_DIR, '.next', 'BUILD_ID'),
  ],
}

const INPUTS = [
  'src',
  'next.config.ts',
  'package.json',
  'tsconfig.json',
  '../package-lock.json',
  '../contract/src',
  '../contract/package.json',
  '../samples/src',
  '../samples/package.json',
  '../web/src',
  '../web/public',
  '../web/index.html',
  '../web/vite.config.ts',
]

async function listFiles(entry: string): Promise<string[]> {
  const full = path.join(CMS_DIR, entry)
  const stat = await fs.stat(full).catch(() => null)
  if (!stat) return []
  if (stat.isFile()) return [full]
  const entries = await fs.readdir(full, { recursive: true, withFileTypes: true })
  return entries
    .filter((e) => e.isFile() && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
}

export async function sourceHash(): Promise<string> {
  const files = (await Promise.all(INPUTS.map(listFiles))).flat().sort()
  const hash = crypto.createHash('sha256')
  for (const file of files) {
    hash.update(path.relative(CMS_DIR, file))
    hash.update(await fs.readFile(file))
  }
  return hash.digest('hex')
}

/** The recorded hash, or '' when there is none or an output of the build is missing. */
async function builtFrom(layout: BuildLayout): Promise<string> {
  const present = await Promise.all(
    layout.outputs.map((file) =>
      fs.stat(file).then(
        (stat) => stat.isFile(),
        () => false,
      ),
    ),
  )
  if (present.includes(false)) return ''
  return fs.readFile(layout.stamp, 'utf8').catch(() => '')
}

export async function isBuildCurrent(hash: string, layout = BUILD): Promise<boolean> {
  return (await builtFrom(layout)) === hash
}

/** Whether a whole build exists, current or not. */
export async function hasBuild(layout = BUILD): Promise<boolean> {
  return Boolean(await builtFrom(layout))
}

export async function recordBuild(hash: string, layout = BUILD): Promise<void> {
  await fs.writeFile(layout.stamp, hash)
}
