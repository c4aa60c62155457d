// First: zod is told before any schema is built (lib/zod-config.ts).
import './lib/zod-config'

export { startApp } from './app'
