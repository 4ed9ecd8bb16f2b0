import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { CheckboxField, RadioGroupField, SelectField } from '@/components/form/field'
import { SignedOutNotice } from '@/components/form/signed-out-notice'
import { useFormMutation } from '@/components/form/use-form-mutation'
import { useHydrated } from '@/components/form/use-hydrated'
import { Alert } from '@/components/ui/alert'
import { buttonPrimary } from '@/components/ui/button-styles'
import { api } from '@/lib/api-client'
import { localeNames, locales, type Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { preferencesKeys } from '../preferences.queries'
import { currencies, themes, type Preferences, type Theme } from '../preferences.schemas'

const themeLabel = (theme: Theme) =>
  theme === 'light' ? m.prefs_theme_light() : theme === 'dark' ? m.prefs_theme_dark() : m.prefs_theme_system()

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
  // The session ended elsewhere: the choices stay as made, the notice offers to sign in again (ADR 011).
  const { focusRoot, ...save } = useFormMutation({
    call: (next: Preferences) =>
      api<{ preferences: Preferences }>('/v1/user/preferences', { method: 'PUT', body: next }),
    fallback: m.prefs_save_failed(),
    successToast: () => ({ kind: 'success', title: m.prefs_saved_toast() }),
    onSuccess: async ({ preferences: saved }) => {
      queryClient.setQueryData(preferencesKeys.mine(userId), saved)
      if (!saved.locale || saved.locale === locale) return
      await onLocaleChange(saved.locale)
      return false
    },
  })

  return (
    <form
      ref={focusRoot}
      onSubmit={(event) => {
        event.preventDefault()
        void save.submit(values)
      }}
      noValidate
      aria-labelledby="prefs-title"
    >
      <h2 id="prefs-title" className="text-xl font-semibold">
        {m.prefs_title()}
      </h2>
      <div className="mt-4">
        <SignedOutNotice locale={locale} {...save.notice} />
        {save.failure && <Alert kind="error">{save.failure.message}</Alert>}
        <SelectField<'' | Locale>
          id="pref-locale"
          label={m.prefs_language_label()}
          hint={m.prefs_language_hint()}
          value={values.locale ?? ''}
          error={save.fieldError('locale')}
          options={[
            { value: '', label: m.prefs_language_browser() },
            ...locales.map((l) => ({ value: l, label: localeNames[l], lang: l })),
          ]}
          onChange={(next) => setValues({ ...values, locale: next || null })}
        />
        <RadioGroupField
          name="theme"
          legend={m.prefs_theme_label()}
          value={values.theme}
          options={themes.map((theme) => ({ value: theme, label: themeLabel(theme) }))}
          onChange={(theme) => setValues({ ...values, theme })}
        />
        <SelectField
          id="pref-currency"
          label={m.prefs_currency_label()}
          hint={m.prefs_currency_hint()}
          value={values.currency}
          error={save.fieldError('currency')}
          options={currencies.map((c) => ({ value: c, label: c }))}
          onChange={(currency) => setValues({ ...values, currency })}
        />
        <CheckboxField
          id="pref-newsletter"
          label={m.prefs_newsletter_label()}
          hint={m.prefs_newsletter_hint()}
          checked={values.newsletter}
          error={save.fieldError('newsletter')}
          onChange={(newsletter) => setValues({ ...values, newsletter })}
        />
        <CheckboxField
          id="pref-trip-follow-ups"
          label={m.reviews_pref_follow_ups_label()}
          hint={m.reviews_pref_follow_ups_hint()}
          checked={values.tripFollowUps}
          error={save.fieldError('tripFollowUps')}
          onChange={(tripFollowUps) => setValues({ ...values, tripFollowUps })}
        />
        <CheckboxField
          id="pref-comment-mail"
          label={m.comments_pref_mail()}
          checked={values.commentMail}
          error={save.fieldError('commentMail')}
          onChange={(commentMail) => setValues({ ...values, commentMail })}
        />
        <CheckboxField
          id="pref-saved-trip-alerts"
          label={m.saved_pref_label()}
          hint={m.saved_pref_hint()}
          checked={values.savedTripAlerts}
          error={save.fieldError('savedTripAlerts')}
          onChange={(savedTripAlerts) => setValues({ ...values, savedTripAlerts })}
        />
        <button type="submit" className={`${buttonPrimary} sm:w-auto`} disabled={!hydrated || save.busy}>
          {save.busy ? m.prefs_saving() : m.prefs_save()}
        </button>
      </div>
    </form>
  )
}
