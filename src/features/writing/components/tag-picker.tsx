import { useId, useState } from 'react'
import { inputClass } from '@/components/form/field'
import { m } from '@/paraglide/messages'
import { TAG_NAME_MAX, TAG_NAME_MIN, TAGS_MAX, tagSlug, tidyTagName } from '../writing.schemas'

/**
 * The editor's tags (ADR 031): tick existing tags, or type a new one. A typed name whose slug an existing tag has
 * ticks that tag instead (no duplicates by slug); a really new one is shown ticked and created when the post saves.
 * `tags` holds slugs of existing tags, `newTags` the names typed for tags that do not exist yet.
 */
export function TagPicker({
  options,
  tags,
  newTags,
  error,
  disabled,
  onChange,
}: {
  options: Array<{ slug: string; name: string }>
  tags: string[]
  newTags: string[]
  error?: string
  disabled?: boolean
  onChange: (tags: string[], newTags: string[]) => void
}) {
  const id = useId()
  const [typed, setTyped] = useState('')
  const [typedError, setTypedError] = useState<string | null>(null)
  const known = new Set(options.map((o) => o.slug))
  const newSlugs = new Set(newTags.map(tagSlug))
  // Once saved, a new tag is among the options: shown there, ticked.
  const pending = newTags.filter((name) => !known.has(tagSlug(name)))
  const shownError = typedError ?? error
  const errorId = `${id}-error`

  function add() {
    const name = tidyTagName(typed)
    const slug = tagSlug(name)
    if (name.length < TAG_NAME_MIN || name.length > TAG_NAME_MAX || !slug) {
      setTypedError(m.writing_field_tag_name_invalid())
      return
    }
    setTypedError(null)
    setTyped('')
    if (tags.includes(slug) || newSlugs.has(slug)) return
    if (tags.length + newTags.length >= TAGS_MAX) {
      setTypedError(m.writing_field_tags_max({ max: TAGS_MAX }))
      return
    }
    if (known.has(slug)) onChange([...tags, slug], newTags)
    else onChange(tags, [...newTags, name])
  }

  return (
    <fieldset className="mb-4" aria-describedby={shownError ? errorId : undefined}>
      <legend className="text-ink mb-1 font-medium">{m.writing_field_tags()}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {options.map((t) => (
          <label key={t.slug} className="inline-flex items-center gap-1.5">
            <input
              type="checkbox"
              name="tags"
              value={t.slug}
              checked={tags.includes(t.slug) || newSlugs.has(t.slug)}
              onChange={(e) =>
                e.target.checked
                  ? onChange([...tags, t.slug], newTags)
                  : onChange(
                      tags.filter((x) => x !== t.slug),
                      newTags.filter((n) => tagSlug(n) !== t.slug),
                    )
              }
            />
            {t.name}
          </label>
        ))}
        {pending.map((name) => (
          <label key={name} className="inline-flex items-center gap-1.5">
            <input
              type="checkbox"
              name="newTags"
              value={name}
              checked
              aria-label={m.writing_field_tag_remove({ name })}
              onChange={() =>
                onChange(
                  tags,
                  newTags.filter((n) => n !== name),
                )
              }
            />
            {name}
          </label>
        ))}
      </div>
      <div className="mt-2 flex max-w-md items-end gap-2">
        <div className="grow">
          <label htmlFor={`${id}-new`} className="text-ink mb-1 block text-sm font-medium">
            {m.writing_field_tag_new()}
          </label>
          <input
            id={`${id}-new`}
            type="text"
            value={typed}
            maxLength={TAG_NAME_MAX}
            disabled={disabled}
            aria-describedby={`${id}-hint`}
            aria-invalid={typedError ? true : undefined}
            className={inputClass}
            onChange={(e) => setTyped(e.target.value)}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return
              e.preventDefault()
              add()
            }}
          />
        </div>
        <button
          type="button"
          onClick={add}
          disabled={disabled || !typed.trim()}
          className="border-line text-ink hover:bg-surface rounded-md border bg-page px-3 py-2 text-sm font-medium disabled:opacity-60"
        >
          {m.writing_field_tag_add()}
        </button>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
        {m.writing_field_tag_new_hint()}
      </p>
      {shownError && (
        <p id={errorId} className="mt-1 text-sm text-error" role="alert">
          {shownError}
        </p>
      )}
    </fieldset>
  )
}
