import {
  addressIn,
  ContactInput,
  FRONT_CLASSES,
  LANGUAGES,
  isFieldIssue,
  refusal,
  type PostedForm,
} from '@sog/contract'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'

import { pageAsk } from './page-ask'
import { sendPage } from './pages'
import { refuseWithJson, SERVER_BUSY, TOO_MANY_AT_ONCE, type Refusal } from './refuse'
import type { RenderedPages } from './rendered-pages'
import type { Upstream } from './upstream'

/**
 * The contact form posted by a browser without the app (JavaScript off, or sent before the app
 * arrived; docs/decisions/0167-posted-forms.md). Its fields never travel in an address: the
 * form posts here, in its own front class (the JSON route's limits and door), and the message
 * is handed to `POST /api/contact/submit` as the app would send it, so one route validates and
 * stores every message. Sent: 303 to `/contact?sent=1` (a reload does not send it twice).
 * Refused: the contact page rendered again with what was typed and why, with the refusal's
 * status.
 */
export type PostedFormsOptions = {
  upstream: Upstream
  rendered: RenderedPages | null
  publicUrl: string | undefined
}

const CONTACT_FIELDS = Object.keys(ContactInput.shape)

/**
 * The form's own fields as typed (the first of each name; others are ignored), line breaks as
 * the app reads them from the same inputs: browsers post a text area's lines with CR LF.
 */
export function fieldsOf(body: unknown, names: string[]): Record<string, string> {
  const form = new URLSearchParams(Buffer.isBuffer(body) ? body.toString('utf8') : '')
  return Object.fromEntries(
    names.map((name) => [name, (form.get(name) ?? '').replace(/\r\n?/g, '\n')]),
  )
}

type Answer = Omit<PostedForm, 'values'>

async function handOn(
  upstream: Upstream,
  request: FastifyRequest,
  path: string,
  values: Record<string, string>,
): Promise<Answer | Refusal> {
  const place = upstream.acquire(FRONT_CLASSES.contactForm.pool, request.ip)
  if (place === 'pool-full') return SERVER_BUSY
  if (place === 'client-full') return TOO_MANY_AT_ONCE
  try {
    const response = await upstream.pools.api.request({
      method: 'POST',
      path,
      headers: {
        host: request.headers.host ?? 'localhost',
        'content-type': 'application/json',
        'accept-language': request.headers['accept-language'] ?? '',
        'x-forwarded-for': request.ip,
        'x-forwarded-proto': request.protocol,
        'x-forwarded-host': request.host,
        'x-request-id': request.id,
      },
      body: JSON.stringify(values),
    })
    const answer = (await response.body.json().catch(() => null)) as {
      detail?: unknown
      errors?: unknown
      code?: unknown
      params?: PostedForm['params']
    } | null
    return {
      status: response.statusCode,
      detail: typeof answer?.detail === 'string' ? answer.detail : null,
      issues: Array.isArray(answer?.errors) ? answer.errors.filter(isFieldIssue) : [],
      ...(typeof answer?.code === 'string' ? { code: answer.code, params: answer.params } : {}),
    }
  } catch (error) {
    request.log.warn({ err: error }, 'a posted form could not be handed on')
    return { status: 503, ...refusal('serverAway') }
  } finally {
    place.release()
  }
}

export const postedFormsPlugin: FastifyPluginAsync<PostedFormsOptions> = async (app, options) => {
  const { upstream, rendered, publicUrl } = options

  async function answerRefused(
    request: FastifyRequest,
    reply: FastifyReply,
    posted: PostedForm,
    retryAfterSeconds?: number,
  ) {
    const page = await rendered
      ?.postedPage(pageAsk(request, publicUrl), posted, request.ip)
      .catch((error: unknown) => {
        request.log.error({ err: error }, 'rendering a refused form failed')
        return null
      })
    if (!page)
      return refuseWithJson(request, reply, {
        status: posted.status,
        detail: posted.detail ?? 'The form could not be sent',
        retryAfterSeconds,
      })
    if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds))
    return sendPage(request, reply, page, 'no-store')
  }

  // The contact page at each language's address posts to itself (`/pl/contact`…,
  // docs/decisions/0168-language-addresses.md) and is answered in that language.
  for (const language of LANGUAGES)
    app.post(
      addressIn(language, '/contact'),
      {
        bodyLimit: FRONT_CLASSES.contactForm.bodyLimit,
        config: {
          frontClass: FRONT_CLASSES.contactForm,
          // Refused before the handler (its door, its body's size or type): the same page, with
          // whatever text could be read.
          refusedAsPage: (request, reply, refused) =>
            answerRefused(
              request,
              reply,
              {
                values: fieldsOf(request.body, CONTACT_FIELDS),
                status: refused.status,
                detail: refused.detail,
                issues: [],
                ...(refused.code ? { code: refused.code, params: refused.params } : {}),
              },
              refused.retryAfterSeconds,
            ),
        },
      },
      async (request, reply) => {
        const values = fieldsOf(request.body, CONTACT_FIELDS)
        const answer = await handOn(upstream, request, '/api/contact/submit', values)
        if (answer.status >= 200 && answer.status < 300)
          return reply.code(303).header('location', addressIn(language, '/contact?sent=1')).send()
        return answerRefused(request, reply, {
          values,
          issues: [],
          ...answer,
        })
      },
    )
}
