import { useState } from 'react'

/** The part of the form hook's result a field reads: the server's message for it. */
interface FieldErrors {
  fieldError(name: string): string | undefined
}

/**
 * A form's text values kept in state, and `field(name, form)`: the field's name, value, change handler and the
 * server's message for it (the form hook's `fieldError`), to spread on a `TextField` or `TextareaField`.
 */
export function useFieldValues<T extends { [K in keyof T]: string }>(initial: T | (() => T)) {
  const [values, setValues] = useState(initial)
  const set = (name: keyof T) => (value: string) => setValues((v) => ({ ...v, [name]: value }))
  const field = (name: keyof T & string, form: FieldErrors) => ({
    name,
    value: values[name],
    onChange: set(name),
    error: form.fieldError(name),
  })
  return { values, setValues, set, field }
}
