import { Menu } from '@mantine/core'
import '@mantine/core/styles/Menu.layer.css'
import { useLingui } from '@lingui/react/macro'
import { PAGE_SIZES, type PageSize } from '@/lib/paging'
import { PageSizeButton } from './page-size-button'

/** The page sizes to choose from, in a menu under the button. */
export function PageSizeMenu({
  pageSize,
  onPageSize,
  defaultOpened,
}: {
  pageSize: number
  onPageSize: (size: PageSize) => void
  defaultOpened: boolean
}) {
  const { t } = useLingui()
  return (
    <Menu position="bottom-end" defaultOpened={defaultOpened} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <PageSizeButton pageSize={pageSize} />
      </Menu.Target>
      <Menu.Dropdown>
        {PAGE_SIZES.map((size) => (
          <Menu.Item
            key={size}
            onClick={() => onPageSize(size)}
            aria-current={size === pageSize ? 'true' : undefined}
            rightSection={size === pageSize ? <span aria-hidden="true">✓</span> : null}
          >
            {t`${size} / page`}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}
