import { msg } from '@lingui/core/macro'
import { i18n } from '@lingui/core'

/**
 * SPEC.md section 5: form messages are the generic ones (required, length, range, pattern), in the
 * current language. They translate when they run, so a language switch changes the next message shown.
 */
export const validationMessages = {
  required: () => i18n._(msg`This field is required`),
  maxLength: (max: number) => i18n._(msg`Must be at most ${max} characters`),
  length: (min: number, max: number) => i18n._(msg`Must be between ${min} and ${max} characters`),
  range: (min: number, max: number) => i18n._(msg`Must be a number from ${min} to ${max}`),
  pattern: () => i18n._(msg`The format is not valid`),
}

/** Each returns a @mantine/form validator: `null` when valid, else the message. */
type Validator<T> = (value: T) => string | null

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0)

/** A number, or the text of one as a NumberInput may hold it; anything else is NaN. */
export const toNumber = (value: number | string) => (typeof value === 'number' ? value : value.trim() === '' ? NaN : Number(value))

export const validators = {
  required:
    <T>(): Validator<T> =>
    (value) =>
      isBlank(value) ? validationMessages.required() : null,
  maxLength:
    (max: number): Validator<string> =>
    (value) =>
      value.length > max ? validationMessages.maxLength(max) : null,
  length:
    (min: number, max: number): Validator<string> =>
    (value) =>
      value.length < min || value.length > max ? validationMessages.length(min, max) : null,
  range:
    (min: number, max: number): Validator<number | string> =>
    (value) => {
      const number = toNumber(value)
      return Number.isFinite(number) && number >= min && number <= max ? null : validationMessages.range(min, max)
    },
  pattern:
    (pattern: RegExp): Validator<string> =>
    (value) =>
      pattern.test(value) ? null : validationMessages.pattern(),
}
