import { afterAll } from 'vitest'

import { cleanUpLaunches, launchedOutputs } from './launcher'
import { refuseOverlappingQueries } from './overlapping-queries'

// Registered before each file's own hooks, so it runs after them (Vitest runs after-hooks in
// reverse): servers the file forgot are stopped, and the data folders it made are removed.
afterAll(cleanUpLaunches)
refuseOverlappingQueries(launchedOutputs)
