import { viewOfFailure } from '@/components/form/form-failure'
import { ApiRequestError } from '@/lib/api-client'
import type { FailureBody } from '@/lib/error-body'
import type { Locale } from '@/lib/i18n/locales'
import type { MyPost, PostStatus } from '../writing.schemas'
import type { CoverValue } from '@/components/form/image-upload'

// The post editor's state as one value and the events that change it (ADR 024): the text, what the server has of
// it (autosave), a refused save over a newer version (conflict) and a save met by a 401 (signed out). Pure, so each
// rule is testable without a browser; `use-post-editor.ts` runs it.

export const AUTOSAVE_DELAY = 1200
export const RETRY_DELAY = 5000

export interface Draft {
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

export type SaveState = 'idle' | 'dirty' | 'saving' | 'saved' | 'failed' | 'invalid'

export interface EditorState {
  draft: Draft
  /** The author typed a slug: it is sent, and no longer follows the saved post's. */
  slugTouched: boolean
  postId: number | null
  /** Edits made so far, and how many of them the last save carried: equal when the server has the text. */
  edits: number
  savedEdits: number
  /**
   * The post's version on the server that the text here builds on (loaded or last saved). Every save sends it; a post
   * saved meanwhile elsewhere refuses the save instead of being overwritten.
   */
  serverVersion: number | null
  save: SaveState
  status: PostStatus
  savedAt: string | null
  /** The address the post has on the server: the slug field may hold an edit not saved yet. */
  savedSlug: string | null
  errors: Record<string, string>
  formError: string | null
  /** A refused save: autosave stops until the member chooses which text to keep. */
  conflict: boolean
  conflictLoadFailed: boolean
  /** A save met a 401: autosave stops, the text stays; "Try again" met it again: `stillSignedOut`. */
  signedOut: boolean
  stillSignedOut: boolean
}

export type EditorEvent =
  | { type: 'edit'; patch: Partial<Draft>; slugTyped?: boolean }
  | { type: 'saving' }
  /** `at`: the edit count when the save began. */
  | { type: 'saved'; post: MyPost; at: number }
  | { type: 'refused'; fields: Record<string, string>; message: string }
  | { type: 'conflict' }
  | { type: 'conflict-load-failed' }
  | { type: 'failed' }
  | { type: 'signed-out' }
  /** The member chose the server's newer text. */
  | { type: 'loaded'; post: MyPost; locale: Locale }
  /** The member keeps their text: the next save goes against the version it replaces. */
  | { type: 'rebase'; version: number }

const pad = (n: number) => String(n).padStart(2, '0')

export function toLocalInput(iso: string | null): string {
  if (!iso) return ''
  const d = new Date(iso)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/**
 * A datetime-local value as an instant. Chrome takes years of up to six digits, which no Date holds: such a value is
 * sent as typed, so the server names the field instead of every save failing here before it is sent.
 */
export function toInstant(local: string): string {
  const date = new Date(local)
  return Number.isNaN(date.getTime()) ? local : date.toISOString()
}

export function draftOf(post: MyPost | null, locale: Locale): Draft {
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

export function initialState(post: MyPost | null, locale: Locale): EditorState {
  return {
    draft: draftOf(post, locale),
    slugTouched: false,
    postId: post?.id ?? null,
    edits: 0,
    savedEdits: 0,
    serverVersion: post?.version ?? null,
    save: 'idle',
    status: post?.status ?? 'draft',
    savedAt: post?.updatedAt ?? null,
    savedSlug: post?.slug ?? null,
    errors: {},
    formError: null,
    conflict: false,
    conflictLoadFailed: false,
    signedOut: false,
    stillSignedOut: false,
  }
}

/**
 * The state carried from /create to /{id} (the first autosave gives the draft its address and a new editor mounts):
 * the text typed meanwhile goes with it, unsaved edits still unsaved.
 */
export function carriedState(state: EditorState): EditorState {
  const dirty = state.edits !== state.savedEdits
  return { ...state, save: dirty ? 'dirty' : 'saved' }
}

export function editorReducer(state: EditorState, event: EditorEvent): EditorState {
  switch (event.type) {
    case 'edit':
      return {
        ...state,
        draft: { ...state.draft, ...event.patch },
        slugTouched: state.slugTouched || !!event.slugTyped,
        edits: state.edits + 1,
        save: 'dirty',
      }
    case 'saving':
      return { ...state, save: 'saving' }
    case 'saved': {
      const saved = event.post
      return {
        ...state,
        postId: saved.id,
        draft: {
          ...state.draft,
          slug: state.slugTouched ? state.draft.slug : saved.slug,
          publishedAt: state.draft.publishedAt || toLocalInput(saved.publishedAt),
        },
        serverVersion: saved.version,
        savedEdits: event.at,
        save: state.edits === event.at ? 'saved' : 'dirty',
        status: saved.status,
        savedAt: saved.updatedAt,
        savedSlug: saved.slug,
        errors: {},
        formError: null,
        conflict: false,
        signedOut: false,
        stillSignedOut: false,
      }
    }
    case 'refused':
      return { ...state, errors: event.fields, formError: event.message, save: 'invalid' }
    case 'conflict':
      // Saved elsewhere since this text was loaded: nothing was written, and the text stays here.
      return { ...state, conflict: true, conflictLoadFailed: false, save: 'dirty' }
    case 'conflict-load-failed':
      return { ...state, conflictLoadFailed: true }
    case 'failed':
      return { ...state, save: 'failed' }
    case 'signed-out':
      return { ...state, stillSignedOut: state.signedOut, signedOut: true, save: 'dirty' }
    case 'loaded': {
      const current = event.post
      const edits = state.edits + 1
      return {
        ...state,
        draft: draftOf(current, event.locale),
        edits,
        savedEdits: edits,
        serverVersion: current.version,
        status: current.status,
        savedAt: current.updatedAt,
        savedSlug: current.slug,
        errors: {},
        formError: null,
        conflict: false,
        save: 'saved',
      }
    }
    case 'rebase':
      return { ...state, serverVersion: event.version }
  }
}

/** Leaving would lose something: text not on the server, a choice pending, a save under way. */
export const isDirty = (s: EditorState) =>
  s.conflict || s.signedOut || s.save === 'dirty' || s.save === 'failed' || s.save === 'invalid' || s.save === 'saving'

export type IndicatorState = SaveState | 'conflict' | 'signed-out'

export const indicatorOf = (s: EditorState): IndicatorState =>
  s.conflict ? 'conflict' : s.signedOut ? 'signed-out' : s.save

/**
 * When a draft saves by itself: after a pause in typing, and again a little later when a save failed; never a
 * published post (its edits go live on a button), never over a conflict, nor while signed out, nor without a title.
 * Null: not now.
 */
export function autosaveDelay(s: EditorState): number | null {
  if (s.status === 'published' || s.conflict || s.signedOut) return null
  if (s.save !== 'dirty' && s.save !== 'failed') return null
  if (!s.draft.title.trim()) return null
  return s.save === 'failed' ? RETRY_DELAY : AUTOSAVE_DELAY
}

/** The body sent to the server: every field, the slug only once the author chose one. */
export function payloadOf(s: EditorState, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const d = s.draft
  return {
    title: d.title,
    lang: d.lang,
    excerpt: d.excerpt,
    body: d.body,
    categorySlug: d.categorySlug || null,
    tags: d.tags,
    newTags: d.newTags,
    coverImageId: d.coverImageId,
    publishedAt: d.publishedAt ? toInstant(d.publishedAt) : null,
    ...(s.slugTouched && d.slug ? { slug: d.slug } : {}),
    ...extra,
  }
}

/**
 * What a failed save means for the editor, read from the one error channel (ADR 021): a 401 (signed out), a refusal
 * over a newer version (409 conflict), a refusal with field messages (any other answer below 500), or a failure to
 * try again later (no answer, a server error).
 */
export function failureOfSave(
  error: unknown,
): { kind: 'signed-out' } | { kind: 'conflict' | 'refused'; body: FailureBody } | { kind: 'failed' } {
  const view = viewOfFailure(error, '', true)
  if (view.kind === 'signed-out') return { kind: 'signed-out' }
  if (!(error instanceof ApiRequestError) || error.status === 0 || error.status >= 500 || !view.failure.message)
    return { kind: 'failed' }
  return { kind: view.failure.code === 'conflict' ? 'conflict' : 'refused', body: view.failure }
}
