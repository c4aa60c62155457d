import type { ApiFirearm, ApiImage } from '@sog/contract'
import { screen, within } from '@testing-library/react'

import { sampleFirearms } from '@/lib/api/sample-data'

/** The names on the firearm cards shown, in order. */
export const cardNames = () =>
  screen
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 2 }).textContent)

/** The card of one firearm, by its name. */
export const card = (name: string) => screen.getByRole('article', { name })

/** Subject and body of a mailto: link, decoded. */
export function draft(href: string | null) {
  const url = new URL(href ?? '')
  return {
    to: decodeURIComponent(url.pathname),
    subject: url.searchParams.get('subject'),
    body: url.searchParams.get('body'),
  }
}

export const SAMPLES = sampleFirearms()
export const sample = (name: string): ApiFirearm => SAMPLES.find((f) => f.name === name)!
export const CARBINE = sample('SOG-15 Carbine')

export const image = (name: string): ApiImage => ({
  url: `/media/${name}.jpg`,
  alt: name,
  width: 1200,
  height: 800,
  sizes: [
    { url: `/media/${name}-360.webp`, width: 360 },
    { url: `/media/${name}-720.webp`, width: 720 },
  ],
})
