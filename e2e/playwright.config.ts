import fs from 'node:fs'
import { defineConfig } from '@playwright/test'

import { TEST_SETTINGS, loadEnvFile } from '../cms/src/launcher/dot-env'
import { SLOW_PHONE_TAG } from './support/fixtures'

// TEST_DATABASE_URL, E2E_BASE_URL and CHROMIUM_PATH may come from .env, as npm start's do.
loadEnvFile(TEST_SETTINGS)

/**
 * Debian's headless build of Chromium, as Playwright's own headless runs use: the same engine
 * without the desktop browser around it (docs/decisions/0179-headless-shell.md). The full
 * browser where it is not installed.
 */
const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => fs.existsSync(file))

/**
 * The browser suite: Debian's Chromium (no browser downloads here), two workers for two cores
 * and a third for the slow phone's journeys, which leave a core idle while they wait
 * (docs/decisions/0181-slow-phone-worker.md), each on a product of its own that the global setup
 * starts on a fresh database (see support/global-setup.ts); one worker against a running server
 * named by E2E_BASE_URL, whose data the journeys would otherwise share.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './support/global-setup.ts',
  workers: process.env.E2E_BASE_URL ? 1 : 3,
  projects: [
    { name: 'journeys', grepInvert: new RegExp(SLOW_PHONE_TAG), workers: 2 },
    { name: 'slow phone', grep: new RegExp(SLOW_PHONE_TAG), workers: 1 },
  ],
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./support/timing-reporter.ts']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM,
      // V8 without its compilers, as Chrome runs a site whose "V8 optimizer" is turned off: a
      // journey's pages live seconds, too short for compiled code to repay its compiling
      // (docs/decisions/0190-browser-without-jit.md).
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--js-flags=--jitless',
      ],
    },
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'Europe/Warsaw',
    // A failure keeps its trace: actions, DOM snapshots, network and console; not the
    // screencast, which filmed every journey to keep a few
    // (docs/decisions/0177-traces-without-screencast.md). None in CI, whose checkout and its
    // test-results go when the run ends: only the log is kept (0183).
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
})
