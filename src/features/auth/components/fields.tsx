import { useId, useState, useSyncExternalStore, type InputHTMLAttributes } from 'react'
import { m } from '@/paraglide/messages'

/** First readable message of a TanStack Form error list (strings or Standard Schema issues). */
export function firstError(errors: readonly unknown[]): string | undefined {
  for (const error of errors) {
    if (typeof error === 'string' && error) return error
    if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') return error.message
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
  const described = [props.hint ? `${id}-hint` : '', props.error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
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
