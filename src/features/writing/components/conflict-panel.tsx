import type { Ref } from 'react'
import { buttonPrimary, buttonSecondary } from '@/components/ui/button-styles'
import { m } from '@/paraglide/messages'

/** A save refused over a newer version: the member keeps their text or loads the newer one (ADR 024). */
export function ConflictPanel({
  panelRef,
  headingId,
  loadFailed,
  busy,
  onKeepMine,
  onLoadNewer,
}: {
  panelRef: Ref<HTMLElement>
  headingId: string
  loadFailed: boolean
  busy: boolean
  onKeepMine: () => void
  onLoadNewer: () => void
}) {
  return (
    <section
      ref={panelRef}
      tabIndex={-1}
      aria-labelledby={headingId}
      data-testid="edit-conflict"
      className="mb-4 rounded-md border border-amber-700 bg-amber-50 p-4 text-amber-950"
    >
      <div role="alert">
        <h2 id={headingId} className="font-semibold">
          {m.writing_conflict_title()}
        </h2>
        <p className="mt-1">{m.writing_conflict_body()}</p>
        {loadFailed && <p className="mt-1 font-medium">{m.writing_conflict_fetch_failed()}</p>}
      </div>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" className={`${buttonPrimary} w-auto`} disabled={busy} onClick={onKeepMine}>
          {m.writing_conflict_keep_mine()}
        </button>
        <button type="button" className={`${buttonSecondary} w-auto`} disabled={busy} onClick={onLoadNewer}>
          {m.writing_conflict_load_newer()}
        </button>
      </div>
    </section>
  )
}
