/**
 * The public GET routes whose answers depend only on catalogue data covered by the
 * `public_data_version` counter, so a front cache may serve them until it changes. Derived
 * from the route table's `cacheable` flags.
 */
export { cacheKeyOf, isCacheablePath } from '@sog/contract'
