import { Stack, Text } from '@chakra-ui/react'
import { useCallback, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { List } from '@/components/ui/own-recipe/list'
import { useChoiceDialog } from '@/components/ui/choice-dialog'
import type { AskConflict, ConflictChoice, ConflictFields } from '@/lib/forms/form'

const GROUPS = ['theirs', 'mine', 'both'] as const

function DifferingFields({ fields }: { fields: ConflictFields }) {
  const { t } = useTranslation()
  return GROUPS.map((group) =>
    fields[group].length > 0 ? (
      <Stack key={group} gap="1">
        <Text fontWeight="medium">{t(`form.conflict.changed.${group}`)}</Text>
        <List.Root ps="5">
          {fields[group].map((label) => (
            <List.Item key={label}>{label}</List.Item>
          ))}
        </List.Root>
      </Stack>
    ) : null,
  )
}

/**
 * A save refused because someone else changed the record meanwhile (docs/api.md, "Versions"):
 * nothing was overwritten. The dialog names the fields that differ and the person decides —
 * load their version (the typed changes are dropped) or overwrite it with their own changes
 * (only the fields they changed). `const [dialog, ask] = useConflictDialog()`.
 */
export function useConflictDialog(): [ReactNode, AskConflict] {
  const { t } = useTranslation()
  const [dialog, ask] = useChoiceDialog<ConflictChoice>()
  const askConflict = useCallback(
    (fields: ConflictFields) =>
      ask({
        title: t('form.conflict.title'),
        body: (
          <Stack gap="3">
            <Text>{t('form.conflict.body')}</Text>
            <DifferingFields fields={fields} />
          </Stack>
        ),
        dismissed: 'cancel',
        choices: [
          { value: 'cancel', label: t('common.cancel'), variant: 'ghost' },
          { value: 'theirs', label: t('form.conflict.theirs'), variant: 'outline', focus: true },
          { value: 'overwrite', label: t('form.conflict.overwrite'), colorPalette: 'red' },
        ],
      }),
    [ask, t],
  )
  return [dialog, askConflict]
}
