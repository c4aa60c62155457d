import { FRONT_CLASSES, type FrontClass } from '@sog/contract'
import type { FastifyRequest } from 'fastify'

declare module 'fastify' {
  interface FastifyContextConfig {
    frontClass?: FrontClass
  }
}

/** The class of the route a request matched (route-table.ts); a page when it matched none. */
export function frontClassOf(request: FastifyRequest): FrontClass {
  return request.routeOptions.config.frontClass ?? FRONT_CLASSES.page
}
