import { sendApi } from './api-client'
import {
  methodOf,
  pathOf,
  type Answer,
  type AnyRoute,
  type CallInput,
  type NameOf,
  type Optional,
  type PathInput,
  type QueryInput,
} from './route'

/**
 * One call of a route of the contract's table (lib/api/routes.ts), with its method, its path
 * written by `pathOf` and its body; the answer is typed by the table (not checked here: the
 * server's answers are the contract's, held so by the cms contract tests). Apart from
 * api-client.ts, which the first load needs, as only the screens that write call it.
 */
export function callApi<R extends AnyRoute, Q extends QueryInput<NameOf<R>> = Record<never, never>>(
  route: R,
  ...[input]: Optional<CallInput<NameOf<R>, Q>>
): Promise<Answer<NameOf<R>, Q>> {
  const path = pathOf<R, Q>(route, ...([input] as Optional<PathInput<NameOf<R>, Q>>))
  return sendApi(path, { method: methodOf(route), body: input?.body })
}
