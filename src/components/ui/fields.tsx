import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react'

// Plain form fields (styles.css `.ui-field`, `.ui-input`) for the seller screens.

type TextFieldProps = { label: ReactNode; error?: ReactNode; width?: number } & Omit<ComponentPropsWithoutRef<'input'>, 'width'>

/** A labelled text input; an error is shown under it and read with it (aria-invalid, aria-describedby). */
export function TextField({ label, error, width, id, ...props }: TextFieldProps) {
  const autoId = useId()
  const inputId = id ?? autoId
  const errorId = `${inputId}-error`
  return (
    <div className="ui-field" style={width ? { width } : undefined}>
      <label className="ui-field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        type="text"
        className="ui-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...props}
      />
      {error ? (
        <p id={errorId} className="ui-field__error">
          {error}
        </p>
      ) : null}
    </div>
  )
}

type SelectProps = { options: readonly { value: string; label: string }[]; width?: number } & Omit<
  ComponentPropsWithoutRef<'select'>,
  'width'
>

/** A native select: the phone's own picker, and a keyboard's. */
export function NativeSelect({ options, width, className, style, ...props }: SelectProps) {
  return (
    <select className={className ? `ui-input ${className}` : 'ui-input'} style={{ width, ...style }} {...props}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  )
}
