import crypto from 'node:crypto'
import path from 'node:path'
import type { CollectionBeforeOperationHook } from 'payload'

import { IMAGE_TOO_LARGE_MESSAGE, MAX_IMAGE_BYTES } from '@sog/contract'
import { ruleError } from '@/lib/rule-error'

/** `photo.jpg` → `photo-1a2b3c4d.jpg`: no upload ever takes a name another file had. */
export function uniqueFileName(name: string, random = crypto.randomBytes(4).toString('hex')) {
  const ext = path.extname(name)
  const base = path.basename(name, ext).slice(0, 80) || 'image'
  return `${base}-${random}${ext.toLowerCase()}`
}

/**
 * A file's bytes never change under its name, so `/media` can let browsers and CDNs keep every
 * rendition for a year (docs/decisions.md, "Media"): each upload gets a name no file had
 * before (Payload would reuse a deleted file's name), and an update that does not bring a new
 * file cannot re-crop the stored one in place (Payload rewrites the renditions under the same
 * names when the focal point or crop changes; the panel shows neither).
 */
export const fileNamesNeverReused: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  if (req.file) {
    // Multipart uploads are cut off by the global limit; this covers the Local API too.
    if (req.file.size > MAX_IMAGE_BYTES) throw ruleError(IMAGE_TOO_LARGE_MESSAGE, 413)
    req.file.name = uniqueFileName(req.file.name)
    return args
  }
  if (operation === 'update') {
    if (req.query && typeof req.query === 'object') delete req.query.uploadEdits
    const data = (args as { data?: Record<string, unknown> }).data
    if (data) {
      delete data.focalX
      delete data.focalY
    }
  }
  return args
}
