/**
 * What a page's own hooks say about its `<head>` while the server renders it
 * (docs/decisions/0062-page-head.md): the title and description. In the browser the hooks set them
 * on the document instead. The server renders one page at a time, so one record serves.
 */
export type CollectedHead = { title?: string; description?: string }

let collecting: CollectedHead | null = null

/** The server's renderer: a fresh record for the page about to be rendered. */
export function collectHead(): CollectedHead {
  collecting = {}
  return collecting
}

export function recordHead(part: CollectedHead): void {
  if (collecting) Object.assign(collecting, part)
}
