import { describe, expect, it } from 'vitest'

import { isImageAddress, isSafeLink, linkHref } from './links'

describe('image addresses', () => {
  it('allows http(s) URLs and site paths', () => {
    expect(isImageAddress('https://cdn.example.com/a.jpg')).toBe(true)
    expect(isImageAddress('/cms/api/media/file/a.jpg')).toBe(true)
  })

  it('refuses inline data, scripts and protocol-relative addresses', () => {
    for (const bad of [
      'data:image/png;base64,AAAA',
      'javascript:alert(1)',
      '//evil.example/x.jpg',
      'ftp://x/y',
    ]) {
      expect(isImageAddress(bad)).toBe(false)
    }
  })
})

describe('links', () => {
  it('allows http(s), mailto:, tel: and bare hosts', () => {
    for (const good of [
      'https://facebook.com/sogfirearms',
      'http://example.com',
      'mailto:shop@example.com',
      'tel:+48612223344',
      'www.strzelec-warszawa.pl',
      'example.com/shop?x=1',
    ]) {
      expect(isSafeLink(good), good).toBe(true)
    }
  })

  it('refuses script and other schemes, and text that is no address', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>',
      'vbscript:x',
      'file:///etc/passwd',
      'not a link',
      '//evil.example',
    ]) {
      expect(isSafeLink(bad), bad).toBe(false)
    }
  })

  it('opens a bare host over https', () => {
    expect(linkHref('www.example.com')).toBe('https://www.example.com')
    expect(linkHref('http://example.com')).toBe('http://example.com')
  })
})
