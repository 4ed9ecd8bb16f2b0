import type { ReactNode } from 'react'
import { ConfirmDialog } from './confirm-dialog'
import { useHydrated } from './use-hydrated'

interface Action {
  failure: { message: string; fields?: unknown } | null
  busy: boolean
  clearFailure: () => void
}

/**
 * A titled form whose submit asks first (the back office's role change, suspension): its fields, the failure no
 * field explains, the submit button, and the confirm dialog that sends the change.
 */
export function ConfirmedForm({
  id,
  title,
  intro,
  className = '',
  focusRoot,
  action,
  open,
  onOpenChange,
  submitLabel,
  submitClassName,
  confirm,
  onConfirm,
  children,
}: {
  id: string
  title: string
  intro: string
  className?: string
  /** The form hook's focus root, apart from `action` (a ref callback read as a ref makes the rest one too). */
  focusRoot: (element: HTMLDivElement | null) => void
  action: Action
  open: boolean
  onOpenChange: (open: boolean) => void
  submitLabel: string
  submitClassName: string
  confirm: { title: string; description: string; keepLabel: string; confirmLabel: string }
  onConfirm: () => void
  children: ReactNode
}) {
  const hydrated = useHydrated()
  return (
    <section aria-labelledby={id} className={`border-line rounded-lg border p-5 ${className}`}>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <p className="text-muted mt-1 text-sm">{intro}</p>
      <div ref={focusRoot} className="mt-4">
        {action.failure && !action.failure.fields && (
          <p role="alert" className="text-error mb-4">
            {action.failure.message}
          </p>
        )}
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            action.clearFailure()
            onOpenChange(true)
          }}
        >
          {children}
          <button type="submit" className={`${submitClassName} sm:w-auto`} disabled={!hydrated || action.busy}>
            {submitLabel}
          </button>
        </form>
      </div>
      <ConfirmDialog open={open} onOpenChange={onOpenChange} busy={action.busy} onConfirm={onConfirm} {...confirm} />
    </section>
  )
}
