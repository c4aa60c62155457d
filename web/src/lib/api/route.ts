import type { Method, ResponseOf, RouteName, Routes } from '@sog/contract'
import type { z } from 'zod'

/**
 * The web's typed view of the contract's route table (contract/src/routes.ts;
 * docs/decisions/0161-typed-api-client.md). `routes.ts` beside this file holds each route as
 * written from the table, its method and path in one string constant (`'GET /firearms/:id'`),
 * which the bundler writes into each place that calls it: a chunk carries only the routes it
 * calls. Everything else (its parameters, query, body and answer) is the table's own types, so no
 * zod reaches the browser from here.
 */
export type Route<N extends RouteName> = `${Routes[N]['method']} ${Routes[N]['path']}`

/** Every route of the table by its method and path (one route each, as the router needs). */
type Names = { [N in RouteName as Route<N>]: N }
export type AnyRoute = keyof Names
/** The route's name in the table. */
export type NameOf<R extends AnyRoute> = Names[R]

/** A route's method. */
export const methodOf = <R extends AnyRoute>(route: R) =>
  route.slice(0, route.indexOf(' ')) as Routes[NameOf<R>]['method']

type Spec<N extends RouteName> = Routes[N]

/** A value as it goes into a path or a query string. */
type Text = string | number

type ParamsInput<N extends RouteName> =
  Spec<N> extends { params: z.ZodObject }
    ? { params: Record<keyof z.output<Spec<N>['params']>, Text> }
    : { params?: never }

/** The route's declared query parameters; an absent or empty value is left out of the path. */
export type QueryInput<N extends RouteName> =
  Spec<N> extends { query: z.ZodObject }
    ? { [K in keyof z.output<Spec<N>['query']>]?: Text | undefined }
    : Record<string, never>

/** No query at all. */
type NoQuery = Record<never, never>

/** A query naming only declared parameters (the front cache drops others, docs/api.md). */
type DeclaredOnly<N extends RouteName, Q> = Q & Record<Exclude<keyof Q, keyof QueryInput<N>>, never>

type BodyInput<N extends RouteName> =
  Spec<N> extends { body: z.ZodType } ? { body: z.input<Spec<N>['body']> } : { body?: never }

/** What names one request of the route: its path parameters and query. */
export type PathInput<N extends RouteName, Q extends QueryInput<N> = NoQuery> = ParamsInput<N> & {
  query?: DeclaredOnly<N, Q>
}

/** What one call of the route sends: its path parameters, query and body. */
export type CallInput<N extends RouteName, Q extends QueryInput<N> = NoQuery> = PathInput<N, Q> &
  BodyInput<N>

/** The input may be left out when the route needs none of it. */
export type Optional<I> = object extends I ? [input?: I] : [input: I]

type PageOf<A> = Extract<A, { items: unknown }>

/**
 * The route's answer. A list that answers its full array without parameters and one page with any
 * (docs/api.md, "Paged lists", "Catalogue queries"; `lang` aside) is typed by the query asked.
 */
export type Answer<N extends RouteName, Q = NoQuery> = [PageOf<ResponseOf<Spec<N>>>] extends [never]
  ? ResponseOf<Spec<N>>
  : [Exclude<keyof Q, 'lang'>] extends [never]
    ? Exclude<ResponseOf<Spec<N>>, PageOf<ResponseOf<Spec<N>>>>
    : PageOf<ResponseOf<Spec<N>>>

declare const answer: unique symbol
/**
 * A request's path under /api, as `pathOf` writes it: the SWR key of its answer and the key the
 * server's renderer files the answer under (app/router.tsx, entry-server.tsx). Its type carries
 * the answer and the method, so only a GET path can be read and its answer needs no hand-typing.
 */
export type ApiPath<A = unknown, M extends Method = Method> = string & {
  readonly [answer]: [A, M]
}

/**
 * The path of one request of `route`: `:name` segments filled from `params` (encoded), then the
 * query parameters in the order given, each written as URLSearchParams writes it, absent and
 * empty ones left out (an empty parameter reads as absent, docs/api.md). The same input always
 * gives the same string, which is what makes it a key.
 */
export function pathOf<R extends AnyRoute, Q extends QueryInput<NameOf<R>> = NoQuery>(
  route: R,
  ...[input]: Optional<PathInput<NameOf<R>, Q>>
): ApiPath<Answer<NameOf<R>, Q>, Routes[NameOf<R>]['method']> {
  const params = (input?.params ?? {}) as Record<string, Text>
  const path = route
    .slice(route.indexOf(' ') + 1)
    .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])))
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries((input?.query ?? {}) as Record<string, unknown>))
    if (value !== undefined && value !== '') query.append(key, String(value))
  const search = query.toString()
  return (search ? `${path}?${search}` : path) as ApiPath<
    Answer<NameOf<R>, Q>,
    Routes[NameOf<R>]['method']
  >
}
