import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import type { IndicatorState } from './editor-state'

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

/** The editor's save state, announced politely as it changes. */
export function SaveIndicator({
  state,
  savedAt,
  locale,
  refusal,
}: {
  state: IndicatorState
  savedAt: string | null
  locale: Locale
  /** Why a save no field explains was refused (a limit, ADR 051), in the server's words. */
  refusal?: string | null
}) {
  const text =
    state === 'invalid' && refusal
      ? refusal
      : state !== 'idle'
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
