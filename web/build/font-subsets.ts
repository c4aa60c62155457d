import fs from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import subsetFont from 'subset-font'
import type { Alias, Plugin } from 'vite'

export type FontSubset = {
  /** What app/fonts.css asks for: `url('sog-fonts/<name>')`. */
  name: string
  /** The font file it is cut from, as a package path. */
  from: string
  /** The characters it keeps, as the CSS `unicode-range` of its @font-face in app/fonts.css. */
  unicodeRange: string
}

/**
 * The site's font subsets (docs/decisions/0132-fonts.md). Polish is the only one of the five
 * languages whose letters are outside Inter's latin file, and every page has some (the company's
 * address, "zł"): the browser fetched the whole latin-ext file for them, 85 KB at the highest
 * priority, beside the page's largest image. These eighteen letters cut from it are 5 KB; the
 * rest of latin-ext (Czech or Hungarian names, say) still comes from the full file, when a page
 * has such a letter.
 */
export const SITE_FONT_SUBSETS: FontSubset[] = [
  {
    name: 'inter-polish-wght-normal.woff2',
    from: '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
    unicodeRange: 'U+0104-0107, U+0118-0119, U+0141-0144, U+015A-015B, U+0179-017C',
  },
]

/** Every code point a CSS `unicode-range` covers ("U+0104-0107, U+0141"). */
export function codePointsOf(unicodeRange: string): number[] {
  return unicodeRange.split(',').flatMap((part) => {
    const match = /^\s*U\+([0-9A-F]+)(?:-([0-9A-F]+))?\s*$/i.exec(part)
    if (!match) throw new Error(`font-subsets: not a unicode-range: "${part}"`)
    const first = parseInt(match[1]!, 16)
    const last = parseInt(match[2] ?? match[1]!, 16)
    return Array.from({ length: last - first + 1 }, (_, index) => first + index)
  })
}

/** Cuts a subset into `folder` (written only when it changed) and answers its path. */
export async function writeSubset(subset: FontSubset, folder: string): Promise<string> {
  const source = await fs.readFile(createRequire(import.meta.url).resolve(subset.from))
  const text = String.fromCodePoint(...codePointsOf(subset.unicodeRange))
  // The variation axes are kept: the subset is as variable as the file it is cut from.
  const font = await subsetFont(source, text, { targetFormat: 'woff2' })
  const file = path.join(folder, subset.name)
  const old = await fs.readFile(file).catch(() => null)
  if (!old?.equals(font)) {
    await fs.mkdir(folder, { recursive: true })
    await fs.writeFile(file, font)
  }
  return file
}

/**
 * Cuts the subsets before Vite resolves anything (the site, the server's renderer, the tests and
 * `npm run dev` alike) and lets app/fonts.css name them as `sog-fonts/<name>`.
 */
export function fontSubsets(subsets: FontSubset[], folder: string): Plugin {
  return {
    name: 'sog:font-subsets',
    async config() {
      const alias: Alias[] = []
      for (const subset of subsets) {
        alias.push({
          find: `sog-fonts/${subset.name}`,
          replacement: await writeSubset(subset, folder),
        })
      }
      return { resolve: { alias } }
    },
  }
}
