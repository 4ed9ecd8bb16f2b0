import {
  useId,
  useState,
  useSyncExternalStore,
  type FunctionComponent,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react'
import { PASSWORD_MAX, PASSWORD_MIN } from '@/lib/auth-constants'
import { m } from '@/paraglide/messages'
import { buttonPrimary } from './auth-shell'

/** First readable message of a TanStack Form error list (strings or Standard Schema issues). */
export function firstError(errors: readonly unknown[]): string | undefined {
  for (const error of errors) {
    if (typeof error === 'string' && error) return error
    if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string')
      return error.message
  }
  return undefined
}

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string
  name: string
  value: string
  onChange: (value: string) => void
  error?: string
  hint?: string
}

export function TextField({ label, name, value, onChange, error, hint, type = 'text', ...rest }: FieldProps) {
  const id = useId()
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  return (
    <div className="mb-4">
      <label htmlFor={id} className="text-ink mb-1 block font-medium">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className="border-line text-ink w-full rounded-md border bg-white px-3 py-2 aria-[invalid]:border-red-700"
        {...rest}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-neutral-700">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

/** Password input with a show/hide toggle (a real button, announced as pressed/not pressed). */
export function PasswordField(props: Omit<FieldProps, 'type'>) {
  const id = useId()
  const [visible, setVisible] = useState(false)
  const described =
    [props.hint ? `${id}-hint` : '', props.error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  const { label, name, value, onChange, error, hint, ...rest } = props
  return (
    <div className="mb-4">
      <label htmlFor={id} className="text-ink mb-1 block font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          className="border-line text-ink w-full rounded-md border bg-white px-3 py-2 aria-[invalid]:border-red-700"
          {...rest}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-controls={id}
          className="border-line text-ink shrink-0 rounded-md border bg-white px-3 py-2 text-sm font-medium hover:bg-surface"
        >
          {visible ? m.auth_password_hide() : m.auth_password_show()}
        </button>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-neutral-700">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

const noop = () => () => {}
/** False during SSR and before hydration: forms stay inert until React handles them (no native GET submit). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  )
}

/** The part of a TanStack Form field API (the `form.Field` render prop) that a string input needs. */
export interface StringFieldApi {
  name: string
  state: { value: string; meta: { errors: readonly unknown[] } }
  handleChange(value: string): void
  handleBlur(): void
}

interface EmailFieldProps {
  field: StringFieldApi
  serverError?: string
  autoComplete?: 'email' | 'username'
  inputMode?: 'email'
}

/** Required e-mail input bound to a form field; a client-side error wins over the server's. */
export function EmailField({ field, serverError, autoComplete = 'email', inputMode }: EmailFieldProps) {
  return (
    <TextField
      label={m.auth_field_email()}
      name={field.name}
      type="email"
      autoComplete={autoComplete}
      inputMode={inputMode}
      required
      value={field.state.value}
      onChange={field.handleChange}
      onBlur={field.handleBlur}
      error={firstError(field.state.meta.errors) ?? serverError}
    />
  )
}

/** Required new-password input (length limits and hint) bound to a form field. */
export function NewPasswordField({
  field,
  label,
  serverError,
}: {
  field: StringFieldApi
  label: string
  serverError?: string
}) {
  return (
    <PasswordField
      label={label}
      name={field.name}
      autoComplete="new-password"
      required
      minLength={PASSWORD_MIN}
      maxLength={PASSWORD_MAX}
      hint={m.auth_password_hint({ min: PASSWORD_MIN })}
      value={field.state.value}
      onChange={field.handleChange}
      onBlur={field.handleBlur}
      error={firstError(field.state.meta.errors) ?? serverError}
    />
  )
}

/** The slice of a TanStack Form (`useForm` result) that the submit button subscribes to. */
interface SubmittingForm {
  Subscribe: (props: {
    selector: (state: { isSubmitting: boolean }) => boolean
    children: (busy: boolean) => ReactNode
  }) => ReturnType<FunctionComponent>
}

interface SubmitButtonProps {
  form: SubmittingForm
  hydrated: boolean
  label: string
  /** Shown instead of `label` while submitting; without it the label stays. */
  busyLabel?: string
  /** Extra reason to keep the button disabled (it always is before hydration and while submitting). */
  disabled?: boolean
}

/** Primary submit button of an auth form. */
export function SubmitButton({ form, hydrated, label, busyLabel, disabled = false }: SubmitButtonProps) {
  return (
    <form.Subscribe selector={(s) => s.isSubmitting}>
      {(busy) => (
        <button type="submit" className={buttonPrimary} disabled={!hydrated || busy || disabled}>
          {busy && busyLabel ? busyLabel : label}
        </button>
      )}
    </form.Subscribe>
  )
}
