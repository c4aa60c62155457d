import { DEFAULT_LANGUAGE, type ActivityAction, type ActivityKind } from '@sog/contract'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'

/** The newest entries kept; older ones are pruned now and then (docs/decisions/0104-activity-log.md). */
const KEEP_ENTRIES = 10_000
const PRUNE_EVERY = 100

/** An administrator or editor by username, a dealer by its name. */
function who(user: PayloadRequest['user']): string | null {
  if (!user) return null
  if (user.collection === 'dealers') return user.name
  return user.username ?? user.email
}

/**
 * Set in `context` on the further writes of one save (each translation is its own update,
 * docs/decisions/0140-translatable-data.md), so that one save is one entry.
 */
export const SAME_SAVE = { sameSave: true } as const

async function record(
  req: PayloadRequest,
  context: Record<string, unknown>,
  entry: { action: ActivityAction; kind: ActivityKind; recordId: string; title: string },
) {
  if (context.sameSave === true) return
  const name = who(req.user)
  // Seeding, migrations and the server's own upkeep act as nobody: not an editor's change.
  if (!name) return
  const created = await req.payload.create({
    collection: 'activity',
    data: { ...entry, who: name },
    req,
    locale: DEFAULT_LANGUAGE,
    depth: 0,
  })
  if (created.id % PRUNE_EVERY === 0) {
    await req.payload.delete({
      collection: 'activity',
      where: { id: { less_than_equal: created.id - KEEP_ENTRIES } },
      req,
    })
  }
}

type Titled = { id: number | string }

/** afterChange and afterDelete hooks that record changes of one collection. */
export function recordActivity<T extends Titled>(
  kindOf: ActivityKind | ((doc: T) => ActivityKind),
  titleOf: (doc: T, req: PayloadRequest) => string | Promise<string>,
) {
  const recordChange = async (
    action: ActivityAction,
    doc: T,
    req: PayloadRequest,
    context: Record<string, unknown>,
  ) => {
    const title = await titleOf(doc, req)
    const kind = typeof kindOf === 'function' ? kindOf(doc) : kindOf
    await record(req, context, { action, kind, recordId: String(doc.id), title })
    return doc
  }
  const afterChange: CollectionAfterChangeHook<T> = ({ doc, operation, req, context }) =>
    recordChange(operation, doc, req, context)
  const afterDelete: CollectionAfterDeleteHook<T> = ({ doc, req, context }) =>
    recordChange('delete', doc, req, context)
  return { afterChange, afterDelete }
}

export const recordSettingsActivity: GlobalAfterChangeHook = async ({ doc, req, context }) => {
  await record(req, context, {
    action: 'update',
    kind: 'settings',
    recordId: '',
    title: 'Company settings',
  })
  return doc
}
