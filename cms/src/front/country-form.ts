import { COUNTRY_FORM, FRONT_CLASSES, isNetworkCountry, pathBack } from '@sog/contract'
import type { FastifyPluginAsync } from 'fastify'

import { fieldsOf } from './posted-forms'
import { preferenceCookie } from './preferences'
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
      const { country, back } = fieldsOf(request.body, [COUNTRY_FORM.country, COUNTRY_FORM.back])
      if (!isNetworkCountry(country))
        return refuseWithJson(request, reply, {
          status: 400,
          detail: 'country must be the code of a country the site offers',
        })
      const secure = siteOrigin(request, publicUrl).startsWith('https:')
      return reply
        .code(303)
        .header('set-cookie', preferenceCookie('country', country, secure))
        .header('location', pathBack(back))
        .header('cache-control', 'no-store')
        .send()
    },
  )
}
