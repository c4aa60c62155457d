/** docs/product.md, "Screens": the inbox shows dates in en-US with a short month, whatever the language. */
export const formatReceived = (iso: string): string =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })
