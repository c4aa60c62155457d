/**
 * A buffer to keep for a long time, holding only its own bytes. zlib's one-shot functions answer
 * a view into a chunk of at least 16 KB (and Node's small buffers share an 8 KB pool), so a
 * kept 500-byte gzip form held 16 KB that no size count saw (issue 32, M2: a cache "of 64 MB"
 * grew memory by 680 MB). The copy is the exact size, outside any pool.
 */
export function keptBytes(buffer: Buffer): Buffer {
  if (buffer.byteOffset === 0 && buffer.buffer.byteLength === buffer.byteLength) return buffer
  const copy = Buffer.allocUnsafeSlow(buffer.byteLength)
  buffer.copy(copy)
  return copy
}

/** What a kept buffer costs: its whole backing store. */
export function heldBytes(buffer: Buffer): number {
  return buffer.buffer.byteLength
}
