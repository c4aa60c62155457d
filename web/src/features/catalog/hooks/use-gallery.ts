import { useCallback, useState } from 'react'

/** docs/product.md, "States", "Gallery": open or closed, with a current image index that wraps around. */
export function useGallery(count: number) {
  const [index, setIndex] = useState(0)
  const [open, setOpen] = useState(false)
  const current = count > 0 ? Math.min(index, count - 1) : 0
  const step = useCallback(
    (by: number) => setIndex((i) => (count > 0 ? (((i + by) % count) + count) % count : 0)),
    [count],
  )
  return {
    index: current,
    open,
    select: setIndex,
    show: () => setOpen(true),
    close: () => setOpen(false),
    next: () => step(1),
    previous: () => step(-1),
  }
}
