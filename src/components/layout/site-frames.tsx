import { useRef, useState } from 'react'
import { ActionIcon, Paper } from '@mantine/core'
import { clamp } from '@mantine/hooks'
import { useLingui } from '@lingui/react/macro'
import { env } from '@/lib/env'
import { useFrameMessage } from '@/lib/frame-message'
import { z } from '@/lib/zod'
import classes from './site-frames.module.css'

/** Who the frames are for: the signed-in user's name and id. */
type FrameUser = { username: string; id: number }

/**
 * The footer page sets its frame's height with `{ type: FOOTER_HEIGHT_MESSAGE, height }` posted to this
 * window: this app's own protocol, for whoever builds the footer (docs/frames.md).
 */
export const FOOTER_HEIGHT_MESSAGE = 'report-platform:footer-height'
export const FOOTER_MAX_HEIGHT = 800
const FOOTER_INITIAL_HEIGHT = 120

/** Each frame's address carries the user name, the user id and the project id. */
function frameUrl(base: string, user: FrameUser): string {
  const url = new URL(base, window.location.href)
  url.searchParams.set('user_name', user.username)
  url.searchParams.set('user_id', String(user.id))
  url.searchParams.set('project_id', env.projectId)
  return url.toString()
}

/** A height the footer frame asks for: a finite number, rounded and clamped; anything else is ignored. */
export const footerHeightMessage = z.pipe(
  z.object({ type: z.literal(FOOTER_HEIGHT_MESSAGE), height: z.number() }),
  z.transform(({ height }) => Math.round(clamp(height, 0, FOOTER_MAX_HEIGHT))),
)

/** The footer frame; its height follows its content (docs/frames.md). */
function FooterFrame({ user }: { user: FrameUser }) {
  const { t } = useLingui()
  const ref = useRef<HTMLIFrameElement>(null)
  const [height, setHeight] = useState(FOOTER_INITIAL_HEIGHT)
  const src = env.footerUrl ? frameUrl(env.footerUrl, user) : null
  useFrameMessage(ref, src, footerHeightMessage, setHeight)
  if (!src) return null
  return (
    <iframe ref={ref} className={classes.footer} title={t`Site footer`} src={src} loading="lazy" style={{ height }} />
  )
}

/** The feedback widget: a floating button that opens the feedback frame. */
function FeedbackWidget({ user }: { user: FrameUser }) {
  const { t } = useLingui()
  // Null until first opened: the frame loads then, and stays (hidden) when closed.
  const [opened, setOpened] = useState<boolean | null>(null)
  const base = env.feedbackUrl
  if (!base) return null
  const toggle = () => setOpened(!opened)
  return (
    <div className={classes.feedback}>
      <ActionIcon
        size={48}
        radius="xl"
        variant="filled"
        aria-label={opened ? t`Close feedback` : t`Feedback`}
        aria-expanded={!!opened}
        onClick={toggle}
      >
        <svg
          width="22"
          height="22"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
        </svg>
      </ActionIcon>
      {/* After its button, so that Tab from the button goes into the open frame; it shows above the button. */}
      {opened !== null ? (
        <Paper
          withBorder
          shadow="md"
          radius="md"
          display={opened ? undefined : 'none'}
          className={classes.feedbackPanel}
          style={{ overflow: 'hidden' }}
        >
          <iframe title={t`Feedback`} src={frameUrl(base, user)} className={classes.feedbackFrame} />
        </Paper>
      ) : null}
    </div>
  )
}

export function SiteFrames({ user }: { user: FrameUser }) {
  return (
    <>
      <FeedbackWidget user={user} />
      <FooterFrame user={user} />
    </>
  )
}
