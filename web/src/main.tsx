import { afterPageLoad } from './lib/page/after-page-load'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
// The app is its own chunk, asked for once the rendered page has loaded (lib/page/after-page-load.ts).
void afterPageLoad()
  .then(() => import('./start'))
  .then(({ startApp }) => startApp(root))
