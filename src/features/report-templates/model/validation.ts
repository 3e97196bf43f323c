import { z } from '@/lib/zod'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/**
 * Form messages are the generic ones (required, length, range, pattern). A rule reports one as a code
 * (`required`, `maxLength:64`) that the form keeps as its error; `validationMessage` words it where it
 * shows, in the language of that moment, so a language switch re-words the errors without validating again.
 */
export const validationCodes = {
  required: 'required',
  maxLength: (max: number) => `maxLength:${max}`,
  length: (min: number, max: number) => `length:${min}:${max}`,
  range: (min: number, max: number) => `range:${min}:${max}`,
  pattern: 'pattern',
} as const

/** The message of a code, to translate at render; an unknown code is shown as it is. */
export function validationMessage(code: string): MessageDescriptor {
  const [name, ...numbers] = code.split(':')
  // A code's one number (`maxLength:64`) is its maximum.
  const [min = NaN, max = min] = numbers.map(Number)
  switch (name) {
    case 'required':
      return msg`This field is required`
    case 'maxLength':
      return msg`Must be at most ${max} characters`
    case 'length':
      return msg`Must be between ${min} and ${max} characters`
    case 'range':
      return msg`Must be a number from ${min} to ${max}`
    case 'pattern':
      return msg`The format is not valid`
    default:
      return { id: code, message: code }
  }
}

/** A number, or the text of one as a NumberInput may hold it; anything else is NaN. */
export const toNumber = (value: number | string) =>
  typeof value === 'number' ? value : value.trim() === '' ? NaN : Number(value)

/** Zod rules that report the codes above (one validation style for every form: a schema). */
export const rules = {
  /** Text a person must give (blank is not given), at most `max` characters. */
  requiredText: (max: number) =>
    z.string().check(
      z.refine((value) => value.trim() !== '', validationCodes.required),
      z.maxLength(max, validationCodes.maxLength(max)),
    ),
  /** Text that may stay empty, at most `max` characters. */
  optionalText: (max: number) => z.string().check(z.maxLength(max, validationCodes.maxLength(max))),
  /** A whole number from `min` to `max`, as a number or as the text a NumberInput holds. */
  integerInRange: (min: number, max: number) =>
    z.union([z.number(), z.string()]).check(
      z.refine(
        (value) => {
          const number = toNumber(value)
          return Number.isInteger(number) && number >= min && number <= max
        },
        validationCodes.range(min, max),
      ),
    ),
}
