// First: zod is told before any schema is built (lib/zod-config.ts).
import './lib/zod-config'

import { startApp } from './app'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
void startApp(root)
