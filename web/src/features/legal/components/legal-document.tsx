import type { ApiLegalBlock, ApiLegalTexts } from '@sog/contract'
import { Heading, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import { List } from '@/components/ui/own-recipe/list'
import { PageHeader } from '@/components/ui/page-header'
import { RetryAlert } from '@/components/ui/retry-alert'
import { useLegalTexts } from '@/lib/api/get-legal-texts'
import { useDocumentTitle } from '@/lib/page/use-document-title'

/** Consecutive items are one list; every other block stands alone. */
function groupBlocks(blocks: readonly ApiLegalBlock[]): (ApiLegalBlock | string[])[] {
  const groups: (ApiLegalBlock | string[])[] = []
  for (const block of blocks) {
    const last = groups.at(-1)
    if (block.kind !== 'item') groups.push(block)
    else if (Array.isArray(last)) last.push(block.text)
    else groups.push([block.text])
  }
  return groups
}

/**
 * The editors' text as elements of the page, never as HTML (docs/decisions/0163-legal-pages.md):
 * headings under the page's h1, paragraphs keeping their line breaks, items as lists.
 */
function Blocks({ blocks }: { blocks: readonly ApiLegalBlock[] }) {
  return (
    <Stack gap="4" maxW="3xl">
      {groupBlocks(blocks).map((group, index) =>
        Array.isArray(group) ? (
          <List.Root key={index} ps="5" gap="2">
            {group.map((text, item) => (
              <List.Item key={item} whiteSpace="pre-line">
                {text}
              </List.Item>
            ))}
          </List.Root>
        ) : group.kind === 'heading' ? (
          <Heading key={index} as="h2" size="lg" mt="2">
            {group.text}
          </Heading>
        ) : (
          <Text key={index} whiteSpace="pre-line">
            {group.text}
          </Text>
        ),
      )}
    </Stack>
  )
}

/** The privacy policy or the terms of use, in the page's language (English where untranslated). */
export function LegalDocument({ document }: { document: 'privacy' | 'terms' }) {
  const { t } = useTranslation()
  const { data, error, mutate } = useLegalTexts()
  const text: ApiLegalTexts['privacy'] | undefined = data?.[document]
  const title = text?.title || t(`legal.${document}.title`)
  useDocumentTitle(title)
  return (
    <>
      <PageHeader title={title} />
      {error && !data ? (
        <RetryAlert title={t('legal.loadFailed')} onRetry={() => mutate()} />
      ) : !text ? (
        <Text color="fg.muted">{t('common.loading')}</Text>
      ) : text.blocks.length === 0 ? (
        <Text>{t('legal.missing')}</Text>
      ) : (
        <Blocks blocks={text.blocks} />
      )}
    </>
  )
}
