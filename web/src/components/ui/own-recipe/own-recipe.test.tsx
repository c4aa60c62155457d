import {
  ChakraProvider,
  createSystem,
  defaultBaseConfig,
  Table as ChakraTable,
} from '@chakra-ui/react'
import { render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'

import { Breadcrumb } from './breadcrumb'
import { Checkbox } from './checkbox'
import { DataList } from './data-list'
import { Dialog } from './dialog'
import { Drawer } from './drawer'
import { Fieldset } from './fieldset'
import { FileUpload } from './file-upload'
import { List } from './list'
import { Progress } from './progress'
import { Stat } from './stat'
import { Table } from './table'
import { Tabs } from './tabs'
import { Textarea } from './textarea'

/** A system with no recipe at all, as the app's has none of these (app/theme.ts). */
const bare = createSystem(defaultBaseConfig)

const renderBare = (node: ReactNode) => render(<ChakraProvider value={bare}>{node}</ChakraProvider>)

/**
 * A part with its recipe's class (`chakra-table__root`; the fieldset's recipe names its own
 * `fieldset`) is styled by that recipe.
 */
const roots: [string, ReactNode][] = [
  ['breadcrumb', <Breadcrumb.Root data-testid="part" />],
  ['checkbox', <Checkbox.Root data-testid="part" />],
  ['data-list', <DataList.Root data-testid="part" />],
  ['fieldset', <Fieldset.Root data-testid="part" />],
  ['file-upload', <FileUpload.Root data-testid="part" />],
  ['list', <List.Root data-testid="part" />],
  ['progress', <Progress.Root data-testid="part" />],
  ['stat', <Stat.Root data-testid="part" />],
  ['table', <Table.Root data-testid="part" />],
  ['tabs', <Tabs.Root data-testid="part" />],
]

describe('Chakra components that bring their own recipe', () => {
  it.each(roots)('%s is styled without the theme knowing its recipe', (name, node) => {
    renderBare(node)
    expect(screen.getByTestId('part').className).toMatch(new RegExp(`\\b${name}__root\\b`))
  })

  it.each([
    ['dialog', Dialog],
    ['drawer', Drawer],
  ] as const)('%s: the parts inside the root read its recipe', (name, Parts) => {
    renderBare(
      <Parts.Root open>
        <Parts.Positioner>
          <Parts.Content data-testid="part" />
        </Parts.Positioner>
      </Parts.Root>,
    )
    expect(screen.getByTestId('part')).toHaveClass(`chakra-${name}__content`)
  })

  it('the textarea is styled too', () => {
    renderBare(<Textarea data-testid="part" />)
    expect(screen.getByTestId('part')).toHaveClass('chakra-textarea')
  })

  it("Chakra's own, in the same system, is not: the wrappers are what styles them", () => {
    renderBare(<ChakraTable.Root data-testid="part" />)
    expect(screen.getByTestId('part')).not.toHaveClass('chakra-table__root')
  })
})
