import { FRONT_CLASSES, largestBody, MAX_INLINE_IMAGES_PER_SAVE, refusal } from '@sog/contract'
import { describe, expect, it } from 'vitest'

import { tooLarge } from './bodies'

describe('a body over its route’s limit', () => {
  it('is said as what the person sent: too many images, an image too large, else the limit', () => {
    const { firearmWrite, settingsWrite, mediaUpload, inventoryCsv, contact, api } = FRONT_CLASSES
    expect(tooLarge(firearmWrite, largestBody(firearmWrite))).toEqual({
      status: 413,
      ...refusal('saveTooLarge', { count: MAX_INLINE_IMAGES_PER_SAVE }),
    })
    for (const frontClass of [settingsWrite, mediaUpload])
      expect(tooLarge(frontClass, largestBody(frontClass))).toEqual({
        status: 413,
        ...refusal('imageTooLarge'),
      })
    // Without a session those routes take the small body of every route, said as its limit.
    for (const frontClass of [firearmWrite, settingsWrite, mediaUpload, api])
      expect(tooLarge(frontClass, frontClass.bodyLimit)).toEqual({
        status: 413,
        ...refusal('bodyTooLarge', { size: '64 KB', kilobytes: 64 }),
      })
    // A stock CSV over the signed-in allowance is said as that allowance.
    expect(tooLarge(inventoryCsv, largestBody(inventoryCsv)).code).toBe('bodyTooLarge')
    expect(tooLarge(inventoryCsv, largestBody(inventoryCsv)).params).toEqual({
      size: '4 MB',
      kilobytes: Math.round(largestBody(inventoryCsv) / 1024),
    })
    expect(tooLarge(contact, contact.bodyLimit).params).toEqual({ size: '32 KB', kilobytes: 32 })
  })
})
