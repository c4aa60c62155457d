import { afterAll } from 'vitest'

import { cleanUpLaunches, launchedOutputs } from './launcher'
import { refuseOverlappingQueries } from './overlapping-queries'

// Registered before each file's own hooks, so they run after them (Vitest runs after-hooks in
// reverse), and in this order so the check runs last: an after-hook that fails skips those
// still to run, and the servers the file forgot must be stopped and the data folders it made
// removed whatever the check finds.
refuseOverlappingQueries(launchedOutputs)
afterAll(cleanUpLaunches)
