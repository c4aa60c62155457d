'use client'

import { decimalMarkOf, isLanguage, readWrittenCoordinate, readWrittenNumber } from '@sog/contract'
import { TextInput, useField, useTranslation } from '@payloadcms/ui'
import type { NumberFieldClientComponent } from 'payload'
import { useEffect, useMemo, useState, type ChangeEvent } from 'react'

import { inputProps } from './input-props'

/** What the field holds: a number, nothing, or the text typed when it is no number. */
type Held = number | string | null | undefined

/** The text a stored value shows as: as stored, which reads back the same in every language. */
const shown = (value: Held) => (value === null || value === undefined ? '' : String(value))

/**
 * A decimal in the panel as people write it in the editor's language
 * (docs/decisions/0199-decimals-as-written.md): a text field read by the contract's
 * `readWrittenNumber`, where Payload's number field let Chromium drop a comma it took for
 * grouping ("199,50" became 19950). Text that is no number is kept as typed, so the field's rule
 * refuses it beside the field in the editor's language.
 */
function decimalField(
  readAs: (language: string) => (text: string) => number | undefined,
): NumberFieldClientComponent {
  return function DecimalInput(props) {
    const { value, setValue, showError } = useField<Held>({ path: props.path })
    const { i18n } = useTranslation()
    const read = useMemo(() => readAs(i18n.language), [i18n.language])
    const [text, setText] = useState(() => shown(value))
    // A value set from elsewhere (a reset after a save, a version restored) replaces the text.
    useEffect(() => {
      setText((typed) => (read(typed) === value ? typed : shown(value)))
    }, [value, read])
    return (
      <TextInput
        {...inputProps(props, showError)}
        value={text}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          const typed = event.target.value
          const number = read(typed)
          setText(typed)
          setValue(number === undefined ? null : Number.isNaN(number) ? typed : number)
        }}
      />
    )
  }
}

/** Prices, a rating, exchange rates: the editor's language decides `1.234`. */
export const DecimalField = decimalField(
  (language) => (text) =>
    readWrittenNumber(text, decimalMarkOf(isLanguage(language) ? language : 'en')),
)

/** Coordinates, copied from maps with a point: the point is the decimal mark. */
export const CoordinateField = decimalField(() => readWrittenCoordinate)
