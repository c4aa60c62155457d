// @vitest-environment node
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { codePointsOf, SITE_FONT_SUBSETS, writeSubset } from './font-subsets'

let folder = ''

beforeAll(async () => {
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'sog-fonts-'))
})

afterAll(async () => {
  await fs.rm(folder, { recursive: true, force: true })
})

/** Each @font-face of app/fonts.css: its src and the code points of its unicode-range. */
async function fontFaces(): Promise<{ src: string; points: Set<number> }[]> {
  const css = await fs.readFile(path.resolve(import.meta.dirname, '../src/app/fonts.css'), 'utf8')
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => ({
    src: /url\('([^']+)'\)/.exec(body!)![1]!,
    points: new Set(codePointsOf(/unicode-range:([^;]+);/.exec(body!)![1]!)),
  }))
}

describe('font subsets', () => {
  it('reads a CSS unicode-range', () => {
    expect(codePointsOf('U+0104-0106, u+0141')).toEqual([0x104, 0x105, 0x106, 0x141])
    expect(() => codePointsOf('U+0104-, x')).toThrow('not a unicode-range')
  })

  it('every Polish letter is in the subset, and no other face of app/fonts.css covers them', async () => {
    const [polish] = SITE_FONT_SUBSETS
    const points = codePointsOf(polish!.unicodeRange)
    const letters = String.fromCodePoint(...points)
    expect([...letters].sort().join('')).toBe([...'ĄąĆćĘęŁłŃńŚśŹźŻż'].sort().join(''))
    const faces = await fontFaces()
    const own = faces.filter((face) => face.src === `sog-fonts/${polish!.name}`)
    expect(own).toHaveLength(1)
    expect([...own[0]!.points]).toEqual(points)
    // With overlapping ranges the browser would take the letters from the full latin-ext file.
    for (const face of faces.filter((face) => face !== own[0])) {
      expect(
        points.filter((point) => face.points.has(point)),
        face.src,
      ).toEqual([])
    }
  })

  it('cuts a small variable font and writes it again only when it changed', async () => {
    const file = await writeSubset(SITE_FONT_SUBSETS[0]!, folder)
    const font = await fs.readFile(file)
    expect(font.subarray(0, 4).toString('latin1')).toBe('wOF2')
    // The whole latin-ext file is 85 KB.
    expect(font.length).toBeLessThan(10_000)
    const written = (await fs.stat(file)).mtimeMs
    await new Promise((resolve) => setTimeout(resolve, 20))
    await writeSubset(SITE_FONT_SUBSETS[0]!, folder)
    expect((await fs.stat(file)).mtimeMs).toBe(written)
  })
})
