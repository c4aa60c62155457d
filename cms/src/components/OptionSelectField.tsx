'use client'

import { compareOptionNames } from '@sog/contract'
import { SelectInput, useConfig, useField } from '@payloadcms/ui'
import type { OptionObject, TextFieldClientComponent } from 'payload'
import { useEffect, useState } from 'react'

import { inputProps } from './input-props'

/**
 * A firearm's category, caliber, barrel length or system type in the panel: a choice among the
 * filter options of that type, never free text (docs/product.md, "Filter options"). The field
 * stays text in the database and in /api; the server refuses names that are not options.
 */
export const OptionSelectField: TextFieldClientComponent = (props) => {
  const { field, path } = props
  const { value, setValue, showError } = useField<string>({ path })
  const { config } = useConfig()
  const [options, setOptions] = useState<OptionObject[]>([])
  const type = field.name

  useEffect(() => {
    const controller = new AbortController()
    const query = new URLSearchParams({
      'where[type][equals]': type,
      limit: '0',
      depth: '0',
      'select[name]': 'true',
    })
    fetch(`${config.serverURL}${config.routes.api}/filter-options?${query}`, {
      credentials: 'include',
      signal: controller.signal,
    })
      .then((response) => (response.ok ? response.json() : { docs: [] }))
      .then(({ docs }: { docs: { name: string }[] }) =>
        setOptions(
          docs
            .map((doc) => doc.name)
            .sort(compareOptionNames)
            .map((name) => ({ label: name, value: name })),
        ),
      )
      .catch(() => {})
    return () => controller.abort()
  }, [config.routes.api, config.serverURL, type])

  // A stored name that is no longer an option stays visible, so the editor sees what to fix.
  const shown =
    value && !options.some((option) => option.value === value)
      ? [...options, { label: value, value }]
      : options

  return (
    <SelectInput
      name={path}
      {...inputProps(props, showError)}
      options={shown}
      value={value ?? ''}
      onChange={(selected) => {
        const next = Array.isArray(selected) ? selected[0] : selected
        setValue(typeof next?.value === 'string' ? next.value : '')
      }}
    />
  )
}
