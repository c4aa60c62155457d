import { FRONT_CLASSES, routeList, type FrontClass, type FrontClassName } from '@sog/contract'
import type { HTTPMethods } from 'fastify'

/**
 * Every path the front passes to the application server, with its front-door class
 * (`@sog/contract`'s front-classes.ts). The /api routes come from the contract's route table,
 * each with the class it names there; Payload's own paths, which the contract does not
 * describe, are listed here. Pages, media and /metrics are the front's own (pages.ts, media.ts,
 * observability.ts). The router prefers static segments over parameters over wildcards, so
 * the catch-alls only take what no route names: an unknown /api path still meets the api
 * class and gets the router's 404.
 */
export type FrontRoute = { methods: HTTPMethods[]; url: string; frontClass: FrontClass }

const ALL: HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']
const WRITES: HTTPMethods[] = ['POST', 'PUT', 'PATCH']

const apiRoutes: FrontRoute[] = routeList.map((route) => ({
  // A GET route answers HEAD too (the router does).
  methods: route.method === 'GET' ? ['GET', 'HEAD'] : [route.method],
  url: `/api${route.path}`,
  frontClass: FRONT_CLASSES[route.front ?? 'api'],
}))

const panel = (methods: HTTPMethods[], urls: string[], name: FrontClassName): FrontRoute[] =>
  urls.map((url) => ({ methods, url, frontClass: FRONT_CLASSES[name] }))

/**
 * Payload's REST paths. `/cms/api/:collection/login` covers both auth collections (any other
 * collection answers 404 from Payload, still counted at the door).
 */
const panelRoutes: FrontRoute[] = [
  ...panel(
    ['POST'],
    [
      '/cms/api/:collection/login',
      '/cms/api/:collection/first-register',
      '/cms/api/:collection/reset-password',
    ],
    'login',
  ),
  ...panel(['POST'], ['/cms/api/:collection/forgot-password'], 'forgotPassword'),
  ...panel(['POST'], ['/cms/api/:collection/unlock'], 'unlock'),
  ...panel(
    ['POST'],
    ['/cms/api/:collection/logout', '/cms/api/:collection/refresh-token'],
    'session',
  ),
  ...panel(WRITES, ['/cms/api/media', '/cms/api/media/*'], 'mediaUpload'),
  ...panel(ALL, ['/cms/api', '/cms/api/*'], 'panelApi'),
  ...panel(ALL, ['/cms', '/cms/*', '/_next/*'], 'panel'),
]

export const FRONT_ROUTES: FrontRoute[] = [
  ...apiRoutes,
  ...panel(ALL, ['/api', '/api/*'], 'api'),
  ...panelRoutes,
]
