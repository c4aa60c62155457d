import type { CollectionBeforeValidateHook } from 'payload'

type GalleryRow = { image?: unknown; url?: unknown; id?: unknown }

function isFilled(row: GalleryRow): boolean {
  return Boolean(row.image) || (typeof row.url === 'string' && row.url.trim() !== '')
}

/**
 * docs/product.md, "Validation": empty gallery entries are dropped, and without a main image the first
 * gallery image becomes the main one (moved, so the product page does not show it twice).
 */
export const cleanGallery: CollectionBeforeValidateHook = ({ data, originalDoc }) => {
  if (!data || !Array.isArray(data.gallery)) return data
  const gallery = (data.gallery as GalleryRow[]).filter(isFilled)
  // A partial update keeps the stored main image unless it sends a new one.
  const image: unknown = 'image' in data ? data.image : originalDoc?.image
  const imageUrl: unknown = 'imageUrl' in data ? data.imageUrl : originalDoc?.imageUrl
  const hasMain = Boolean(image) || (typeof imageUrl === 'string' && imageUrl !== '')
  const first = gallery[0]
  if (!hasMain && first) {
    gallery.shift()
    return {
      ...data,
      image: first.image ?? null,
      imageUrl: first.image ? null : first.url,
      gallery,
    }
  }
  return { ...data, gallery }
}
