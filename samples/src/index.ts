/**
 * The sample network: the manufacturer's line-up, its dealers and company details. The seed
 * stores them, the SPA falls back to them when the server cannot be reached, and the tests of
 * both sides use them as fixtures.
 */
export * from './catalogue'
export * from './company'
export * from './dealers'
export * from './legal'
export * from './translations'
