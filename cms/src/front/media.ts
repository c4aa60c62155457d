import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3'
import fastifyStatic from '@fastify/static'
import { FRONT_CLASSES } from '@sog/contract'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import type { Readable } from 'node:stream'

import type { S3Settings } from '@/lib/s3'

/**
 * Uploaded images at `/media/<file>` and at Payload's own `/cms/api/media/file/<file>` (media
 * are public, as their collection's access says), from `DATA_DIR/media` or from the S3 bucket.
 * Either way with validators (ETag, Last-Modified, 304) and `HEAD`; renditions are cached for a
 * year as immutable, originals for a day (docs/decisions/0121-immutable-names.md).
 */
const PREFIXES = ['/media/', '/cms/api/media/file/'] as const

/** Payload names renditions `<name>-<width>x<height>.<ext>`; their bytes never change. */
const RENDITION = /-\d+x\d+\.[a-z0-9]+$/i
const YEAR = 'public, max-age=31536000, immutable'
// Files stored before names became unique (collections/Media/fileNames.ts) may see their name
// reused; a day's cache, then a revalidation, keeps that harmless.
const DAY = 'public, max-age=86400'

export function mediaCacheControl(filename: string): string {
  return RENDITION.test(filename) ? YEAR : DAY
}

/**
 * Uploads are stored under the extension their bytes have (collections/Media/fileNames.ts); a
 * file with any other name (stored before that rule, or put in the folder by hand) is never
 * shown as a page of this site: it is sent as a download of unknown type.
 */
const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
}

function describeFile(setHeader: (name: string, value: string) => unknown, filename: string) {
  setHeader('cache-control', mediaCacheControl(filename))
  const type = IMAGE_TYPES[/\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase() ?? '']
  if (type) return setHeader('content-type', type)
  setHeader('content-type', 'application/octet-stream')
  setHeader('content-disposition', 'attachment')
}

export type MediaOptions = { mediaDir: string; s3: S3Settings | null }

/** Registered as a plugin: its routes get the front's hooks; its S3 client closes with the app. */
export const mediaPlugin: FastifyPluginAsync<MediaOptions> = async (app, options) => {
  // @fastify/static adds its own routes; they get the media class here.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, frontClass: FRONT_CLASSES.media }
  })
  if (!options.s3) {
    for (const prefix of PREFIXES)
      await app.register(fastifyStatic, {
        root: options.mediaDir,
        prefix,
        decorateReply: false,
        index: false,
        list: false,
        dotfiles: 'deny',
        cacheControl: false,
        // Set by describeFile from the name, images only.
        contentType: false,
        setHeaders: (res, file) => {
          describeFile((name, value) => res.setHeader(name, value), file)
        },
      })
    return
  }
  const { bucket, config } = options.s3
  const client = new S3Client(config)
  for (const prefix of PREFIXES)
    app.route({
      method: ['GET', 'HEAD'],
      url: `${prefix}*`,
      handler: (request, reply) => fromBucket(client, bucket, request, reply),
    })
  app.addHook('onClose', async () => client.destroy())
}

type S3Failure = { name?: string; $metadata?: { httpStatusCode?: number } }

/** One file of the bucket, the client's validators and range passed on to S3. */
async function fromBucket(
  client: S3Client,
  bucket: string,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const key = (request.params as { '*'?: string })['*'] ?? ''
  // One file name, as Payload stores them: no folders, no dot files.
  if (!key || key.includes('/') || key.includes('\\') || key.startsWith('.')) return notFound(reply)
  const ifModifiedSince = Date.parse(String(request.headers['if-modified-since'] ?? ''))
  const input = {
    Bucket: bucket,
    Key: key,
    IfNoneMatch: request.headers['if-none-match'] || undefined,
    IfModifiedSince: Number.isNaN(ifModifiedSince) ? undefined : new Date(ifModifiedSince),
  }
  const controller = new AbortController()
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort()
  })
  try {
    if (request.method === 'HEAD') {
      const head = await client.send(new HeadObjectCommand(input), {
        abortSignal: controller.signal,
      })
      describe(reply, key, head)
      return reply.send()
    }
    const range = request.headers.range
    const object = await client.send(
      new GetObjectCommand({ ...input, Range: range || undefined }),
      { abortSignal: controller.signal },
    )
    describe(reply, key, object)
    if (object.ContentRange) reply.code(206).header('content-range', object.ContentRange)
    return reply.send(object.Body as Readable)
  } catch (error) {
    const failure = error as S3Failure
    const status = failure.$metadata?.httpStatusCode
    if (status === 304)
      return reply.code(304).header('cache-control', mediaCacheControl(key)).send()
    if (status === 404 || failure.name === 'NoSuchKey' || failure.name === 'NotFound')
      return notFound(reply)
    if (status === 416) return reply.code(416).header('cache-control', 'no-store').send()
    request.log.warn({ err: error }, 'media storage failed')
    return reply
      .code(502)
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send({ detail: 'The media storage is not answering' })
  }
}

type ObjectHeaders = {
  ContentLength?: number
  ETag?: string
  LastModified?: Date
}

function describe(reply: FastifyReply, key: string, object: ObjectHeaders) {
  reply.header('accept-ranges', 'bytes')
  describeFile((name, value) => reply.header(name, value), key)
  if (object.ContentLength !== undefined) reply.header('content-length', object.ContentLength)
  if (object.ETag) reply.header('etag', object.ETag)
  if (object.LastModified) reply.header('last-modified', object.LastModified.toUTCString())
}

function notFound(reply: FastifyReply) {
  return reply
    .code(404)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ detail: 'Not found' })
}
