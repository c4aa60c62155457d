import { startApp } from './app'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
void startApp(root)
