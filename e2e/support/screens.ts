import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const SCREENSHOT_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../screenshots',
)

export const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
] as const

/**
 * The page's serious and critical axe violations, one readable paragraph each (none: empty).
 * Every rule runs, without preloading the page's assets: that serves one minor rule
 * (css-orientation-lock) and costs a quarter of each run.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).options({ preload: false }).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.helpUrl}\n` +
        v.nodes
          .slice(0, 8)
          .map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary ?? ''}`)
          .join('\n'),
    )
}

/**
 * One screen at 1280 px and at 375 px: it must be ready (`ready` waits for what proves it),
 * have no serious or critical axe violation, no horizontal scroll on a phone, and its
 * screenshot lands in e2e/screenshots/<name>-<width>.png. Failures are soft, so both widths
 * are always checked and photographed.
 */
export async function checkScreen(
  page: Page,
  name: string,
  ready: (page: Page) => Promise<void>,
): Promise<void> {
  await fs.mkdir(SCREENSHOT_DIR, { recursive: true })
  for (const size of WIDTHS) {
    await page.setViewportSize(size)
    await ready(page)
    await page.waitForLoadState('networkidle')
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
    expect
      .soft(scrollWidth, `${name} at ${size.width} px scrolls sideways (${scrollWidth} px wide)`)
      .toBeLessThanOrEqual(size.width)
    expect
      .soft(await seriousViolations(page), `${name} at ${size.width} px: axe violations`)
      .toEqual([])
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, `${name}-${size.width}.png`),
      fullPage: true,
      animations: 'disabled',
    })
  }
  await page.setViewportSize(WIDTHS[0])
}
