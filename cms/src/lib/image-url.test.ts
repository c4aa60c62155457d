import { describe, expect, it } from 'vitest'

import { checkImageUrl } from './image-url'

describe('image addresses', () => {
  it('allows http(s) URLs and site paths', () => {
    expect(checkImageUrl('https://cdn.example.com/a.jpg', 'Image')).toBe(true)
    expect(checkImageUrl('/cms/api/media/file/a.jpg', 'Image')).toBe(true)
    expect(checkImageUrl('', 'Image')).toBe(true)
  })

  it('refuses inline data, scripts and protocol-relative addresses', () => {
    for (const bad of [
      'data:image/png;base64,AAAA',
      'javascript:alert(1)',
      '//evil.example/x.jpg',
      'ftp://x/y',
    ]) {
      expect(checkImageUrl(bad, 'Image')).toBe('Image must be an http(s) URL or a site path')
    }
  })
})
