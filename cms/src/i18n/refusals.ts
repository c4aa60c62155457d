import type { CodedRefusal, Language } from '@sog/contract'
import { sayRefusal } from '@sog/contract/refusal-texts'

type Params = CodedRefusal['params']

/**
 * A coded refusal in the panel's language, or null to keep its English `detail`: English keeps
 * the contract's own words, which API clients read (docs/decisions/0196-panel-languages.md).
 */
export function sayInPanel(
  { code, params }: { code?: unknown; params?: Params },
  language: Language,
): string | null {
  return language === 'en' ? null : sayRefusal(code, params ?? {}, language)
}
