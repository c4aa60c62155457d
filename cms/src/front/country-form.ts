import {
  COUNTRY_FORM,
  FRONT_CLASSES,
  isNetworkCountry,
  pathBack,
  PREFERENCE_COOKIE_MAX_AGE,
  PREFERENCE_COOKIES,
} from '@sog/contract'
import { serialize } from 'cookie'
import type { FastifyPluginAsync } from 'fastify'

import { refuseWithJson } from './refuse'
import { siteOrigin } from './site-origin'

/**
 * The country chosen by a browser without the app (JavaScript off, or its scripts never came;
 * docs/decisions/0193-country-without-the-app.md). The footer's country is a form that posts
 * here; the front keeps the choice in the country cookie the pages are rendered in (0060), as
 * the app does, and sends the visitor back to the page they were on. Nothing else is touched:
 * no request goes on to the application server.
 */
export const countryFormPlugin: FastifyPluginAsync<{ publicUrl: string | undefined }> = async (
  app,
  { publicUrl },
) => {
  app.post(
    COUNTRY_FORM.path,
    {
      bodyLimit: FRONT_CLASSES.countryForm.bodyLimit,
      config: { frontClass: FRONT_CLASSES.countryForm },
    },
    async (request, reply) => {
      // Another site's page may not change a visitor's country (browsers that say so).
      if (request.headers['sec-fetch-site'] === 'cross-site')
        return refuseWithJson(request, reply, {
          status: 403,
          detail: "Another site's form cannot choose the country",
        })
      const form = new URLSearchParams(
        Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '',
      )
      const country = form.get(COUNTRY_FORM.country)
      if (!isNetworkCountry(country))
        return refuseWithJson(request, reply, {
          status: 400,
          detail: 'country must be the code of a country the site offers',
        })
      const cookie = serialize(PREFERENCE_COOKIES.country, country, {
        path: '/',
        maxAge: PREFERENCE_COOKIE_MAX_AGE,
        sameSite: 'lax',
        secure: siteOrigin(request, publicUrl).startsWith('https:'),
      })
      return reply
        .code(303)
        .header('set-cookie', cookie)
        .header('location', pathBack(form.get(COUNTRY_FORM.back)))
        .header('cache-control', 'no-store')
        .send()
    },
  )
}
