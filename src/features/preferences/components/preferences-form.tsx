import { useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { SignedOutNotice, useSignedOut } from '@/components/form/signed-out-notice'
import { useFocusError } from '@/components/form/use-focus-error'
import { useHydrated } from '@/components/form/use-hydrated'
import { Alert } from '@/components/ui/alert'
import { buttonPrimary } from '@/components/ui/button-styles'
import { notify } from '@/components/ui/toast'
import { api } from '@/lib/api-client'
import { errorBody } from '@/lib/error-body'
import type { ApiError } from '@/lib/errors'
import { localeNames, locales, type Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { preferencesKeys } from '../preferences.queries'
import { currencies, themes, type Preferences, type Theme } from '../preferences.schemas'

const themeLabel = (theme: Theme) =>
  theme === 'light' ? m.prefs_theme_light() : theme === 'dark' ? m.prefs_theme_dark() : m.prefs_theme_system()

const selectClass = 'border-line bg-page text-ink w-full rounded-md border px-3 py-2'

/**
 * Interface language, theme, display currency and newsletter. Saved through PUT /api/v1/user/preferences; each one
 * takes effect at once (the root reads theme and currency from the cached preferences; a new language reloads the
 * page in it).
 */
export function PreferencesForm({
  locale,
  userId,
  preferences,
  onLocaleChange,
}: {
  locale: Locale
  userId: string
  preferences: Preferences
  /** Opens the current page in the chosen language. */
  onLocaleChange: (next: Locale) => Promise<void>
}) {
  const hydrated = useHydrated()
  const queryClient = useQueryClient()
  const [values, setValues] = useState<Preferences>(preferences)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<ApiError['error'] | null>(null)
  const fieldError = (name: keyof Preferences) => error?.fields?.[name]
  const { ref, focusError, focusSuccess } = useFocusError<HTMLFormElement>()
  // The session ended elsewhere: the choices stay as made, the notice offers to sign in again (ADR 011).
  const session = useSignedOut()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    try {
      const { preferences: saved } = await api<{ preferences: Preferences }>('/v1/user/preferences', {
        method: 'PUT',
        body: values,
      })
      session.clear()
      queryClient.setQueryData(preferencesKeys.mine(userId), saved)
      notify({ kind: 'success', title: m.prefs_saved_toast() })
      if (saved.locale && saved.locale !== locale) await onLocaleChange(saved.locale)
      else focusSuccess()
    } catch (failure) {
      if (session.caught(failure)) return
      setError(errorBody(failure, m.prefs_save_failed()))
      focusError()
    } finally {
      setBusy(false)
    }
  }

  return (
    <form ref={ref} onSubmit={submit} noValidate aria-labelledby="prefs-title">
      <h2 id="prefs-title" className="text-xl font-semibold">
        {m.prefs_title()}
      </h2>
      <div className="mt-4">
        <SignedOutNotice locale={locale} {...session.noticeProps(busy)} />
        {error && <Alert kind="error">{error.message}</Alert>}
        <div className="mb-4">
          <label htmlFor="pref-locale" className="mb-1 block font-medium">
            {m.prefs_language_label()}
          </label>
          <select
            id="pref-locale"
            className={selectClass}
            value={values.locale ?? ''}
            aria-describedby="pref-locale-hint"
            aria-invalid={fieldError('locale') ? true : undefined}
            onChange={(e) => setValues({ ...values, locale: (e.target.value || null) as Locale | null })}
          >
            <option value="">{m.prefs_language_browser()}</option>
            {locales.map((l) => (
              <option key={l} value={l} lang={l}>
                {localeNames[l]}
              </option>
            ))}
          </select>
          <p id="pref-locale-hint" className="text-muted mt-1 text-sm">
            {m.prefs_language_hint()}
          </p>
        </div>
        <fieldset className="mb-4">
          <legend className="mb-1 font-medium">{m.prefs_theme_label()}</legend>
          <div className="flex flex-wrap gap-4">
            {themes.map((theme) => (
              <label key={theme} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="theme"
                  value={theme}
                  checked={values.theme === theme}
                  onChange={() => setValues({ ...values, theme })}
                />
                {themeLabel(theme)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="mb-4">
          <label htmlFor="pref-currency" className="mb-1 block font-medium">
            {m.prefs_currency_label()}
          </label>
          <select
            id="pref-currency"
            className={selectClass}
            value={values.currency}
            aria-describedby="pref-currency-hint"
            onChange={(e) => setValues({ ...values, currency: e.target.value as Preferences['currency'] })}
          >
            {currencies.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
          <p id="pref-currency-hint" className="text-muted mt-1 text-sm">
            {m.prefs_currency_hint()}
          </p>
        </div>
        <div className="mb-6">
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              className="mt-1"
              checked={values.newsletter}
              aria-describedby="pref-newsletter-hint"
              onChange={(e) => setValues({ ...values, newsletter: e.target.checked })}
            />
            <span className="font-medium">{m.prefs_newsletter_label()}</span>
          </label>
          <p id="pref-newsletter-hint" className="text-muted mt-1 ml-6 text-sm">
            {m.prefs_newsletter_hint()}
          </p>
        </div>
        <button type="submit" className={`${buttonPrimary} sm:w-auto`} disabled={!hydrated || busy}>
          {busy ? m.prefs_saving() : m.prefs_save()}
        </button>
      </div>
    </form>
  )
}
