import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { format } from 'node:util'
import { afterEach, beforeEach } from 'vitest'

import { changeLanguage, i18n } from '@/lib/i18n'

// A warning or error on the console is a defect the suite would otherwise only print: React's
// act() and key warnings, i18next without an instance, failed prop types. Each fails its test.
const consoleMessages: string[] = []
for (const method of ['warn', 'error'] as const) {
  const original = console[method].bind(console)
  console[method] = (...args: unknown[]) => {
    consoleMessages.push(`console.${method}: ${format(...args)}`)
    original(...args)
  }
}

// findBy… and waitFor give a screen up to 10 s, not 1 s. A save that lands on a lazy screen
// shows its toast once that screen's modules are transformed and loaded: 1.0–1.3 s here on an
// idle machine, 5.7–6.4 s beside two busy loops, which failed tests at 5 s
// (docs/decisions/0191-web-test-waits.md). Only a failing wait lasts longer.
configure({ asyncUtilTimeout: 10_000 })

const inBrowser = typeof window !== 'undefined'

// The app loads its texts before it renders (lib/i18n/index.ts); so does each test, in the language
// it starts in, for the sections its modules registered.
beforeEach(async () => {
  if (i18n.isInitialized) await changeLanguage(i18n.language)
})

afterEach(() => {
  cleanup()
  if (inBrowser) window.localStorage.clear()
  const messages = consoleMessages.splice(0)
  if (messages.length > 0) throw new Error(messages.join('\n'))
})

// The build's own tests run in Node (`@vitest-environment node`): Vite does not load in jsdom.
// So do the tests that render nothing (formats, forms' values, the catalogue's rules): jsdom's
// set-up was more than half of their time (docs/performance.md, "Test time on two cores,
// processes counted").
if (inBrowser) {
  // jsdom lacks these browser APIs that Chakra's components (zag) use.
  if (!('matchMedia' in window)) {
    Object.defineProperty(window, 'matchMedia', {
      value: (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }),
    })
  }
  if (!('ResizeObserver' in window)) {
    Object.defineProperty(window, 'ResizeObserver', {
      value: class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    })
  }
  // jsdom computes styles (animation names included) but runs no animations, so an element
  // waiting for `animationend` to leave (a closing dialog) would wait forever; as with
  // reduced motion, nothing animates in these tests.
  const noAnimations = document.createElement('style')
  noAnimations.textContent = '*, *::before, *::after { animation: none !important; }'
  document.head.append(noAnimations)

  if (!window.HTMLElement.prototype.scrollIntoView) {
    window.HTMLElement.prototype.scrollIntoView = () => {}
  }
  // jsdom does not scroll; React Router's ScrollRestoration calls this on every navigation.
  window.scrollTo = () => {}
}
