import { demoHandlers } from './demo'
import { metabaseHandlers } from './metabase'
import { reportTemplateHandlers } from './report-template'
import { reportHandlers } from './reports'
import { userHandlers } from './user'

export const handlers = [
  ...userHandlers,
  ...reportHandlers,
  ...reportTemplateHandlers,
  ...metabaseHandlers,
  ...demoHandlers,
]
