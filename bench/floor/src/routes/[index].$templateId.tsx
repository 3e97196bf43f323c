import { Table, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react'
import { z } from 'zod/mini'
import { basicInfoQuery, reportListQuery, userQuery } from '../api'

const templateId = z.coerce.number().check(z.int(), z.positive())

export const Route = createFileRoute('/index/$templateId')({
  params: {
    parse: (raw) => ({ templateId: templateId.parse(raw.templateId) }),
    stringify: (params) => ({ templateId: String(params.templateId) }),
  },
  loader: async ({ context: { queryClient }, params }) => {
    // The floor-gate variant (VITE_GATE=1): the template's gate first, as the app asks for it, then the list.
    if (import.meta.env.VITE_GATE) {
      await Promise.all([
        queryClient.ensureQueryData(userQuery),
        queryClient.ensureQueryData(basicInfoQuery(params.templateId)),
      ])
    }
    await Promise.all([
      queryClient.ensureQueryData(userQuery),
      queryClient.ensureQueryData(reportListQuery(params.templateId)),
    ])
  },
  component: ReportList,
})

function ReportList() {
  const { templateId } = Route.useParams()
  const { data } = useSuspenseQuery(reportListQuery(templateId))
  const { i18n } = useLingui()
  return (
    <>
      <Title order={2} mb="md">
        <Trans id="reports" />
      </Title>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans id="period" />
            </Table.Th>
            <Table.Th>
              <Trans id="title" />
            </Table.Th>
            <Table.Th>
              <Trans id="published" />
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.list.map((row) => (
            <Table.Tr key={row.report_period}>
              <Table.Td>{row.report_period}</Table.Td>
              <Table.Td>{row.title}</Table.Td>
              <Table.Td>{i18n.date(new Date(row.published_at * 1000))}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  )
}
