import { describe, expect, it, vi } from 'vitest'
import { http, HttpResponse } from 'msw'
import { server } from '@/mocks/node'
import { apiFile, filenameFromContentDisposition, saveFile } from '@/lib/download'

describe('Content-Disposition file names', () => {
  it.each([
    [`attachment; filename*=UTF-8''%E5%91%A8%E6%8A%A5%202026-W47.csv; filename="weekly.csv"`, '周报 2026-W47.csv'],
    [`attachment; filename="weekly.csv"; filename*=UTF-8''%E5%91%A8%E6%8A%A5.csv`, '周报.csv'],
    ['attachment; filename="report \\"final\\".pdf"', 'report "final".pdf'],
    ['attachment; filename=report.pdf', 'report.pdf'],
    ['ATTACHMENT; FILENAME=Report.PDF', 'Report.PDF'],
    ['attachment', 'file'],
    ['', 'file'],
    [null, 'file'],
    [`attachment; filename*=UTF-8''%E0%A4%A`, 'file'],
    ['attachment; filename="../../etc/passwd"', '.._.._etc_passwd'],
    ['attachment; filename="C:\\\\temp\\\\x.csv"', 'C:_temp_x.csv'],
    ['attachment; filename=".."', 'file'],
    ['attachment; filename="a\u0085b.csv"', 'a_b.csv'],
    ['attachment; filename="week\u200b\u200d\ufeffly.csv"', 'weekly.csv'],
  ])('%j → %j', (header, expected) => {
    expect(filenameFromContentDisposition(header)).toBe(expected)
  })

  it('shortens a name over 255 characters before its extension, which it keeps', () => {
    expect(filenameFromContentDisposition(`attachment; filename="${'周'.repeat(300)}.xlsx"`)).toBe(
      `${'周'.repeat(250)}.xlsx`,
    )
    expect(filenameFromContentDisposition(`attachment; filename="${'a'.repeat(300)}"`)).toBe('a'.repeat(255))
  })
})

describe('file answers', () => {
  it('resolves a non-JSON 2xx to a blob with the header file name', async () => {
    server.use(
      http.get(
        '*/sellers/report-platform/api/export',
        () =>
          new HttpResponse('a,b\n1,2\n', {
            headers: {
              'Content-Type': 'text/csv',
              'Content-Disposition': `attachment; filename*=UTF-8''%E6%8A%A5%E5%91%8A.csv`,
            },
          }),
      ),
    )
    const file = await apiFile('/export')
    expect(file.filename).toBe('报告.csv')
    expect(await file.blob.text()).toBe('a,b\n1,2\n')
  })

  it("names a file without Content-Disposition 'file'", async () => {
    server.use(
      http.get(
        '*/sellers/report-platform/api/export',
        () => new HttpResponse(new Blob(['%PDF']), { headers: { 'Content-Type': 'application/pdf' } }),
      ),
    )
    expect((await apiFile('/export')).filename).toBe('file')
  })

  it('saves a file through a link with the download name', () => {
    const createObjectURL = vi.fn(() => 'blob:x')
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() })
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('周报.csv')
      expect(this.getAttribute('href')).toBe('blob:x')
    })
    saveFile({ blob: new Blob(['x']), filename: '周报.csv' })
    expect(click).toHaveBeenCalledTimes(1)
    expect(createObjectURL).toHaveBeenCalledTimes(1)
  })
})
