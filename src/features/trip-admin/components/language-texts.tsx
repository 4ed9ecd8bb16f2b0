import { TextareaField, TextField } from '@/components/form/field'
import { languageName } from '@/lib/format'
import { locales, type Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { TRIP_TEXT_MAX, type TripTextField } from '../trip-admin.schemas'
import { MissingBadge } from './admin-trips-page'
import { withText, type TripDraft } from './trip-draft'

/**
 * The trip's texts, one column per language side by side (stacked on narrow screens). Each column says whether its
 * translation is complete; an empty field is marked missing and never filled from another language.
 */
export function LanguageTexts({
  locale,
  draft,
  missing,
  onChange,
  fieldError,
}: {
  locale: Locale
  draft: TripDraft
  missing: Record<Locale, string[]>
  onChange: (field: TripTextField, value: TripDraft[TripTextField]) => void
  fieldError: (field: string) => string | undefined
}) {
  const fields: Array<{ field: TripTextField; label: string; rows?: number }> = [
    { field: 'title', label: m.trip_editor_field_title() },
    { field: 'place', label: m.trip_editor_field_place() },
    { field: 'summary', label: m.trip_editor_field_summary(), rows: 3 },
    { field: 'description', label: m.trip_editor_field_description(), rows: 10 },
  ]
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
      {locales.map((lang) => {
        const headingId = `trip-lang-${lang}`
        const gaps = missing[lang]
        return (
          <fieldset key={lang} aria-labelledby={headingId} className="border-line min-w-0 rounded-md border p-3">
            <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
              <h3 id={headingId} className="text-lg font-semibold first-letter:uppercase">
                {languageName(lang, locale)}
              </h3>
              <span data-testid={`translation-state-${lang}`}>
                {gaps.length ? (
                  <MissingBadge />
                ) : (
                  <span className="inline-flex rounded bg-green-100 px-2 py-0.5 text-sm font-medium text-green-900">
                    {m.trip_editor_language_complete()}
                  </span>
                )}
              </span>
            </div>
            {fields.map(({ field, label, rows }) => {
              const id = `trip-${field}-${lang}`
              const value = draft[field][lang]
              const empty = !value.trim()
              const common = {
                id,
                name: `${field}.${lang}`,
                label,
                value,
                lang,
                maxLength: TRIP_TEXT_MAX[field],
                error: fieldError(`${field}.${lang}`) ?? (field === 'title' ? fieldError('title') : undefined),
                hint: empty ? m.trip_editor_missing_badge() : undefined,
                onChange: (text: string) => onChange(field, withText(draft[field], lang, text)),
              }
              return rows ? (
                <TextareaField key={field} rows={rows} {...common} />
              ) : (
                <TextField key={field} {...common} />
              )
            })}
          </fieldset>
        )
      })}
    </div>
  )
}
