import { Heading, Stack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import { Table } from '@/components/ui/own-recipe/table'

type Time = [hour: number, minute: number]
type Opening = { from: number; to: number; open?: [Time, Time] }

/** docs/product.md, "Limits"; days as in `Date.getUTCDay` (0 is Sunday). */
const BUSINESS_HOURS: Opening[] = [
  {
    from: 1,
    to: 5,
    open: [
      [8, 0],
      [17, 0],
    ],
  },
  {
    from: 6,
    to: 6,
    open: [
      [9, 0],
      [14, 0],
    ],
  },
  { from: 0, to: 0 },
]

// 7 January 2024 was a Sunday, so day n of the week is 7 + n January.
const weekday = (day: number) => new Date(Date.UTC(2024, 0, 7 + day))
const clock = ([hour, minute]: Time) => new Date(Date.UTC(2024, 0, 7, hour, minute))

export function BusinessHours() {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? 'en'
  const day = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' })
  const time = new Intl.DateTimeFormat(language, {
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  })
  const range = (from: string, to: string) => t('contact.hours.range', { from, to })

  return (
    <Stack gap="3" as="section" aria-labelledby="business-hours-title">
      <Heading as="h2" size="lg" id="business-hours-title">
        {t('contact.hours.title')}
      </Heading>
      <Table.Root size="sm" variant="line">
        <Table.Body>
          {BUSINESS_HOURS.map(({ from, to, open }) => (
            <Table.Row key={from}>
              <Table.Cell textTransform="capitalize">
                {from === to
                  ? day.format(weekday(from))
                  : range(day.format(weekday(from)), day.format(weekday(to)))}
              </Table.Cell>
              <Table.Cell textAlign="end">
                {open
                  ? range(time.format(clock(open[0])), time.format(clock(open[1])))
                  : t('contact.hours.closed')}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  )
}
