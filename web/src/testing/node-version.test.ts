// @vitest-environment node
import { describe, expect, it } from 'vitest'

import rootPackage from '../../../package.json'

// The web workspace is typed for the browser; the test runner's Node is reached via globalThis.
const runner = (globalThis as { process?: { version: string } }).process

describe('the Node runtime of the web tests', () => {
  it('is the Node the project pins, not the system Node', () => {
    expect(runner?.version).toBe(`v${rootPackage.devDependencies.node}`)
  })
})
