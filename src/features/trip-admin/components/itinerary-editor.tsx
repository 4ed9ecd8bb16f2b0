import { TextareaField, TextField } from '@/components/form/field'
import { secondaryButton } from './buttons'
import { languageName } from '@/lib/format'
import { locales, type Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { ITINERARY_MAX, TRIP_TEXT_MAX } from '../trip-admin.schemas'
import { emptyText, newDayKey, withText, type DraftDay } from './trip-draft'

const small =
  'border-line text-ink hover:bg-surface inline-flex items-center rounded-md border bg-page px-3 py-1.5 text-sm font-medium disabled:opacity-50'

/** The itinerary: entries of one or more days, each with a title and text per language; add, remove, reorder. */
export function ItineraryEditor({
  locale,
  days,
  onChange,
  fieldError,
}: {
  locale: Locale
  days: DraftDay[]
  onChange: (days: DraftDay[]) => void
  fieldError: (field: string) => string | undefined
}) {
  const set = (i: number, change: Partial<DraftDay>) =>
    onChange(days.map((d, j) => (j === i ? { ...d, ...change } : d)))
  const move = (i: number, by: -1 | 1) => {
    const next = [...days]
    const [day] = next.splice(i, 1)
    next.splice(i + by, 0, day!)
    onChange(next)
    // Keep the keyboard on the entry that moved: the same button, or the other one once it reached an end.
    const target = i + by === 0 || i + by === days.length - 1 ? (by < 0 ? 'down' : 'up') : by < 0 ? 'up' : 'down'
    requestAnimationFrame(() => document.getElementById(`day-${day!.key}-${target}`)?.focus())
  }
  const add = () => {
    const last = days.at(-1)?.to ?? 0
    const key = newDayKey()
    onChange([...days, { key, from: last + 1, to: last + 1, title: emptyText(), text: emptyText() }])
    requestAnimationFrame(() => document.getElementById(`day-${key}-from`)?.focus())
  }
  return (
    <div>
      {days.length === 0 && <p className="mb-4 text-muted">{m.trip_editor_itinerary_empty()}</p>}
      <ol className="space-y-4">
        {days.map((day, i) => {
          const n = i + 1
          const legendId = `day-${day.key}-legend`
          return (
            <li key={day.key}>
              <fieldset aria-labelledby={legendId} className="border-line rounded-md border p-3">
                <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                  <h3 id={legendId} className="font-semibold">
                    {m.trip_editor_day_legend({ n })}
                  </h3>
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      id={`day-${day.key}-up`}
                      className={small}
                      disabled={i === 0}
                      onClick={() => move(i, -1)}
                    >
                      <span aria-hidden="true">↑</span>
                      <span className="sr-only">{m.trip_editor_day_up({ n })}</span>
                    </button>
                    <button
                      type="button"
                      id={`day-${day.key}-down`}
                      className={small}
                      disabled={i === days.length - 1}
                      onClick={() => move(i, 1)}
                    >
                      <span aria-hidden="true">↓</span>
                      <span className="sr-only">{m.trip_editor_day_down({ n })}</span>
                    </button>
                    <button type="button" className={small} onClick={() => onChange(days.filter((_, j) => j !== i))}>
                      {m.trip_editor_day_remove({ n })}
                    </button>
                  </div>
                </div>
                <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
                  <TextField
                    id={`day-${day.key}-from`}
                    name={`itinerary.${i}.from`}
                    label={m.trip_editor_day_from()}
                    type="number"
                    min={1}
                    max={366}
                    inputMode="numeric"
                    value={String(day.from)}
                    onChange={(v) => set(i, { from: Number(v) || 0 })}
                    error={fieldError(`itinerary.${i}.from`)}
                  />
                  <TextField
                    id={`day-${day.key}-to`}
                    name={`itinerary.${i}.to`}
                    label={m.trip_editor_day_to()}
                    type="number"
                    min={1}
                    max={366}
                    inputMode="numeric"
                    value={String(day.to)}
                    onChange={(v) => set(i, { to: Number(v) || 0 })}
                    error={fieldError(`itinerary.${i}.to`)}
                  />
                </div>
                <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-4">
                  {locales.map((lang) => {
                    const language = languageName(lang, locale)
                    return (
                      <div key={lang} className="min-w-0">
                        <TextField
                          id={`day-${day.key}-title-${lang}`}
                          name={`itinerary.${i}.title.${lang}`}
                          label={m.trip_editor_day_title({ language })}
                          lang={lang}
                          maxLength={TRIP_TEXT_MAX.dayTitle}
                          value={day.title[lang]}
                          onChange={(v) => set(i, { title: withText(day.title, lang, v) })}
                          error={fieldError(`itinerary.${i}.title.${lang}`)}
                          hint={day.title[lang].trim() ? undefined : m.trip_editor_missing_badge()}
                        />
                        <TextareaField
                          id={`day-${day.key}-text-${lang}`}
                          name={`itinerary.${i}.text.${lang}`}
                          label={m.trip_editor_day_text({ language })}
                          lang={lang}
                          rows={3}
                          maxLength={TRIP_TEXT_MAX.dayText}
                          value={day.text[lang]}
                          onChange={(v) => set(i, { text: withText(day.text, lang, v) })}
                          error={fieldError(`itinerary.${i}.text.${lang}`)}
                          hint={day.text[lang].trim() ? undefined : m.trip_editor_missing_badge()}
                        />
                      </div>
                    )
                  })}
                </div>
              </fieldset>
            </li>
          )
        })}
      </ol>
      <button type="button" className={`${secondaryButton} mt-4`} disabled={days.length >= ITINERARY_MAX} onClick={add}>
        {m.trip_editor_day_add()}
      </button>
    </div>
  )
}
