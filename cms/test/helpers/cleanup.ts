import { afterAll } from 'vitest'

import { cleanUpLaunches } from './launcher'

// Registered before each file's own hooks, so it runs after them (Vitest runs after-hooks in
// reverse): servers the file forgot are stopped, and the data folders it made are removed.
afterAll(cleanUpLaunches)
