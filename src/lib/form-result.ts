import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { isAppError } from './errors'

// The form half of the error convention: a server function used by a form answers its typed failures as data,
// so the form can show the localized message and field messages; anything unexpected still throws.

export interface FormError {
  code: string
  message: string
  /** field → localized message */
  fields?: Record<string, string>
}

export type FormResult<T> = { ok: true; data: T } | { ok: false; error: FormError }

/** Runs a service call; an AppError becomes `{ ok: false, error }`, any other error is rethrown. */
export async function formResult<T>(locale: Locale, run: () => Promise<T>): Promise<FormResult<T>> {
  try {
    return { ok: true, data: await run() }
  } catch (error) {
    if (!isAppError(error)) throw error
    const message = error.localized ? error.message : m.error_default_description({}, { locale })
    return { ok: false, error: { code: error.code, message, ...(error.fields ? { fields: error.fields } : {}) } }
  }
}
