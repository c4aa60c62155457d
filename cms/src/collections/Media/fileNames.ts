import { fileTypeFromBuffer } from 'file-type'
import crypto from 'node:crypto'
import path from 'node:path'
import type { CollectionBeforeOperationHook } from 'payload'
import sharp from 'sharp'

import { IMAGE_MIME_TYPES, MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, refusal } from '@sog/contract'
import { refusalError } from '@/lib/rule-error'

/**
 * `photo.jpg` → `photo-1a2b3c4d.jpg`: no upload ever takes a name another file had. The
 * extension is the one the bytes have (`ext`), whatever the uploader called the file: a PNG
 * named `x.html` is stored, and served, as `x-….png` (issue 32, M8).
 */
export function uniqueFileName(
  name: string,
  ext: string,
  random = crypto.randomBytes(4).toString('hex'),
) {
  const base = path.basename(name, path.extname(name)).slice(0, 80) || 'image'
  return `${base}-${random}.${ext}`
}

const NOT_AN_IMAGE = refusal('imageType', { field: 'file' })

/** The image an upload really is; refused when it is none of the product's types or too big. */
async function imageType(data: Buffer): Promise<{ ext: string; mime: string }> {
  const type = await fileTypeFromBuffer(data)
  if (!type || !IMAGE_MIME_TYPES.includes(type.mime)) throw refusalError(NOT_AN_IMAGE, 400)
  // The header alone is read: a 16,000² image is refused before a pixel is decoded.
  const { width = 0, height = 0 } = await sharp(data, { animated: true })
    .metadata()
    .catch(() => {
      throw refusalError(NOT_AN_IMAGE, 400)
    })
  if (width * height > MAX_IMAGE_PIXELS)
    throw refusalError(refusal('imageTooManyPixels', { megapixels: MAX_IMAGE_PIXELS / 1e6 }), 413)
  return type
}

/**
 * A file's bytes never change under its name, so `/media` can let browsers and CDNs keep every
 * rendition for a year (docs/decisions/0121-immutable-names.md): each upload gets a name no file
 * had before (Payload would reuse a deleted file's name), and an update that does not bring a new
 * file cannot re-crop the stored one in place (Payload rewrites the renditions under the same
 * names when the focal point or crop changes; the panel shows neither).
 */
export const fileNamesNeverReused: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if (operation !== 'create' && operation !== 'update') return args
  if (req.file) {
    // Multipart uploads are cut off by the global limit; this covers the Local API too.
    if (req.file.size > MAX_IMAGE_BYTES) throw refusalError(refusal('imageTooLarge'), 413)
    const type = await imageType(req.file.data)
    req.file.name = uniqueFileName(req.file.name, type.ext)
    req.file.mimetype = type.mime
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
