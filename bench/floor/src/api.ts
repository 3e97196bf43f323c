import { ofetch } from 'ofetch'
import { queryOptions } from '@tanstack/react-query'

const api = ofetch.create({ baseURL: `${import.meta.env.BASE_URL}api` })

async function get<T>(url: string, query?: Record<string, string | number>): Promise<T> {
  const body = await api<{ code: number; msg: string; data: T }>(url, { query })
  return body.data
}

export type User = { id: number; username: string; alias: string }
export type ReportRow = { report_period: string; title: string; published_at: number }

export const userQuery = queryOptions({
  queryKey: ['user'],
  queryFn: () => get<User>('/user/info'),
  staleTime: Infinity,
})

export const basicInfoQuery = (templateId: number) =>
  queryOptions({
    queryKey: ['basic-info', templateId],
    queryFn: () => get<{ template_name: string }>('/report_template/basic_info', { template_id: templateId }),
  })

export const reportListQuery = (templateId: number) =>
  queryOptions({
    queryKey: ['reports', templateId],
    queryFn: () =>
      get<{ list: ReportRow[]; total: number }>('/report_template/report/list', {
        template_id: templateId,
        page: 1,
        page_size: 20,
      }),
  })
