import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isStaff } from '@/access/isStaff'
import { panelText, sectionText } from '@/i18n/texts'
import { mediaDir } from '@/lib/env'
import { IMAGE_MIME_TYPES } from '@sog/contract'
import { fileNamesNeverReused } from './fileNames'
import { refuseUnsafeQueries } from '@/hooks/refuseUnsafeQueries'

const webp = { format: 'webp' as const, options: { quality: 80 } }

const text = sectionText('media')

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
  labels: { singular: text('singular'), plural: text('plural') },
  admin: {
    useAsTitle: 'alt',
    defaultColumns: ['filename', 'alt', 'filesize', 'updatedAt'],
    group: panelText('groups.catalogue'),
  },
  access: {
    read: anyone,
    create: isStaff,
    update: isStaff,
    delete: isStaff,
  },
  hooks: {
    beforeOperation: [refuseUnsafeQueries, fileNamesNeverReused],
  },
  upload: {
    staticDir: mediaDir(),
    mimeTypes: IMAGE_MIME_TYPES,
    adminThumbnail: 'thumbnail',
    // Re-framing would rewrite renditions under their names (see fileNames.ts): upload again.
    focalPoint: false,
    crop: false,
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
      label: text('alt'),
      type: 'text',
      required: true,
      admin: { description: text('altHint') },
    },
  ],
}
