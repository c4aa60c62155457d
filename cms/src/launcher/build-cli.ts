import { buildServer } from './build'

buildServer().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
