/**
 * A client generated from the OpenAPI document (openapi-typescript, `npm run generate:api`)
 * agrees with the contract the SPA calls /api with: for every route, the generated path,
 * method, parameters, body and success answer are the contract's types. `tsc` fails here
 * when the document and the contract drift apart.
 */
import type { z } from 'zod'

import type { paths } from '../dist/openapi-paths'
import type { ResponseOf, RouteName, Routes, RouteSpec } from '../src/routes'

/** `/firearms/:id/dealers` → `/firearms/{id}/dealers` */
type OpenApiPath<P extends string> = P extends `${infer Head}:${infer Name}/${infer Rest}`
  ? `${Head}{${Name}}/${OpenApiPath<Rest>}`
  : P extends `${infer Head}:${infer Name}`
    ? `${Head}{${Name}}`
    : P

type Operation<R extends RouteSpec> = paths[OpenApiPath<R['path']> & keyof paths][Lowercase<
  R['method']
> &
  keyof paths[OpenApiPath<R['path']> & keyof paths]]

type Content<T> = T extends { content: { 'application/json': infer Body } }
  ? Body
  : T extends { content: { 'text/csv': infer Text } }
    ? Text
    : never

type GeneratedOk<R extends RouteSpec> = Content<
  Operation<R> extends { responses: infer Responses }
    ? Responses[R['ok']['status'] & keyof Responses]
    : never
>

type GeneratedBody<R extends RouteSpec> =
  Operation<R> extends { requestBody: infer Body } ? Content<Body> : undefined

type GeneratedParamNames<R extends RouteSpec> =
  Operation<R> extends { parameters: { path?: infer Params } }
    ? [NonNullable<Params>] extends [never]
      ? never
      : keyof NonNullable<Params>
    : never

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false

type BodyInput<R> = R extends { body: infer Body extends z.ZodType } ? z.input<Body> : undefined

type ParamNames<R> = R extends { params: infer Params extends z.ZodType }
  ? keyof z.output<Params>
  : never

type Agreement = {
  [K in RouteName]: [
    Same<ResponseOf<Routes[K]>, GeneratedOk<Routes[K]>>,
    Same<BodyInput<Routes[K]>, GeneratedBody<Routes[K]>>,
    Same<ParamNames<Routes[K]>, GeneratedParamNames<Routes[K]>>,
  ]
}

export const agreement: { [K in RouteName]: [true, true, true] } = null as unknown as Agreement
