// The API paths of a seller's first screen, shared by their query functions and the prefetch that
// asks for them before the app's code has run (app/prefetch.ts).
export const apiPaths = {
  userInfo: '/user/info',
  templateNames: '/report_template/names',
  basicInfo: '/report_template/basic_info',
  reportList: '/report_template/report/list',
} as const
