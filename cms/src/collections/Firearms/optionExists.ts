import { FILTER_OPTION_TYPES, type FilterOptionType } from '@sog/contract'
import type { PayloadRequest, Where } from 'payload'

type Pair = { type: FilterOptionType; name: string }

const pending = new WeakMap<PayloadRequest, Map<string, Promise<Set<string>>>>()

const pairKey = ({ type, name }: Pair) => `${type}\n${name}`

/**
 * Which of a firearm's four option names exist, asked in one query for all four fields. Payload
 * validates a document's fields side by side, and inside the save's transaction (one connection)
 * four queries of their own would overlap, which node-postgres deprecates and pg 9 refuses
 * (docs/decisions/0019-one-query-at-a-time.md). `data` is the document as saved,
 * with the validated field's `value` in it.
 */
export function optionExists(
  req: PayloadRequest,
  data: Partial<Record<FilterOptionType, unknown>>,
  type: FilterOptionType,
  value: string,
): Promise<boolean> {
  const pairs = FILTER_OPTION_TYPES.flatMap((each): Pair[] => {
    const name = each === type ? value : data[each]
    return typeof name === 'string' && name !== '' ? [{ type: each, name }] : []
  })
  const key = JSON.stringify(pairs)
  let asked = pending.get(req)
  if (!asked) pending.set(req, (asked = new Map()))
  let found = asked.get(key)
  if (!found) {
    found = req.payload
      .find({
        collection: 'filter-options',
        where: {
          or: pairs.map(({ type, name }): Where => ({
            type: { equals: type },
            name: { equals: name },
          })),
        },
        select: { type: true, name: true },
        depth: 0,
        pagination: false,
        req,
      })
      .then(({ docs }) => new Set(docs.map(pairKey)))
    asked.set(key, found)
    // Only the fields validated together share an answer: a later save in the same request
    // (an option created in between) asks again.
    void found.finally(() => asked.delete(key)).catch(() => undefined)
  }
  return found.then((names) => names.has(pairKey({ type, name: value })))
}
