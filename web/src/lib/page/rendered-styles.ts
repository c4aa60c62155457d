import createCache, { type EmotionCache } from '@emotion/cache'

/**
 * The styles of a rendered page (docs/decisions/0059-rendered-pages.md) carry their own attribute,
 * not Emotion's `data-emotion`: the browser's Emotion moves every element with that attribute
 * when it starts (its server-style hoisting, then its sheet's hydration), and each move makes the
 * browser restyle and lay out the whole page again — two full layouts of a rendered page, about
 * 0.4 s on a throttled phone (docs/decisions/0097-rendered-styles-stay.md). Under this attribute
 * Emotion leaves them in place, and the app tells its cache which rules they already hold.
 */
const RENDERED_STYLES_ATTRIBUTE = 'data-rendered-styles'

/** The key of the style cache, the prefix of every class name: the server's and the browser's. */
export const STYLE_CACHE_KEY = 'css'

/** Emotion's style elements (`constructStyleTagsFromChunks`) under the page's own attribute. */
export const asRenderedStyles = (tags: string): string =>
  tags.replaceAll('<style data-emotion=', `<style ${RENDERED_STYLES_ATTRIBUTE}=`)

/**
 * Marks the rules the page's style elements hold as inserted in `cache`, as Emotion's own
 * hydration would, without moving the elements. The elements name the cache's key, then the
 * ids of their rules (global styles name `<key>-global`: they stay in the page as they are).
 * True when the page had rendered styles.
 */
function adoptRenderedStyles(cache: EmotionCache): boolean {
  const elements = document.querySelectorAll(`style[${RENDERED_STYLES_ATTRIBUTE}]`)
  for (const element of elements) {
    const [key, ...ids] = (element.getAttribute(RENDERED_STYLES_ATTRIBUTE) ?? '').split(' ')
    if (key !== cache.key) continue
    for (const id of ids) cache.inserted[id] = true
  }
  return elements.length > 0
}

/** A style cache that knows the page's rendered styles, or undefined for a page without them. */
export function renderedStylesCache(): EmotionCache | undefined {
  const cache = createCache({ key: STYLE_CACHE_KEY })
  return adoptRenderedStyles(cache) ? cache : undefined
}
