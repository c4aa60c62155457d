import { DEFINITIONS, type Definition } from './definitions'
import { TOOL_GROUPS } from './tools'

/**
 * The documents written from the settings' definitions (`npm run generate:settings -w cms`):
 * `.env.example`, the README's table and the environment Docker Compose passes to the app. A
 * test fails when a committed one differs from what this writes.
 */
const comment = (lines: string[]) => lines.map((line) => `# ${line}`)

const HEADER = [
  'Copy to .env (or export) to override the defaults. npm start, npm run dev and the Payload CLI',
  'read .env in the folder npm was run from (Docker Compose reads it too); a variable set in the',
  'environment wins over the file. Every variable is optional for local use; with',
  'NODE_ENV=production, PAYLOAD_SECRET and (for the first start) ADMIN_PASSWORD are required.',
  'Written from cms/src/settings/definitions.ts by `npm run generate:settings -w cms`.',
]

export function envExample(): string {
  const blocks: string[][] = [comment(HEADER)]
  for (const definition of DEFINITIONS as readonly Definition[]) {
    const seeAbove = definition.about.length === 1 && /^See [A-Z_]+\.$/.test(definition.about[0]!)
    const line = `${definition.set ? '' : '# '}${definition.name}=${definition.example}`
    if (seeAbove) blocks.at(-1)!.push(line)
    else blocks.push([...comment(definition.about), line])
  }
  for (const group of TOOL_GROUPS)
    blocks.push([
      ...comment(group.about),
      ...group.variables.map((v) => `# ${v.name}=${v.example}`),
    ])
  return `${blocks.map((block) => block.join('\n')).join('\n\n')}\n`
}

/** The README's table, between its markers. */
export function readmeTable(): string {
  const rows = (DEFINITIONS as readonly Definition[]).map((d) => {
    const about = d.about.join(' ').replace(/\|/g, '\\|')
    const first = about.match(/^.*?\.(?=\s|$)/)?.[0] ?? about
    return [`\`${d.name}\``, d.defaultText, first]
  })
  const header = ['Variable', 'Default', 'Meaning']
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`
  // Blank lines around it: Markdown's table needs them after the marker comment.
  const table = [
    line(header),
    `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`,
    ...rows.map(line),
  ]
  return ['', ...table, ''].join('\n')
}

/** The app service's `environment:` entries, between their markers in docker-compose.yml. */
export function composeEnvironment(indent = '      '): string {
  const lines: string[] = []
  for (const definition of DEFINITIONS as readonly Definition[]) {
    const { compose, name } = definition
    if ('omit' in compose) continue
    if ('fixed' in compose) {
      lines.push(`${indent}${name}: '${compose.fixed}'`)
      continue
    }
    const value = compose.required
      ? `\${${name}:?${compose.required}}`
      : `\${${name}:-${compose.default ?? definition.example}}`
    lines.push(`${indent}${name}: ${value}`)
  }
  return lines.join('\n')
}

/** `text` with what lies between the two marker lines replaced by `generated`. */
export function between(text: string, begin: string, end: string, generated: string): string {
  const from = text.indexOf(begin)
  const to = text.indexOf(end)
  if (from === -1 || to === -1 || to < from) throw new Error(`markers ${begin} … ${end} not found`)
  const lineEnd = text.indexOf('\n', from) + 1
  const endLine = text.lastIndexOf('\n', to) + 1
  return `${text.slice(0, lineEnd)}${generated}\n${text.slice(endLine)}`
}

export const README_MARKERS = ['<!-- settings:begin -->', '<!-- settings:end -->'] as const
export const COMPOSE_MARKERS = ['# settings:begin', '# settings:end'] as const
