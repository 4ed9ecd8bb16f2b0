import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useRetryWhenBack } from '@/components/form/signed-out-notice'
import type { Locale } from '@/lib/i18n/locales'
import { createMyPostFn, updateMyPostFn } from '../writing.functions'
import { writingKeys } from '../writing.queries'
import type { MyPost } from '../writing.schemas'
import {
  failureOfSave,
  autosaveDelay,
  carriedState,
  editorReducer,
  initialState,
  payloadOf,
  type EditorEvent,
  type EditorState,
} from './editor-state'

/**
 * The editor's state and its saves (ADR 024): one reducer (`editor-state.ts`), `latest` its value right after each
 * event (a save that awaited reads it), autosave of drafts after a pause in typing, a retry when the member comes back
 * signed in, and the state handed from /create to /{id} through the query cache.
 */
export function usePostSave({ locale, userId, post }: { locale: Locale; userId: string; post: MyPost | null }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [state, setState] = useState<EditorState>(() => {
    const carried = post ? queryClient.getQueryData<EditorState>(writingKeys.handoff(userId, post.id)) : undefined
    return carried ? carriedState(carried) : initialState(post, locale)
  })
  const latest = useRef(state)
  const dispatch = useCallback((event: EditorEvent) => {
    latest.current = editorReducer(latest.current, event)
    setState(latest.current)
  }, [])
  /** The save under way, if any: a button waits for it before its own. */
  const saving = useRef<Promise<unknown> | null>(null)
  /** What the save that met the 401 asked for (publish, unpublish), repeated by "Try again". */
  const signedOutExtra = useRef<Record<string, unknown>>({})

  // Only the /create editor hands over, once its draft has an id; the /{id} editor takes it once.
  useEffect(() => {
    if (!post && state.postId) queryClient.setQueryData(writingKeys.handoff(userId, state.postId), state)
  }, [post, state, queryClient, userId])
  useEffect(() => {
    if (post) queryClient.removeQueries({ queryKey: writingKeys.handoff(userId, post.id), exact: true })
  }, [post, queryClient, userId])

  const save = useCallback(
    async (extra: Record<string, unknown> = {}): Promise<MyPost | null> => {
      const s = latest.current
      const at = s.edits
      dispatch({ type: 'saving' })
      try {
        const body = payloadOf(s, extra)
        const saved = s.postId
          ? await updateMyPostFn({ data: { locale, id: s.postId, body, version: s.serverVersion ?? undefined } })
          : await createMyPostFn({ data: { locale, body } })
        dispatch({ type: 'saved', post: saved, at })
        queryClient.setQueryData(writingKeys.post(userId, saved.id), saved)
        void queryClient.invalidateQueries({ queryKey: writingKeys.list(userId) })
        // New tags exist now: the tag list (of every language) gets them.
        if (s.draft.newTags.length) void queryClient.invalidateQueries({ queryKey: writingKeys.allOptions })
        if (!s.postId) {
          // The draft now has an address: the editor's URL becomes /profile/blog/{id} (same screen, same text).
          void navigate({
            to: '/$lang/profile/blog/$id',
            params: { lang: locale, id: String(saved.id) },
            replace: true,
            ignoreBlocker: true,
          })
        }
        return saved
      } catch (error) {
        const failure = failureOfSave(error)
        if (failure.kind === 'signed-out') {
          // No network failure: retrying cannot help until the member signs in again. The text stays unsaved here.
          signedOutExtra.current = extra
          dispatch({ type: 'signed-out' })
        } else if (failure.kind === 'conflict' && s.postId) {
          // Saved elsewhere since this text was loaded: nothing was written, and the text stays here.
          dispatch({ type: 'conflict' })
        } else if (failure.kind !== 'failed') {
          dispatch({ type: 'refused', fields: failure.body.fields ?? {}, message: failure.body.message })
        } else dispatch({ type: 'failed' })
        return null
      }
    },
    [dispatch, locale, navigate, queryClient, userId],
  )

  /** A save in the background (autosave, the retry on return), unless one is under way or the draft has no title. */
  const saveInBackground = useCallback(() => {
    if (saving.current || !latest.current.draft.title.trim()) return
    saving.current = save().finally(() => {
      saving.current = null
    })
  }, [save])

  /** Waits for the save under way, then saves with `extra` (publish, unpublish). */
  const saveNow = useCallback(
    async (extra: Record<string, unknown> = {}) => {
      if (saving.current) await saving.current
      return save(extra)
    },
    [save],
  )

  const delay = autosaveDelay(state)
  useEffect(() => {
    if (delay === null) return
    const timer = setTimeout(saveInBackground, delay)
    return () => clearTimeout(timer)
  }, [state.draft, delay, saveInBackground])

  // Back in this tab after signing in again elsewhere: a draft saves by itself (never a publish, nor a published
  // post's edits, which go live only on a button the member presses).
  useRetryWhenBack(state.signedOut && state.status !== 'published' && !state.conflict, saveInBackground)

  /** Resolves once the save under way (if any) is done. */
  const settled = useCallback(async () => {
    if (saving.current) await saving.current
  }, [])

  return {
    state,
    /** The state right after the last event (a handler that awaited reads it). */
    current: useCallback(() => latest.current, []),
    dispatch,
    saveNow,
    settled,
    /** What the save that met the 401 asked for. */
    signedOutRequest: useCallback(() => signedOutExtra.current, []),
  }
}
