export { startApp } from './app'
