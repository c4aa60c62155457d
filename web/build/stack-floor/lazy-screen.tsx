/** The floor's lazy screen (entry.tsx): a chunk of its own, not part of the first load. */
export function Component() {
  return <p>lazy</p>
}
