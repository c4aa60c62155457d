/**
 * A text's `{{name}}` placeholders filled from `vars`, as i18next fills them for the web app; a
 * placeholder with no value stays as written and is named in `missing`.
 */
export function fillPlaceholders(
  text: string,
  vars: Readonly<Record<string, string | number>>,
): { text: string; missing: string[] } {
  const missing: string[] = []
  const filled = text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    if (Object.hasOwn(vars, name)) return String(vars[name])
    missing.push(name)
    return whole
  })
  return { text: filled, missing }
}
