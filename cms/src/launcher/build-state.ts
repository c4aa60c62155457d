import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import { CMS_DIR } from '@/lib/paths'

/**
 * Whether `.next` was built from the sources as they are now. The launcher rebuilds when they
 * changed, so `npm start` never serves yesterday's code.
 */
const STAMP = path.join(CMS_DIR, '.next', 'sog-source-hash')
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

export async function isBuildCurrent(hash: string): Promise<boolean> {
  const stamp = await fs.readFile(STAMP, 'utf8').catch(() => '')
  return stamp === hash
}

/** Whether any stamped build exists, current or not. */
export async function hasBuild(): Promise<boolean> {
  return Boolean(await fs.readFile(STAMP, 'utf8').catch(() => ''))
}

export async function recordBuild(hash: string): Promise<void> {
  await fs.writeFile(STAMP, hash)
}
