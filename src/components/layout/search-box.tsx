import { useEffect, useId, useRef, type RefObject } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { Search } from 'lucide-react'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { SEARCH_TEXT_MAX } from '@/lib/search-params'

/** Marks the search page's own box, which `/` focuses instead of the header's while it is on the page. */
const PAGE_BOX = 'data-search-page-box'

/** Typing `/` anywhere outside a text field focuses the search box (like many sites do). */
function useSlashShortcut(input: RefObject<HTMLInputElement | null>, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return
      const target = event.target as HTMLElement | null
      const editing =
        target?.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target?.tagName ?? '') || false
      if (editing) return
      event.preventDefault()
      const box = document.querySelector<HTMLInputElement>(`input[${PAGE_BOX}]`) ?? input.current
      box?.focus()
      box?.select()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [input, enabled])
}

/**
 * The site search form: a plain GET form to /{lang}/search (works without JavaScript), a client-side navigation once
 * hydrated. `size="large"` is the search page's own box; `error` says below it why its query was not searched.
 * The two boxes have different names (form and field), since the search page shows both: a screen reader would
 * otherwise announce two identical search fields.
 */
export function SearchBox({
  locale,
  defaultValue = '',
  size = 'small',
  shortcut = false,
  error,
  filters = {},
}: {
  locale: Locale
  defaultValue?: string
  size?: 'small' | 'large'
  shortcut?: boolean
  error?: string | undefined
  /** Filters a new search keeps (the search page's type and language), as search engines keep their tabs. */
  filters?: { type?: string | undefined; lang?: string | undefined }
}) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const navigate = useNavigate()
  useSlashShortcut(input, shortcut)
  // A new query in the address (a search from this box, a link, back/forward) shows in the same element: remounting
  // it would drop the focus of the visitor who just searched.
  useEffect(() => {
    if (input.current && input.current.value !== defaultValue) input.current.value = defaultValue
  }, [defaultValue])
  const large = size === 'large'
  const kept = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined))
  const errorId = `${id}-error`
  const label = large ? m.search_label_page() : m.search_label()
  return (
    <>
      <form
        role="search"
        aria-label={label}
        action={`/${locale}/search`}
        method="get"
        className={`flex items-center gap-1 ${large ? 'w-full' : ''}`}
        onSubmit={(event) => {
          event.preventDefault()
          const q = input.current?.value.trim() ?? ''
          void navigate({ to: '/$lang/search', params: { lang: locale }, search: q ? { q, ...kept } : kept })
        }}
      >
        {Object.entries(kept).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <input
          ref={input}
          id={id}
          name="q"
          type="search"
          defaultValue={defaultValue}
          maxLength={SEARCH_TEXT_MAX}
          placeholder={m.search_placeholder()}
          aria-keyshortcuts={shortcut ? '/' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          title={shortcut ? m.search_shortcut_hint() : undefined}
          enterKeyHint="search"
          {...(large ? { [PAGE_BOX]: '' } : {})}
          className={`border-line bg-page text-ink rounded-md border px-3 aria-[invalid]:border-red-700 ${large ? 'w-full py-2 text-lg' : 'w-36 py-1 text-sm sm:w-44'}`}
        />
        <button
          type="submit"
          className={`border-line text-ink hover:bg-surface rounded-md border ${large ? 'px-4 py-2 font-semibold' : 'p-1.5'}`}
        >
          {large ? (
            m.search_submit()
          ) : (
            <>
              <Search aria-hidden="true" size={18} />
              <span className="sr-only">{m.search_submit()}</span>
            </>
          )}
        </button>
      </form>
      {error && (
        <p id={errorId} className="mt-2 text-sm text-error">
          {error}
        </p>
      )}
    </>
  )
}
