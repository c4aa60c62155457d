import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isStaff } from '@/access/isStaff'
import { mediaDir } from '@/lib/env'
import { IMAGE_MIME_TYPES, IMAGE_TOO_LARGE_MESSAGE, MAX_IMAGE_BYTES } from '@sog/contract'
import { ruleError } from '@/lib/rule-error'

const webp = { format: 'webp' as const, options: { quality: 80 } }

/**
 * Product and company images. Payload checks the real bytes against `mimeTypes` (SVG is not
 * among them) and writes WebP renditions for the catalogue's `srcset`.
 *
 * | operation | admin | editor | dealer | anonymous |
 * |-----------|-------|--------|--------|-----------|
 * | read      | yes   | yes    | yes    | yes       |
 * | create    | yes   | yes    | no     | no        |
 * | update    | yes   | yes    | no     | no        |
 * | delete    | yes   | yes    | no     | no        |
 */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: {
    useAsTitle: 'alt',
    defaultColumns: ['filename', 'alt', 'filesize', 'updatedAt'],
    group: 'Catalogue',
  },
  access: {
    read: anyone,
    create: isStaff,
    update: isStaff,
    delete: isStaff,
  },
  hooks: {
    // Multipart uploads are cut off by the global limit; this covers the Local API too.
    beforeOperation: [
      ({ req, args }) => {
        if (req.file && req.file.size > MAX_IMAGE_BYTES) {
          throw ruleError(IMAGE_TOO_LARGE_MESSAGE, 413)
        }
        return args
      },
    ],
  },
  upload: {
    staticDir: mediaDir(),
    mimeTypes: IMAGE_MIME_TYPES,
    adminThumbnail: 'thumbnail',
    focalPoint: true,
    imageSizes: [
      // 3:2 like the product photographs, so cards show them whole.
      { name: 'thumbnail', width: 360, height: 240, position: 'centre', formatOptions: webp },
      { name: 'card', width: 720, height: 480, position: 'centre', formatOptions: webp },
      { name: 'large', width: 1600, withoutEnlargement: true, formatOptions: webp },
    ],
  },
  fields: [
    {
      name: 'alt',
      label: 'Alternative text',
      type: 'text',
      required: true,
      admin: { description: 'Describes the image for screen readers and search engines.' },
    },
  ],
}
