import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react'
import { m } from '@/paraglide/messages'
import { restoreEarlyTextarea } from './early-textarea'
import { useHydrated } from './use-hydrated'

/** First readable message of a TanStack Form error list (strings or Standard Schema issues). */
export function firstError(errors: readonly unknown[]): string | undefined {
  for (const error of errors) {
    if (typeof error === 'string' && error) return error
    if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string')
      return error.message
  }
  return undefined
}

/** The part of a TanStack Form field API (the `form.Field` render prop) that a string input needs. */
export interface StringFieldApi {
  name: string
  state: { value: string; meta: { errors: readonly unknown[] } }
  handleChange(value: string): void
  handleBlur(): void
}

/** A string input's value, handlers and message bound to a form field; a client-side error wins over the server's. */
export function bindField(field: StringFieldApi, serverError?: string) {
  return {
    name: field.name,
    value: field.state.value,
    onChange: field.handleChange,
    onBlur: field.handleBlur,
    error: firstError(field.state.meta.errors) ?? serverError,
  }
}

/**
 * What the visitor typed, chose or ticked in the server's HTML before React hydrated it (its scripts start after the
 * first paint, ADR 070). React keeps it on screen (a textarea's after `restoreEarlyTextarea`) but not in the form's
 * state, so a save would send the old value: it is handed to `onChange` once, when the field hydrates. A field mounted
 * in the browser shows the form's value and is not read. `read` takes the value off the element (`value`, or `checked`
 * for a checkbox).
 */
function useEarlyInput<E extends Element, T>(value: T, read: (element: E) => T, onChange: (value: T) => void) {
  const ref = useRef<E>(null)
  // Whether this field came with the server's HTML (its first render hydrates it): only then can the element hold
  // anything the form has not seen.
  const hydrated = useHydrated()
  const fromServer = useRef(!hydrated)
  useLayoutEffect(() => {
    if (!fromServer.current) return
    const shown = ref.current ? read(ref.current) : value
    if (shown !== value) onChange(shown)
    // On mount only: every later difference is the form's own update on its way to the element.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return ref
}

const valueOf = (element: { value: string }) => element.value

export const inputClass =
  'border-line text-ink bg-page w-full rounded-md border px-3 py-2 aria-[invalid]:border-red-700'

interface FrameProps {
  /** id of the control; hint and error ids derive from it. */
  id: string
  label: string
  hint?: string
  error?: string
  children: (describedBy: string | undefined) => ReactNode
}

/** Label, control, hint and error of one form field, wired for assistive technology. */
export function FieldFrame({ id, label, hint, error, children }: FrameProps) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  return (
    <div className="mb-4">
      <label htmlFor={id} className="text-ink mb-1 block font-medium">
        {label}
      </label>
      {children(describedBy)}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-error">
          {error}
        </p>
      )}
    </div>
  )
}

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  /** A fixed id for the control (links and tests name it); a generated one otherwise. */
  id?: string
  label: string
  name: string
  value: string
  onChange: (value: string) => void
  error?: string
  hint?: string
}

interface TextFieldProps extends FieldProps {
  /** A control beside the input (e.g. the password toggle), given the input's id. */
  trailing?: (inputId: string) => ReactNode
}

export function TextField({
  id: fixedId,
  label,
  name,
  value,
  onChange,
  error,
  hint,
  type = 'text',
  trailing,
  ...rest
}: TextFieldProps) {
  const generatedId = useId()
  const id = fixedId ?? generatedId
  const ref = useEarlyInput<HTMLInputElement, string>(value, valueOf, onChange)
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {(describedBy) => {
        const input = (
          <input
            ref={ref}
            id={id}
            name={name}
            type={type}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={inputClass}
            {...rest}
          />
        )
        return trailing ? (
          <div className="flex gap-2">
            {input}
            {trailing(id)}
          </div>
        ) : (
          input
        )
      }}
    </FieldFrame>
  )
}

/** Password input with a show/hide toggle (a real button, announced as pressed/not pressed). */
export function PasswordField(props: Omit<FieldProps, 'type'>) {
  const [visible, setVisible] = useState(false)
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={(inputId) => (
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-controls={inputId}
          className="border-line text-ink hover:bg-surface shrink-0 rounded-md border bg-page px-3 py-2 text-sm font-medium"
        >
          {visible ? m.auth_password_hide() : m.auth_password_show()}
        </button>
      )}
    />
  )
}

export const selectClass = 'border-line bg-page text-ink w-full rounded-md border px-3 py-2'

interface SelectFieldProps<T extends string> extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'onChange' | 'value' | 'id'
> {
  id?: string
  label: string
  value: T
  options: readonly { value: T; label: string; lang?: string }[]
  onChange: (value: T) => void
  error?: string
  hint?: string
  ref?: Ref<HTMLSelectElement>
}

/** A labelled select; `options` give each value its label (and language, for language names). */
export function SelectField<T extends string>({
  id: fixedId,
  label,
  value,
  options,
  onChange,
  error,
  hint,
  ref: outerRef,
  ...rest
}: SelectFieldProps<T>) {
  const generatedId = useId()
  const id = fixedId ?? generatedId
  const early = useEarlyInput<HTMLSelectElement, T>(value, (select) => select.value as T, onChange)
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {(describedBy) => (
        <select
          ref={(element) => {
            early.current = element
            if (typeof outerRef === 'function') return outerRef(element)
            if (outerRef) outerRef.current = element
          }}
          id={id}
          className={selectClass}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.value as T)}
          {...rest}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  )
}

interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value' | 'id'> {
  id?: string
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
  hint?: string
}

/** A labelled multi-line text field. */
export function TextareaField({ id: fixedId, label, value, onChange, error, hint, ...rest }: TextareaFieldProps) {
  const generatedId = useId()
  const id = fixedId ?? generatedId
  const ref = useEarlyInput<HTMLTextAreaElement, string>(value, restoreEarlyTextarea, onChange)
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {(describedBy) => (
        <textarea
          ref={ref}
          id={id}
          className={inputClass}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.value)}
          {...rest}
        />
      )}
    </FieldFrame>
  )
}

interface CheckboxFieldProps {
  id?: string
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
  hint?: string
  error?: string
}

/** A checkbox with its label beside it and a hint under it. */
export function CheckboxField({ id: fixedId, label, checked, onChange, hint, error }: CheckboxFieldProps) {
  const generatedId = useId()
  const id = fixedId ?? generatedId
  const ref = useEarlyInput<HTMLInputElement, boolean>(checked, (box) => box.checked, onChange)
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  return (
    <div className="mb-6">
      <label className="flex items-start gap-2">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          className="mt-1"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span className="font-medium">{label}</span>
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-muted mt-1 ml-6 text-sm">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 ml-6 text-sm text-error">
          {error}
        </p>
      )}
    </div>
  )
}

interface RadioGroupFieldProps<T extends string> {
  /** The radios' shared name. */
  name: string
  legend: string
  value: T
  options: readonly { value: T; label: string }[]
  onChange: (value: T) => void
}

/** A set of radio buttons under a legend (one choice of a few, all visible). */
export function RadioGroupField<T extends string>({ name, legend, value, options, onChange }: RadioGroupFieldProps<T>) {
  return (
    <fieldset className="mb-4">
      <legend className="mb-1 font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-4">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
