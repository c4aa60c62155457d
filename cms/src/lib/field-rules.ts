import { fieldIssues, fillPlaceholders, PARSE_OPTIONS } from '@sog/contract'
import { z } from 'zod'

import { panelLanguage, say, type PanelKey, type PanelText } from '@/i18n/texts'

/** What Payload passes a field's `validate` that the message's language is read from. */
type Options = { req?: { i18n?: { language?: string } } }

/**
 * A contract rule as a Payload field `validate`, so the panel, Payload's REST API and /api refuse
 * the same values with the same words. The value is checked as a member named by the field's
 * English label, which puts the label in the message ("Price must be 0 or more"); in another
 * language of the panel the message is said from the issue's code, with the label in that
 * language (docs/decisions/0196-panel-languages.md).
 */
export function fieldRule(schema: z.ZodType, label: PanelText) {
  const named = z.object({ [label.en]: schema })
  return (value: unknown, options?: Options): true | string => {
    const result = named.safeParse({ [label.en]: value }, PARSE_OPTIONS)
    if (result.success) return true
    const language = panelLanguage(options?.req)
    const issue = result.error.issues[0]
    if (language === 'en' || !issue) return issue?.message ?? `${label.en} is not valid`
    const code = fieldIssues(result.error)[0]?.code ?? 'invalid'
    const { minimum, maximum, inclusive } = issue as {
      minimum?: number | bigint
      maximum?: number | bigint
      inclusive?: boolean
    }
    const vars = {
      label: label[language],
      ...(minimum === undefined ? {} : { minimum: String(minimum) }),
      ...(maximum === undefined ? {} : { maximum: String(maximum) }),
    }
    const key: PanelKey =
      code === 'tooSmall' && inclusive === false ? 'issues.above' : `issues.${code}`
    const said = fillPlaceholders(say(language, key), vars)
    // A rule of its own may name no bound (a year after this one): then only that it is invalid.
    return said.missing.length > 0 ? say(language, 'issues.invalid', vars) : said.text
  }
}

/** Payload's `beforeValidate` field hook that trims text. */
export const trimHook = {
  beforeValidate: [
    ({ value }: { value?: unknown }) => (typeof value === 'string' ? value.trim() : value),
  ],
}
