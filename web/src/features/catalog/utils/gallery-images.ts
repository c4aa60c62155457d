import type { ApiFirearm, ApiImage } from '@sog/contract'

/** The firearm's pictures, main first: the server's `imageSet`, else its plain addresses. */
export function galleryImages(firearm: ApiFirearm): ApiImage[] {
  if (firearm.imageSet.length > 0) return firearm.imageSet
  return [firearm.imageUrl, ...firearm.images]
    .filter((url): url is string => Boolean(url))
    .map((url) => ({ url, alt: firearm.name, width: null, height: null, sizes: [] }))
}
