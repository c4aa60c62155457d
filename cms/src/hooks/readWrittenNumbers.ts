import {
  decimalMarkOf,
  numberExample,
  readWrittenCoordinate,
  readWrittenNumber,
} from '@sog/contract'
import { ValidationError, type PayloadRequest } from 'payload'

import { panelLanguage, say, type PanelText } from '@/i18n/texts'

/** A number field by its path (`rating`, `exchangeRates.pln`) and label. */
type NumberField = { path: string; label: PanelText; coordinate?: true }

/**
 * Numbers sent as text to Payload's API, the panel's decimal fields among them (they send what
 * is no number as typed): read as people write them in the panel's language, or refused beside
 * the field (docs/decisions/0199-decimals-as-written.md). Payload itself reads text
 * in a number field with `parseFloat`, which took "199,50" for 199 and "12 zł" for 12. The
 * data is read in place; the hook returns nothing, so the operation goes on with its arguments.
 */
export function readWrittenNumbers(fields: NumberField[]) {
  return ({ args, operation, req }: { args?: object; operation: string; req: PayloadRequest }) => {
    // The operation's arguments; a write's carry its data as sent.
    const { data } = (args ?? {}) as { data?: Record<string, unknown> }
    if ((operation !== 'create' && operation !== 'update') || !data) return
    const language = panelLanguage(req)
    const errors: { path: string; label: string; message: string }[] = []
    for (const { path, label, coordinate } of fields) {
      const [head, key] = path.includes('.') ? path.split('.') : [null, path]
      const holder = (head === null ? data : data[head]) as Record<string, unknown> | undefined
      const value = holder?.[key!]
      if (typeof value !== 'string') continue
      const read = coordinate
        ? readWrittenCoordinate(value)
        : readWrittenNumber(value, decimalMarkOf(language))
      if (read === undefined || !Number.isNaN(read)) holder![key!] = read ?? null
      else {
        const example = numberExample(language)
        errors.push({
          path,
          label: label[language],
          message: say(language, 'issues.number', { label: label[language], example }),
        })
      }
    }
    if (errors.length > 0) throw new ValidationError({ errors, req }, req.t)
  }
}
