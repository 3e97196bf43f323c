import { useState } from 'react'
import { Button, FileInput, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { FileAttachment } from '@/components/ui/file-attachment'
import { errorProblemText, isApiError } from '@/lib/errors'
import { MB, formatFileSize } from '@/lib/format-file-size'
import { LIMITS } from '../model/form-model'
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES, uploadProblem, useUploadTemplateFile } from '../api/upload-template-file'
import type { TemplateForm } from '../editor/use-draft-session'
import { EditorSection } from './editor-section'

/** The NDA a viewer must accept before a report opens: on or off; title, text and an optional file. */
export function NdaSection({ form }: { form: TemplateForm }) {
  const { t, i18n } = useLingui()
  const upload = useUploadTemplateFile()
  const [fileError, setFileError] = useState<string | null>(null)
  const enabled = form.useWatchValue('nda_enabled')
  const attachment = form.useWatchValue('nda.attachment')
  const limitMb = UPLOAD_MAX_BYTES / MB

  const pick = (file: File | null) => {
    setFileError(null)
    if (!file) return
    const problem = uploadProblem(file)
    const size = formatFileSize(i18n, file.size)
    if (problem === 'type')
      return setFileError(t`"${file.name}" is not a PDF, PNG or JPEG file. Choose a file of one of these types.`)
    if (problem === 'size')
      return setFileError(t`"${file.name}" is ${size}; files can be at most ${limitMb} MB. Choose a smaller file.`)
    upload.mutate(file, {
      onSuccess: (uploaded) => form.setFieldValue('nda.attachment', uploaded, { forceUpdate: false }),
      onError: (error) => {
        // The upload is silent: its field says what failed, and why in words of its own or the server's.
        const problem = errorProblemText(error)
        const why = problem ? i18n._(problem) : isApiError(error) ? (error.serverMessage ?? '') : ''
        setFileError(t`"${file.name}" could not be uploaded. ${why}`.trim())
      },
    })
  }

  return (
    <EditorSection
      id="template-nda"
      title={<Trans>Non-disclosure agreement</Trans>}
      aside={
        <Switch
          label={t`Viewers must accept an NDA`}
          key={form.key('nda_enabled')}
          {...form.getInputProps('nda_enabled', { type: 'checkbox' })}
        />
      }
    >
      {enabled ? (
        <Stack gap={0}>
          <TextInput
            label={t`NDA title`}
            withAsterisk
            description={t`At most ${LIMITS.ndaTitle} characters`}
            key={form.key('nda.title')}
            {...form.getInputProps('nda.title')}
          />
          <Textarea
            label={t`NDA text`}
            withAsterisk
            rows={6}
            resize="vertical"
            key={form.key('nda.content')}
            {...form.getInputProps('nda.content')}
          />
          <Stack gap={4} mt="xs">
            {attachment ? (
              <FileAttachment
                file={attachment}
                actions={
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    onClick={() => form.setFieldValue('nda.attachment', null, { forceUpdate: false })}
                  >
                    <Trans>Remove attachment</Trans>
                  </Button>
                }
              />
            ) : null}
            <FileInput
              label={attachment ? t`Replace the attachment` : t`Attachment (optional)`}
              description={t`PDF, PNG or JPEG, at most ${limitMb} MB`}
              placeholder={upload.isPending ? t`Uploading…` : t`Choose a file`}
              accept={UPLOAD_TYPES.join(',')}
              value={null}
              onChange={pick}
              error={fileError}
              disabled={upload.isPending}
              clearable={false}
              maw={480}
            />
          </Stack>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          <Trans>No NDA: viewers open the reports directly.</Trans>
        </Text>
      )}
    </EditorSection>
  )
}
