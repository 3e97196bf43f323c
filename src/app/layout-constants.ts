// Apart from theme.ts so that plain (library-free) screens can read them without the UI library.

/** SPEC.md section 9 constants that the screens read. */
export const layoutConstants = {
  formItemMarginBottom: 8,
  tabItemPadding: '12px 24px',
  resultIconSize: 48,
  siderWidth: 200,
  siderCollapsedWidth: 80,
  toastTopOffset: 8,
  notificationOffset: 24,
  watermarkTile: { width: 2000, height: 600 },
  /** Dropdown hover delays: 0.15 s in, 0.1 s out. */
  menuOpenDelayMs: 150,
  menuCloseDelayMs: 100,
} as const
