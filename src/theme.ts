import {
  createTheme,
  darken,
  luminance,
  defaultVariantColorsResolver,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core'
import classes from './theme.module.css'

/**
 * The design tokens: the product's constants and the one theme of every screen, seller and staff.
 * Components read Mantine's CSS variables (`--mantine-color-brand-6`, `--mantine-spacing-md`) in
 * their CSS modules, and these numbers where a prop needs one.
 */
export const tokens = {
  /** Space under a form field. */
  formItemMarginBottom: 8,
  /** The staff layout's side navigation. */
  siderWidth: 200,
  headerHeight: 60,
  /** Widest a seller page's content gets. */
  pageMaxWidth: 1200,
  /** Toasts: 8 px from the top, 4.5 s on screen. */
  toastTopOffset: 8,
  toastDurationMs: 4500,
  /** One tile of the watermark. */
  watermarkTile: { width: 2000, height: 600 },
  /** Dropdown hover delays: 0.15 s in, 0.1 s out. */
  menuOpenDelayMs: 150,
  menuCloseDelayMs: 100,
} as const

/** The brand orange-red (#ee4d2d, shade 6) in ten shades. */
const brand: MantineColorsTuple = [
  '#fff0ec',
  '#ffddd4',
  '#ffb9a7',
  '#fe9277',
  '#fb714f',
  '#f65b36',
  '#ee4d2d',
  '#d53f21',
  '#be361c',
  '#a52a13',
]

/** Amber for warnings: Mantine's yellow is too pale for text on white. */
const amber: MantineColorsTuple = [
  '#fff8e1',
  '#ffecb3',
  '#ffe082',
  '#ffd54f',
  '#ffca28',
  '#ffc107',
  '#ffb300',
  '#ffa000',
  '#b26a00',
  '#8a5100',
]

/**
 * Coloured text on white or a light tint (light badges and buttons, subtle and outline buttons) in the
 * colour's shade 9 darkened a quarter more: every hue then reads at 4.5:1 or better, small text too
 * (WCAG AA), which shade 9 of green, orange or yellow alone does not. White text on a filled surface
 * likewise: a hue whose shade 7 is too light for it (red, green) fills with shade 9, darkened until white reads on it.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input)
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme })
  const shades = parsed.isThemeColor ? input.theme.colors[parsed.color] : undefined
  if (!shades) return colors
  const text = darken(shades[9], 0.25)
  if (input.variant === 'light') return { ...colors, color: text, hoverColor: text }
  if (input.variant === 'subtle' || input.variant === 'transparent' || input.variant === 'outline') {
    return { ...colors, color: text, border: input.variant === 'outline' ? `1px solid ${text}` : colors.border }
  }
  // White reads at 4.5:1 on a colour of luminance 0.18 or less.
  if (input.variant === 'filled' && parsed.shade === undefined && luminance(shades[7]) > 0.18) {
    let fill = shades[9]
    while (luminance(fill) > 0.18) fill = darken(fill, 0.1)
    return { ...colors, background: fill, hover: darken(fill, 0.1), color: 'var(--mantine-color-white)' }
  }
  return colors
}

export const theme = createTheme({
  primaryColor: 'brand',
  // Shade 7 on filled surfaces keeps white text above 4.5:1; shade 6 is the brand tone.
  primaryShade: { light: 7, dark: 6 },
  colors: { brand, amber },
  variantColorResolver,
  fontFamily:
    '-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", ' +
    '"Noto Sans CJK SC", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Menu: { defaultProps: { openDelay: tokens.menuOpenDelayMs, closeDelay: tokens.menuCloseDelayMs } },
    TextInput: { defaultProps: { mb: tokens.formItemMarginBottom } },
    Textarea: { defaultProps: { mb: tokens.formItemMarginBottom } },
    Select: { defaultProps: { mb: tokens.formItemMarginBottom } },
    NumberInput: { defaultProps: { mb: tokens.formItemMarginBottom } },
    Badge: { defaultProps: { tt: 'none', size: 'md' } },
    Input: { classNames: { input: classes.input } },
  },
})

/**
 * Dimmed text in gray 7 instead of gray 6, and error text (a field's message, its border) in red 9
 * instead of red 6: the library's shades are 3.3:1 on white, below AA for small text.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
})
