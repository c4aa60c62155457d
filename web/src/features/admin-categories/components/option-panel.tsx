import type { ApiFilterOption } from '@sog/contract'
import type { FilterOptionType } from '@sog/contract'
import { Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import type { EditingRow } from '@/components/form/editing-row'
import type { OptionActions } from '../hooks/use-option-actions'
import { AddOptionForm } from './add-option-form'
import { OptionRow } from './option-row'

type Props = {
  type: FilterOptionType
  options: ApiFilterOption[]
  search: string
  usageOf: (option: ApiFilterOption) => number
  actions: OptionActions
  /** The row being renamed, kept by the screen (its tabs ask before dropping it too). */
  rows: EditingRow<number>
}

/**
 * One tab: the add form, then the options matching the search, or an empty state. The row being
 * renamed stays in view whatever the search, so nothing typed there is dropped by it.
 */
export function OptionPanel({ type, options, search, usageOf, actions, rows }: Props) {
  const { t } = useTranslation()
  const needle = search.trim().toLowerCase()
  const shown = options.filter(
    (option) => option.id === rows.editingId || option.name.toLowerCase().includes(needle),
  )
  const types = t(`adminCategories.typePlural.${type}`)

  return (
    <Stack gap="4">
      <AddOptionForm type={type} busy={actions.busy} onAdd={(name) => actions.add(type, name)} />
      {shown.length === 0 ? (
        <Text color="fg.muted" py="6" textAlign="center">
          {needle
            ? t('adminCategories.emptySearch', { types, search: search.trim() })
            : t('adminCategories.empty', { types })}
        </Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none">
          {shown.map((option) => (
            <OptionRow
              key={option.id}
              option={option}
              usage={usageOf(option)}
              busy={actions.busy}
              editing={rows.editingId === option.id}
              onEdit={() => void rows.edit(option.id)}
              onCancel={rows.close}
              onDirtyChange={rows.onDirtyChange}
              onRename={async (change) => {
                const done = await actions.update(option, change)
                if (done) rows.close()
                return done
              }}
              onDelete={() => void actions.destroy(option, usageOf(option))}
            />
          ))}
        </Stack>
      )}
    </Stack>
  )
}
