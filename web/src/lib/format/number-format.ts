const formats = new Map<string, Intl.NumberFormat>()

/**
 * One `Intl.NumberFormat` per language and options, made once: making one loads the language's
 * number data and costs far more than formatting, and a catalogue page formats hundreds of
 * prices while it hydrates (docs/decisions/0092-cached-formatters.md).
 */
export function numberFormat(
  language: string | undefined,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  const key = `${language ?? ''}|${JSON.stringify(options)}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(language, options)
    formats.set(key, format)
  }
  return format
}
