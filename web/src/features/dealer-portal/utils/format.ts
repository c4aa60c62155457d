/** docs/product.md, "Limits": dealer prices are in euro, written the chosen language's way. */
export const formatEuro = (value: number, language: string): string =>
  new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(value)
