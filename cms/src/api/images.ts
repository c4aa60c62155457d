import { fileTypeFromBuffer } from 'file-type'
import type { PayloadRequest } from 'payload'

import {
  DEFAULT_LANGUAGE,
  IMAGE_MIME_TYPES,
  isImageAddress,
  MAX_IMAGE_BYTES,
  refusal,
} from '@sog/contract'

import { HttpError, refused } from './http'

export type StoredImage = { image: number; url: null } | { image: null; url: string }

const DATA_URL = /^data:([^;,]*)((?:;[^;,]*)*),(.*)$/s
const MEDIA_PATH = /^\/media\/([^/?#]+)$/

/**
 * The browser sends an uploaded file as an inline `data:` string (docs/product.md, "Firearm
 * images"). It is decoded, judged by its real bytes, stored in `media` and referred to from
 * then on; pasted addresses stay as given, and this site's own `/media/…` addresses point back
 * at their file.
 */
export async function storeImage(
  req: PayloadRequest,
  value: string,
  field: string,
  alt: string,
): Promise<StoredImage> {
  const data = DATA_URL.exec(value)
  if (data) return { image: await uploadDataUrl(req, data, field, alt), url: null }

  const own = MEDIA_PATH.exec(value)
  if (own) {
    const filename = decodeURIComponent(own[1] ?? '')
    const { docs } = await req.payload.find({
      collection: 'media',
      where: { filename: { equals: filename } },
      limit: 1,
      req,
      overrideAccess: false,
    })
    if (docs[0]) return { image: docs[0].id, url: null }
  }
  // The contract checked the address's form; an unknown `/media/…` file is a site path left as is.
  if (!isImageAddress(value))
    throw new HttpError(400, `${field} must be an http(s) URL or a site path`)
  return { image: null, url: value }
}

async function uploadDataUrl(
  req: PayloadRequest,
  match: RegExpExecArray,
  field: string,
  alt: string,
) {
  if (!(match[2] ?? '').split(';').includes('base64'))
    throw new HttpError(400, `${field} must be base64 encoded`)
  const base64 = match[3] ?? ''
  // Decoded size without decoding first: a 40 MB string must not be turned into a buffer.
  if (Math.floor((base64.length * 3) / 4) - 2 > MAX_IMAGE_BYTES)
    throw refused(413, refusal('imageTooLarge'))
  const bytes = Buffer.from(base64, 'base64')
  if (bytes.length > MAX_IMAGE_BYTES) throw refused(413, refusal('imageTooLarge'))
  const type = await fileTypeFromBuffer(bytes)
  if (!type || !IMAGE_MIME_TYPES.includes(type.mime)) {
    throw refused(400, refusal('imageType', { field }))
  }
  // The media collection makes the name unique (collections/Media/fileNames.ts).
  const name = `${
    alt
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .slice(0, 40) || 'image'
  }.${type.ext}`
  const media = await req.payload.create({
    collection: 'media',
    data: { alt },
    file: { data: bytes, mimetype: type.mime, name, size: bytes.length },
    req,
    locale: DEFAULT_LANGUAGE,
    overrideAccess: false,
  })
  return media.id
}
