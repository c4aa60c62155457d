// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { mailtoUrl, telUrl, websiteUrl } from './mail-draft'

describe('mail drafts and links', () => {
  it('encodes subject and body so line breaks and spaces survive', () => {
    const url = mailtoUrl('a@b.pl', 'Price Quote Request - SOG-15 & co', 'Line 1\nLine 2')
    expect(url).toBe(
      'mailto:a@b.pl?subject=Price%20Quote%20Request%20-%20SOG-15%20%26%20co&body=Line%201%0ALine%202',
    )
    expect(decodeURIComponent(url.split('body=')[1]!)).toBe('Line 1\nLine 2')
  })

  it('makes telephone and website links', () => {
    expect(telUrl('+48 61 222-33-44')).toBe('tel:+48612223344')
    expect(websiteUrl('www.example.pl')).toBe('https://www.example.pl')
    expect(websiteUrl('http://example.pl')).toBe('http://example.pl')
  })
})
