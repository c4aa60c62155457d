import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { CMS_DIR } from '@/lib/paths'

const ROOT = path.join(CMS_DIR, '..')
const INSTALL_SCRIPTS = ['preinstall', 'install', 'postinstall'] as const

type Manifest = {
  name?: string
  scripts?: Record<string, string>
  workspaces?: string[]
  allowScripts?: Record<string, boolean>
}

const readManifest = (dir: string): Manifest =>
  JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest

/** Every installed package (nested ones too) with an install script, by name. */
function packagesWithInstallScripts(nodeModules: string, found = new Set<string>()): Set<string> {
  if (!fs.existsSync(nodeModules)) return found
  for (const entry of fs.readdirSync(nodeModules, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue
    const dir = path.join(nodeModules, entry.name)
    if (entry.name.startsWith('@')) {
      packagesWithInstallScripts(dir, found)
      continue
    }
    // Links are the workspaces themselves, whose scripts are the project's own.
    if (!entry.isDirectory() || !fs.existsSync(path.join(dir, 'package.json'))) continue
    const { name, scripts = {} } = readManifest(dir)
    if (name && INSTALL_SCRIPTS.some((script) => scripts[script])) found.add(name)
    packagesWithInstallScripts(path.join(dir, 'node_modules'), found)
  }
  return found
}

// docs/decisions/0186-install-scripts.md
describe('dependencies’ install scripts', () => {
  const root = readManifest(ROOT)
  const policy = root.allowScripts ?? {}

  it('run only where package.json’s allowScripts has decided, allowed or denied', () => {
    const folders = [
      ROOT,
      ...(root.workspaces ?? []).map((workspace) => path.join(ROOT, workspace)),
    ]
    const installed = new Set<string>()
    for (const folder of folders)
      packagesWithInstallScripts(path.join(folder, 'node_modules'), installed)
    expect(installed.size).toBeGreaterThan(0)
    expect([...installed].filter((name) => !(name in policy))).toEqual([])
  })

  it('never run the Nu HTML Checker’s Java download: the checker uses the machine’s Java', () => {
    expect(policy['vnu-jar']).toBe(false)
  })

  it('are refused by npm itself when not reviewed (the repository’s .npmrc)', () => {
    const result = spawnSync('npm', ['config', 'get', 'strict-allow-scripts'], {
      cwd: ROOT,
      encoding: 'utf8',
    })
    expect(result.status, result.stderr).toBe(0)
    expect(result.stdout.trim()).toBe('true')
  })
})
