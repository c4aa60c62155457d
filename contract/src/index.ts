/**
 * @sog/contract — the one definition of what travels between the SPA and the server
 * (docs/api.md): schemas and types of every /api input and output, the route table, and the
 * limits and rules both sides apply. Imports nothing from either side.
 */
export * from './rules/availability'
export * from './rules/countries'
export * from './rules/firearm-id'
export * from './rules/limits'
export * from './rules/links'
export * from './rules/option-order'
export * from './rules/preferences'
export * from './rules/specifications'
export * from './schemas/auth'
export * from './schemas/contact'
export * from './schemas/dealer'
export * from './schemas/fields'
export * from './schemas/filter-option'
export * from './schemas/firearm'
export * from './schemas/firearm-query'
export * from './schemas/inventory'
export * from './schemas/issues'
export * from './schemas/misc'
export * from './schemas/paging'
export * from './schemas/settings'
export * from './schemas/activity'
export * from './schemas/versions'
export * from './routes'
