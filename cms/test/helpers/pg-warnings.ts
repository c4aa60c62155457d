/**
 * node-postgres' warning for a query sent on a connection still busy with another (pg 9 refuses
 * it). Inside a transaction every query shares one connection, so Payload's side-by-side field
 * validation or hooks that query at once would be sent this way
 * (docs/decisions/0019-one-query-at-a-time.md). The cms suite and the browser journeys fail on it.
 */
export const OVERLAPPING_QUERY = /client is already executing a query/
