import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react'
import { layoutConstants } from '@/app/layout-constants'
import { cx } from './class-names'

// Plain form fields (styles.css `.ui-field`, `.ui-input`) for the seller screens.

type FieldProps = { label: ReactNode; error?: ReactNode; width?: number }

/**
 * A label over a control, and an error under it that is read with it (aria-invalid,
 * aria-describedby). `control` gets the props that tie it to the label and the error.
 */
function Field({ label, error, width, id, control }: FieldProps & { id?: string; control: (props: ControlProps) => ReactNode }) {
  const autoId = useId()
  const controlId = id ?? autoId
  const errorId = `${controlId}-error`
  return (
    <div className="ui-field" style={{ width, marginBottom: layoutConstants.formItemMarginBottom }}>
      <label className="ui-field__label" htmlFor={controlId}>
        {label}
      </label>
      {control({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined })}
      {error ? (
        <p id={errorId} className="ui-field__error">
          {error}
        </p>
      ) : null}
    </div>
  )
}

type ControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }

type TextFieldProps = FieldProps & Omit<ComponentPropsWithoutRef<'input'>, 'width'>

/** A labelled text input. */
export function TextField({ label, error, width, id, ...props }: TextFieldProps) {
  return (
    <Field label={label} error={error} width={width} id={id} control={(tie) => <input type="text" className="ui-input" {...tie} {...props} />} />
  )
}

type SelectProps = { options: readonly { value: string; label: string }[]; width?: number } & Omit<
  ComponentPropsWithoutRef<'select'>,
  'width'
>

/** A native select: the phone's own picker, and a keyboard's. */
export function NativeSelect({ options, width, className, style, ...props }: SelectProps) {
  return (
    <select className={cx('ui-input', className)} style={{ width, ...style }} {...props}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  )
}

type SelectFieldProps = FieldProps & SelectProps

/** A labelled native select. */
export function SelectField({ label, error, width, id, ...props }: SelectFieldProps) {
  return <Field label={label} error={error} width={width} id={id} control={(tie) => <NativeSelect {...tie} {...props} />} />
}
