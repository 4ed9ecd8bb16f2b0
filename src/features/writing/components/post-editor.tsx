import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link, useBlocker, useNavigate } from '@tanstack/react-router'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { FieldFrame, TextField, inputClass } from '@/components/form/field'
import { SignedOutNotice, useRetryWhenBack } from '@/components/form/signed-out-notice'
import { useHydrated } from '@/components/form/use-hydrated'
import { useFocusError, useFocusOnRender } from '@/components/form/use-focus-error'
import { buttonPrimary, buttonSecondary } from '@/components/ui/button-styles'
import { notify } from '@/components/ui/toast'
import { localeNames, locales, type Locale } from '@/lib/i18n/locales'
import { isSignedOut } from '@/lib/signed-out'
import { m } from '@/paraglide/messages'
import { createMyPostFn, getMyPostFn, previewMarkdownFn, updateMyPostFn } from '../writing.functions'
import { editorOptionsQuery, writingKeys } from '../writing.queries'
import { BODY_MAX, type MyPost, type PostStatus } from '../writing.schemas'
import { CoverUpload, type CoverValue } from './cover-upload'
import { TagPicker } from './tag-picker'

const AUTOSAVE_DELAY = 1200
const RETRY_DELAY = 5000
const PREVIEW_DELAY = 300

interface Draft {
  title: string
  slug: string
  lang: Locale
  excerpt: string
  categorySlug: string
  tags: string[]
  /** Names typed for tags that do not exist yet (ADR 031). */
  newTags: string[]
  body: string
  /** datetime-local value ("YYYY-MM-DDTHH:mm") or "" */
  publishedAt: string
  coverImageId: string | null
  cover: CoverValue | null
}

type SaveState = 'idle' | 'dirty' | 'saving' | 'saved' | 'failed' | 'invalid'

/**
 * The first autosave moves the editor from /create to /{id}, which mounts a new editor: the text typed meanwhile is
 * handed over here so not a keystroke is lost.
 */
const handoff = new Map<number, { draft: Draft; slugTouched: boolean; dirty: boolean; serverVersion: number | null }>()

const toLocalInput = (iso: string | null) => {
  if (!iso) return ''
  const d = new Date(iso)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/**
 * A datetime-local value as an instant. Chrome takes years of up to six digits, which no Date holds: such a value is
 * sent as typed, so the server names the field instead of every save failing here before it is sent.
 */
const toInstant = (local: string) => {
  const date = new Date(local)
  return Number.isNaN(date.getTime()) ? local : date.toISOString()
}

function draftOf(post: MyPost | null, locale: Locale): Draft {
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    lang: post?.lang ?? locale,
    excerpt: post?.excerpt ?? '',
    categorySlug: post?.categorySlug ?? '',
    tags: post?.tags ?? [],
    newTags: [],
    body: post?.body ?? '',
    publishedAt: toLocalInput(post?.publishedAt ?? null),
    coverImageId: post?.cover?.uploadId ?? null,
    cover: post?.cover ?? null,
  }
}

/**
 * The editor of /{lang}/profile/blog/create and /{lang}/profile/blog/{id}. Drafts save themselves while the author
 * types (debounced) and show their state; a published post changes only on "Save changes" (nothing half-edited goes
 * live). Leaving with unsaved edits asks first; a failed save keeps the text and tries again.
 */
export function PostEditor({ locale, userId, post }: { locale: Locale; userId: string; post: MyPost | null }) {
  const { data: options } = useSuspenseQuery(editorOptionsQuery(locale))
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const hydrated = useHydrated()
  const [carried] = useState(() => (post ? handoff.get(post.id) : undefined))
  const [draft, setDraft] = useState<Draft>(() => carried?.draft ?? draftOf(post, locale))
  const [postId, setPostId] = useState<number | null>(post?.id ?? null)
  const [status, setStatus] = useState<PostStatus>(post?.status ?? 'draft')
  const [slugTouched, setSlugTouched] = useState(carried?.slugTouched ?? false)
  const [saveState, setSaveState] = useState<SaveState>(carried?.dirty ? 'dirty' : carried ? 'saved' : 'idle')
  const [savedAt, setSavedAt] = useState<string | null>(post?.updatedAt ?? null)
  // The address the post has on the server: the slug field may hold an edit not saved yet.
  const [savedSlug, setSavedSlug] = useState<string | null>(post?.slug ?? null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const version = useRef(0)
  const savedVersion = useRef(0)
  /**
   * The post's version on the server that the text here builds on (loaded or last saved). Every save sends it; a post
   * saved meanwhile elsewhere (another tab, device, the API) refuses the save instead of being overwritten (ADR 024).
   */
  const serverVersion = useRef<number | null>(carried?.serverVersion ?? post?.version ?? null)
  /** Set by a refused save: autosave stops until the member chooses which text to keep. */
  const [conflict, setConflict] = useState(false)
  const conflicted = useRef(false)
  const [conflictLoadFailed, setConflictLoadFailed] = useState(false)
  /**
   * Set by a save that answered 401 (the session ended elsewhere): autosave stops, the text stays, the notice offers
   * to sign in again in a new tab; coming back to the tab (or "Try again") saves (ADR 024).
   */
  const [signedOut, setSignedOut] = useState(false)
  const signedOutRef = useRef(false)
  /** "Try again" met the 401 again: the notice says the member is still signed out. */
  const [stillSignedOut, setStillSignedOut] = useState(false)
  /** What the save that met the 401 asked for (publish, unpublish), repeated by "Try again". */
  const signedOutExtra = useRef<Record<string, unknown>>({})
  const saving = useRef<Promise<void> | null>(null)
  const draftRef = useRef(draft)
  useEffect(() => {
    draftRef.current = draft
    // Only the /create editor hands over, once its draft has an id.
    if (!post && postId)
      handoff.set(postId, {
        draft,
        slugTouched,
        dirty: version.current !== savedVersion.current,
        serverVersion: serverVersion.current,
      })
  }, [draft, post, postId, slugTouched, saveState])
  useEffect(() => {
    if (post) handoff.delete(post.id)
  }, [post])
  const dirty =
    conflict ||
    signedOut ||
    saveState === 'dirty' ||
    saveState === 'failed' ||
    saveState === 'invalid' ||
    saveState === 'saving'

  useBlocker({
    shouldBlockFn: () => dirty && !window.confirm(m.writing_leave_warning()),
    enableBeforeUnload: () => dirty,
  })

  const update = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    version.current += 1
    setDraft((d) => ({ ...d, [key]: value }))
    setSaveState('dirty')
  }

  /** The body sent to the server: every field, the slug only once the author chose one. */
  const payload = (d: Draft, extra: Record<string, unknown> = {}) => ({
    title: d.title,
    lang: d.lang,
    excerpt: d.excerpt,
    body: d.body,
    categorySlug: d.categorySlug || null,
    tags: d.tags,
    newTags: d.newTags,
    coverImageId: d.coverImageId,
    publishedAt: d.publishedAt ? toInstant(d.publishedAt) : null,
    ...(slugTouched && d.slug ? { slug: d.slug } : {}),
    ...extra,
  })

  const save = useCallback(
    async (extra: Record<string, unknown> = {}): Promise<MyPost | null> => {
      const d = draftRef.current
      const at = version.current
      setSaveState('saving')
      try {
        const result = postId
          ? await updateMyPostFn({
              data: { locale, id: postId, body: payload(d, extra), version: serverVersion.current ?? undefined },
            })
          : await createMyPostFn({ data: { locale, body: payload(d, extra) } })
        if (!result.ok && result.error.code === 'conflict' && postId) {
          // Saved elsewhere since this text was loaded: nothing was written, and the text stays here.
          conflicted.current = true
          setConflict(true)
          setConflictLoadFailed(false)
          setSaveState('dirty')
          return null
        }
        if (!result.ok) {
          setErrors(result.error.fields ?? {})
          setFormError(result.error.message)
          setSaveState('invalid')
          return null
        }
        const saved = result.data
        setErrors({})
        setFormError(null)
        conflicted.current = false
        setConflict(false)
        signedOutRef.current = false
        setSignedOut(false)
        setStillSignedOut(false)
        serverVersion.current = saved.version
        savedVersion.current = at
        setStatus(saved.status)
        setSavedAt(saved.updatedAt)
        setSavedSlug(saved.slug)
        setDraft((cur) => ({
          ...cur,
          slug: slugTouched ? cur.slug : saved.slug,
          publishedAt: cur.publishedAt || toLocalInput(saved.publishedAt),
        }))
        setSaveState(version.current === at ? 'saved' : 'dirty')
        queryClient.setQueryData(writingKeys.post(userId, saved.id), saved)
        void queryClient.invalidateQueries({ queryKey: writingKeys.list(userId) })
        // New tags exist now: the tag list (of every language) gets them.
        if (d.newTags.length) void queryClient.invalidateQueries({ queryKey: writingKeys.allOptions })
        if (!postId) {
          setPostId(saved.id)
          // The draft now has an address: the editor's URL becomes /profile/blog/{id} (same screen, same text).
          savedVersion.current = at
          void navigate({
            to: '/$lang/profile/blog/$id',
            params: { lang: locale, id: String(saved.id) },
            replace: true,
            ignoreBlocker: true,
          })
        }
        return saved
      } catch (error) {
        if (isSignedOut(error)) {
          // No network failure: retrying cannot help until the member signs in again. The text stays unsaved here.
          if (signedOutRef.current) setStillSignedOut(true)
          signedOutRef.current = true
          signedOutExtra.current = extra
          setSignedOut(true)
          setSaveState('dirty')
          return null
        }
        setSaveState('failed')
        return null
      }
    },
    // payload reads slugTouched; the rest are stable or refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [postId, locale, slugTouched, queryClient, navigate],
  )

  // Autosave drafts: after a pause in typing, and again a little later when a save failed; never over a conflict,
  // nor while signed out (coming back to the tab tries once, below).
  useEffect(() => {
    if (status === 'published' || conflict || signedOut) return
    if (saveState !== 'dirty' && saveState !== 'failed') return
    if (!draft.title.trim()) return
    const timer = setTimeout(
      () => {
        if (saving.current) return
        saving.current = save().then(() => {
          saving.current = null
        })
      },
      saveState === 'failed' ? RETRY_DELAY : AUTOSAVE_DELAY,
    )
    return () => clearTimeout(timer)
  }, [draft, saveState, status, save, conflict, signedOut])

  // Back in this tab after signing in again elsewhere: a draft saves by itself (never a publish, nor a published
  // post's edits, which go live only on a button the member presses).
  useRetryWhenBack(signedOut && status !== 'published' && !conflict, () => {
    if (saving.current || !draftRef.current.title.trim()) return
    saving.current = save().then(() => {
      saving.current = null
    })
  })

  const { ref: signedOutNotice, request: focusSignedOutNotice } = useFocusOnRender<HTMLDivElement>()

  /** "Try again": repeats what met the 401 (a save, publish or unpublish). */
  function retrySignedOut() {
    const extra = signedOutExtra.current
    void act(
      extra,
      extra.status === 'published'
        ? m.writing_published_toast()
        : extra.status === 'unpublished'
          ? m.writing_unpublished_toast()
          : m.writing_save_state_saved(),
    )
  }

  // The action buttons are disabled while saving (and replaced on publish), which drops focus to <body>: a failure
  // focuses the first invalid field or the error, a success the action button again (if focus is still lost).
  const { ref: editorRef, focusError } = useFocusError<HTMLDivElement>()
  const actions = useRef<HTMLDivElement>(null)
  const pressed = useRef<HTMLElement | null>(null)
  /** The button that was pressed if it is still there (Publish is replaced by Save changes), else the first one. */
  const actionButton = () =>
    pressed.current?.isConnected && !pressed.current.matches(':disabled')
      ? pressed.current
      : (actions.current?.querySelector<HTMLElement>('button:not(:disabled)') ?? null)
  const [acted, setActed] = useState(0)
  useEffect(() => {
    if (acted && (!document.activeElement || document.activeElement === document.body)) actionButton()?.focus()
  }, [acted])

  async function act(extra: Record<string, unknown>, toast: string) {
    pressed.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    setBusy(true)
    if (saving.current) await saving.current
    const saved = await save(extra)
    setBusy(false)
    if (saved) {
      notify({ kind: 'success', title: toast })
      setActed((n) => n + 1)
    } else if (conflicted.current) focusConflictPanel()
    else if (signedOutRef.current) focusSignedOutNotice()
    else focusError(actionButton)
  }

  // A conflict found by a button the member pressed takes focus to the choices; one found by autosave is announced
  // (role=alert) and leaves focus where the member is typing.
  const { ref: conflictPanel, request: focusConflictPanel } = useFocusOnRender<HTMLElement>()

  /** The post as it is on the server now, or null (network failure, or deleted meanwhile): the panel says so. */
  async function currentPost(): Promise<MyPost | null> {
    if (!postId) return null
    try {
      const current = await getMyPostFn({ data: { locale, id: postId } })
      if (current) return current
    } catch {
      // said below
    }
    setConflictLoadFailed(true)
    focusConflictPanel()
    return null
  }

  /** "Load the newer version": the text here is replaced by the server's, after the member confirms. */
  async function loadNewer() {
    if (!window.confirm(m.writing_conflict_load_confirm())) return
    setBusy(true)
    if (saving.current) await saving.current
    const current = await currentPost()
    setBusy(false)
    if (!current) return
    version.current += 1
    savedVersion.current = version.current
    serverVersion.current = current.version
    const loaded = draftOf(current, locale)
    draftRef.current = loaded
    setDraft(loaded)
    setStatus(current.status)
    setSavedAt(current.updatedAt)
    setSavedSlug(current.slug)
    setErrors({})
    setFormError(null)
    conflicted.current = false
    setConflict(false)
    setSaveState('saved')
    queryClient.setQueryData(writingKeys.post(userId, current.id), current)
    notify({ kind: 'success', title: m.writing_conflict_loaded_toast() })
    // The panel and its buttons are gone: the member goes on at the top of the newer text.
    requestAnimationFrame(() => editorRef.current?.querySelector<HTMLElement>('input[name="title"]')?.focus())
  }

  /** "Keep mine": the text here is saved over the newer version, deliberately, against the version it replaces. */
  async function keepMine() {
    setBusy(true)
    if (saving.current) await saving.current
    const current = await currentPost()
    if (!current) {
      setBusy(false)
      return
    }
    serverVersion.current = current.version
    pressed.current = null
    const saved = await save()
    setBusy(false)
    if (saved) {
      notify({ kind: 'success', title: m.writing_conflict_kept_toast() })
      setActed((n) => n + 1)
    } else if (conflicted.current) focusConflictPanel()
    else focusError(actionButton)
  }

  const titleId = useId()
  const isPublished = status === 'published'

  return (
    <div ref={editorRef} className="w-full">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <div>
          <Link to="/$lang/profile/blog" params={{ lang: locale }} className="text-sm">
            {m.writing_back_to_list()}
          </Link>
          <h1 id={titleId} className="text-3xl font-bold tracking-tight">
            {post ? m.writing_editor_edit_title() : m.writing_editor_create_title()}
          </h1>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <span
            className={`rounded px-2 py-0.5 text-sm font-medium ${isPublished ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-900'}`}
          >
            {status === 'draft'
              ? m.writing_status_draft()
              : status === 'published'
                ? m.writing_status_published()
                : m.writing_status_unpublished()}
          </span>
          <SaveIndicator
            state={conflict ? 'conflict' : signedOut ? 'signed-out' : saveState}
            savedAt={savedAt}
            locale={locale}
          />
        </div>
      </div>

      {conflict && (
        <section
          ref={conflictPanel}
          tabIndex={-1}
          aria-labelledby={`${titleId}-conflict`}
          data-testid="edit-conflict"
          className="mb-4 rounded-md border border-amber-700 bg-amber-50 p-4 text-amber-950"
        >
          <div role="alert">
            <h2 id={`${titleId}-conflict`} className="font-semibold">
              {m.writing_conflict_title()}
            </h2>
            <p className="mt-1">{m.writing_conflict_body()}</p>
            {conflictLoadFailed && <p className="mt-1 font-medium">{m.writing_conflict_fetch_failed()}</p>}
          </div>
          <div className="mt-3 flex flex-wrap gap-3">
            <button type="button" className={`${buttonPrimary} w-auto`} disabled={busy} onClick={keepMine}>
              {m.writing_conflict_keep_mine()}
            </button>
            <button type="button" className={`${buttonSecondary} w-auto`} disabled={busy} onClick={loadNewer}>
              {m.writing_conflict_load_newer()}
            </button>
          </div>
        </section>
      )}

      <SignedOutNotice
        ref={signedOutNotice}
        locale={locale}
        signedOut={signedOut}
        stillSignedOut={stillSignedOut}
        autosaves={!isPublished}
        busy={busy}
        onRetry={retrySignedOut}
      />

      {formError && saveState === 'invalid' && (
        <p role="alert" className="mb-4 rounded-md border border-red-700 bg-red-50 p-3 text-red-800">
          {m.writing_save_state_invalid()}
        </p>
      )}

      <form
        aria-labelledby={titleId}
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          void act({}, m.writing_save_state_saved())
        }}
        className="grid gap-8 xl:grid-cols-2"
      >
        <div>
          <TextField
            label={m.writing_field_title()}
            name="title"
            value={draft.title}
            onChange={(v) => update('title', v)}
            error={errors.title}
            maxLength={200}
            required
          />
          <TextField
            label={m.writing_field_slug()}
            name="slug"
            value={draft.slug}
            onChange={(v) => {
              setSlugTouched(true)
              update('slug', v)
            }}
            error={errors.slug}
            hint={m.writing_field_slug_hint()}
            maxLength={120}
            autoCapitalize="none"
            spellCheck={false}
          />
          <SelectField
            label={m.writing_field_lang()}
            name="lang"
            value={draft.lang}
            onChange={(v) => update('lang', v as Locale)}
            error={errors.lang}
            options={locales.map((l) => ({ value: l, label: localeNames[l] }))}
          />
          <SelectField
            label={m.writing_field_category()}
            name="categorySlug"
            value={draft.categorySlug}
            onChange={(v) => update('categorySlug', v)}
            error={errors.categorySlug}
            options={[
              { value: '', label: m.writing_field_category_none() },
              ...options.categories.map((c) => ({ value: c.slug, label: c.name })),
            ]}
          />
          <TagPicker
            options={options.tags}
            tags={draft.tags}
            newTags={draft.newTags}
            disabled={!hydrated}
            error={errors.tags ?? Object.entries(errors).find(([key]) => key.startsWith('newTags'))?.[1]}
            onChange={(tags, newTags) => {
              version.current += 1
              setDraft((d) => ({ ...d, tags, newTags }))
              setSaveState('dirty')
            }}
          />
          <CoverUpload
            locale={locale}
            label={m.writing_field_cover()}
            value={draft.cover}
            maxMb={options.uploadMaxMb}
            disabled={!hydrated}
            onUploaded={(upload) => {
              version.current += 1
              setDraft((d) => ({ ...d, coverImageId: upload.id, cover: upload }))
              setSaveState('dirty')
            }}
            onRemove={() => {
              version.current += 1
              setDraft((d) => ({ ...d, coverImageId: null, cover: null }))
              setSaveState('dirty')
            }}
          />
          {errors.coverImageId && <p className="-mt-2 mb-4 text-sm text-error">{errors.coverImageId}</p>}
          <TextAreaField
            label={m.writing_field_excerpt()}
            name="excerpt"
            value={draft.excerpt}
            onChange={(v) => update('excerpt', v)}
            error={errors.excerpt}
            hint={m.writing_field_excerpt_hint()}
            rows={3}
            maxLength={500}
          />
          <TextAreaField
            label={m.writing_field_body()}
            name="body"
            value={draft.body}
            onChange={(v) => update('body', v)}
            // Said as it is typed: the preview stops above the limit, and a save would only say it then.
            error={
              errors.body ?? (draft.body.length > BODY_MAX ? m.writing_field_too_long({ max: BODY_MAX }) : undefined)
            }
            hint={m.writing_field_body_hint()}
            rows={18}
            className="font-mono text-sm"
          />
          <TextField
            label={m.writing_field_published_at()}
            name="publishedAt"
            type="datetime-local"
            value={draft.publishedAt}
            onChange={(v) => update('publishedAt', v)}
            error={errors.publishedAt}
            hint={m.writing_field_published_at_hint()}
          />
          <div ref={actions} className="flex flex-wrap gap-3">
            {isPublished ? (
              <>
                <button type="submit" className={`${buttonPrimary} w-auto`} disabled={!hydrated || busy}>
                  {m.writing_update_button()}
                </button>
                <button
                  type="button"
                  className={`${buttonSecondary} w-auto`}
                  disabled={!hydrated || busy}
                  onClick={() => act({ status: 'unpublished' }, m.writing_unpublished_toast())}
                >
                  {m.writing_action_unpublish()}
                </button>
              </>
            ) : (
              <>
                <button
                  type="button"
                  className={`${buttonPrimary} w-auto`}
                  disabled={!hydrated || busy || !draft.title.trim()}
                  onClick={() => act({ status: 'published' }, m.writing_published_toast())}
                >
                  {m.writing_action_publish()}
                </button>
                <button
                  type="submit"
                  className={`${buttonSecondary} w-auto`}
                  disabled={!hydrated || busy || !draft.title.trim()}
                >
                  {m.writing_save_now()}
                </button>
              </>
            )}
            {isPublished && savedSlug && (
              <Link
                to="/$lang/blog/posts/$slug"
                params={{ lang: locale, slug: savedSlug }}
                className={`${buttonSecondary} w-auto`}
              >
                {m.writing_action_view()}
              </Link>
            )}
          </div>
        </div>
        <Preview body={draft.body} title={draft.title} lang={draft.lang} />
      </form>
    </div>
  )
}

type IndicatorState = SaveState | 'conflict' | 'signed-out'

/** What the save indicator says in each state but 'idle' (the last save's time, when there is one). */
const indicatorText: Record<Exclude<IndicatorState, 'idle'>, () => string> = {
  conflict: () => m.writing_save_state_conflict(),
  'signed-out': () => m.writing_save_state_signed_out(),
  saving: () => m.writing_save_state_saving(),
  saved: () => m.writing_save_state_saved(),
  failed: () => m.writing_save_state_failed(),
  invalid: () => m.writing_save_state_invalid(),
  dirty: () => m.writing_save_state_unsaved(),
}
const indicatorErrors: ReadonlySet<IndicatorState> = new Set(['failed', 'invalid', 'conflict', 'signed-out'])

function SaveIndicator({ state, savedAt, locale }: { state: IndicatorState; savedAt: string | null; locale: Locale }) {
  const text =
    state !== 'idle'
      ? indicatorText[state]()
      : savedAt
        ? m.writing_saved_at({
            time: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
              new Date(savedAt),
            ),
          })
        : ''
  return (
    <p
      role="status"
      data-save-state={state}
      className={`text-sm ${indicatorErrors.has(state) ? 'text-error' : 'text-muted'}`}
    >
      {text}
    </p>
  )
}

/** The live preview: the server renders it with the public page's sanitising pipeline. */
function Preview({ body, title, lang }: { body: string; title: string; lang: Locale }) {
  const [html, setHtml] = useState('')
  const tooLong = body.length > BODY_MAX
  useEffect(() => {
    if (!body.trim() || tooLong) {
      setHtml('')
      return
    }
    let current = true
    const timer = setTimeout(() => {
      previewMarkdownFn({ data: { body } })
        .then((r) => current && setHtml(r.html))
        .catch(() => {})
    }, PREVIEW_DELAY)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [body, tooLong])
  return (
    <section aria-labelledby="preview-title" className="border-line min-w-0 rounded-lg border p-5">
      <h2 id="preview-title" className="mb-4 text-sm font-semibold tracking-wide text-muted uppercase">
        {m.writing_preview_title()}
      </h2>
      {/* The post's language marks its title and body only: the empty-state line is the interface's. */}
      <article data-testid="preview">
        {title && (
          <p className="text-ink mb-4 text-3xl font-bold" lang={lang}>
            {title}
          </p>
        )}
        {tooLong ? (
          <p className="text-muted">{m.writing_preview_too_long({ count: BODY_MAX })}</p>
        ) : html ? (
          <div className="prose-content" lang={lang} dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <p className="text-muted">{m.writing_preview_empty()}</p>
        )}
      </article>
    </section>
  )
}

function SelectField({
  label,
  name,
  value,
  onChange,
  error,
  options,
}: {
  label: string
  name: string
  value: string
  onChange: (value: string) => void
  error?: string
  options: Array<{ value: string; label: string }>
}) {
  const id = useId()
  return (
    <FieldFrame id={id} label={label} error={error}>
      {(describedBy) => (
        <select
          id={id}
          name={name}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={inputClass}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  )
}

function TextAreaField({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  rows,
  maxLength,
  className = '',
}: {
  label: string
  name: string
  value: string
  onChange: (value: string) => void
  error?: string
  hint?: string
  rows: number
  maxLength?: number
  className?: string
}) {
  const id = useId()
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {(describedBy) => (
        <textarea
          id={id}
          name={name}
          value={value}
          rows={rows}
          maxLength={maxLength}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${inputClass} ${className}`}
        />
      )}
    </FieldFrame>
  )
}
