import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  Payload,
} from 'payload'

import { removeUnusedMedia } from '@/collections/Media/orphans'

/** A media reference as a hook sees it: an id, or the media document at depth ≥ 1. */
function idOf(value: unknown): number | null {
  if (typeof value === 'number') return value
  if (value && typeof value === 'object' && 'id' in value && typeof value.id === 'number')
    return value.id
  return null
}

type WithImages = {
  image?: unknown
  gallery?: { image?: unknown }[] | null
  companyLogo?: unknown
}

/** Every media file a firearm (main image, gallery) or the settings (logo) use. */
export function mediaUsedBy(doc: WithImages | null | undefined): number[] {
  if (!doc) return []
  const values = [doc.image, doc.companyLogo, ...(doc.gallery ?? []).map((row) => row?.image)]
  return values.map(idOf).filter((id): id is number => id !== null)
}

/**
 * Hands the media a change stopped using to the removal, without waiting: the removal waits
 * for this change's transaction to end (row locks, see orphans.ts) and then judges each file
 * by what was committed — a rolled-back change keeps its files.
 */
function release(payload: Payload, before: number[], after: number[]) {
  const kept = new Set(after)
  const gone = before.filter((id) => !kept.has(id))
  if (gone.length > 0)
    removeUnusedMedia(payload, gone).catch((error: unknown) =>
      payload.logger.warn({ err: error, media: gone }, 'unused media not removed'),
    )
}

export const releaseChangedMedia: CollectionAfterChangeHook = ({ doc, previousDoc, req }) => {
  release(req.payload, mediaUsedBy(previousDoc as WithImages), mediaUsedBy(doc as WithImages))
  return doc
}

export const releaseDeletedMedia: CollectionAfterDeleteHook = ({ doc, req }) => {
  release(req.payload, mediaUsedBy(doc as WithImages), [])
  return doc
}

export const releaseSettingsMedia: GlobalAfterChangeHook = ({ doc, previousDoc, req }) => {
  release(req.payload, mediaUsedBy(previousDoc as WithImages), mediaUsedBy(doc as WithImages))
  return doc
}
