import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useFocusError, useFocusOnRender } from '@/components/form/use-focus-error'
import { notify } from '@/components/ui/toast'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { getMyPostFn } from '../writing.functions'
import { writingKeys } from '../writing.queries'
import type { MyPost } from '../writing.schemas'
import type { usePostSave } from './use-post-save'

type PostSave = ReturnType<typeof usePostSave>

/**
 * What the member presses in the editor: save, publish, unpublish, "Try again" after a 401, and the two ways out of a
 * conflict. The buttons are disabled while saving (and replaced on publish), which drops focus to <body>: a failure
 * focuses the first invalid field, the conflict panel or the signed-out notice, a success the button again.
 */
export function useEditorActions({ locale, userId, editor }: { locale: Locale; userId: string; editor: PostSave }) {
  const queryClient = useQueryClient()
  const { current: latest, dispatch, saveNow, settled, signedOutRequest } = editor
  const [busy, setBusy] = useState(false)
  const { ref: editorRef, focusError } = useFocusError<HTMLDivElement>()
  // A conflict found by a button takes focus to the choices; one found by autosave is announced (role=alert) and
  // leaves focus where the member is typing.
  const { ref: conflictPanel, request: focusConflictPanel } = useFocusOnRender<HTMLElement>()
  const { ref: signedOutNotice, request: focusSignedOutNotice } = useFocusOnRender<HTMLDivElement>()
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

  /** After a save the member asked for: the toast, or focus where the failure is. */
  function after(saved: MyPost | null, toast: string) {
    if (saved) {
      // Publishing may have sent the post for review instead (ADR 052).
      notify({ kind: 'success', title: saved.status === 'pending' ? m.moderation_sent_for_review_toast() : toast })
      setActed((n) => n + 1)
    } else if (latest().conflict) focusConflictPanel()
    else if (latest().signedOut) focusSignedOutNotice()
    else focusError(actionButton)
  }

  async function act(extra: Record<string, unknown>, toast: string) {
    pressed.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    setBusy(true)
    const saved = await saveNow(extra)
    setBusy(false)
    after(saved, toast)
  }

  /** "Try again": repeats what met the 401 (a save, publish or unpublish). */
  function retrySignedOut() {
    const extra = signedOutRequest()
    void act(
      extra,
      extra.status === 'published'
        ? m.writing_published_toast()
        : extra.status === 'unpublished'
          ? m.writing_unpublished_toast()
          : m.writing_save_state_saved(),
    )
  }

  /** The post as it is on the server now, or null (network failure, or deleted meanwhile): the panel says so. */
  async function currentPost(): Promise<MyPost | null> {
    const id = latest().postId
    if (!id) return null
    try {
      const current = await getMyPostFn({ data: { locale, id } })
      if (current) return current
    } catch {
      // said below
    }
    dispatch({ type: 'conflict-load-failed' })
    focusConflictPanel()
    return null
  }

  /** "Load the newer version": the text here is replaced by the server's, after the member confirms. */
  async function loadNewer() {
    if (!window.confirm(m.writing_conflict_load_confirm())) return
    setBusy(true)
    await settled()
    const current = await currentPost()
    setBusy(false)
    if (!current) return
    dispatch({ type: 'loaded', post: current, locale })
    queryClient.setQueryData(writingKeys.post(userId, current.id), current)
    notify({ kind: 'success', title: m.writing_conflict_loaded_toast() })
    // The panel and its buttons are gone: the member goes on at the top of the newer text.
    requestAnimationFrame(() => editorRef.current?.querySelector<HTMLElement>('input[name="title"]')?.focus())
  }

  /** "Keep mine": the text here is saved over the newer version, deliberately, against the version it replaces. */
  async function keepMine() {
    setBusy(true)
    await settled()
    const current = await currentPost()
    if (!current) {
      setBusy(false)
      return
    }
    dispatch({ type: 'rebase', version: current.version })
    pressed.current = null
    const saved = await saveNow()
    setBusy(false)
    after(saved, m.writing_conflict_kept_toast())
  }

  return { busy, editorRef, conflictPanel, signedOutNotice, actions, act, retrySignedOut, loadNewer, keepMine }
}
