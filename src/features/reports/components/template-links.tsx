import { OverflowList } from '@mantine/core'
import '@mantine/core/styles/OverflowList.layer.css'
import { lazyPart, WhenUsed } from '@/components/ui/lazy-part'
import { ButtonLink } from '@/components/ui/links'
import type { TemplateName } from '../schemas'
import { MoreTemplatesButton } from './more-templates-button'
import classes from './template-links.module.css'

const MoreTemplates = lazyPart(() => import('./more-templates').then((module) => module.MoreTemplates))

/** A link for each template that fits on the line (the current one marked), the others behind one button. */
export function TemplateLinks({ names, current }: { names: TemplateName[]; current: number | undefined }) {
  return (
    <OverflowList
      data={names}
      getItemKey={(name) => name.template_id}
      gap={4}
      renderItem={(name) => (
        <ButtonLink
          key={name.template_id}
          to="/index/{-$templateId}"
          params={{ templateId: name.template_id }}
          variant={name.template_id === current ? 'light' : 'subtle'}
          color={name.template_id === current ? undefined : 'dark'}
          aria-current={name.template_id === current ? 'page' : undefined}
          className={classes.link}
        >
          {name.template_name}
        </ButtonLink>
      )}
      renderOverflow={(hidden) => (
        <div>
          <WhenUsed
            standIn={<MoreTemplatesButton overflow={hidden} current={current} />}
            preload={MoreTemplates.preload}
          >
            {(opened) => <MoreTemplates overflow={hidden} current={current} initiallyOpened={opened} />}
          </WhenUsed>
        </div>
      )}
    />
  )
}
