import * as Dialog from '@radix-ui/react-dialog'
import type { ReactNode, Ref } from 'react'
import { Alert } from '@/components/ui/alert'
import { buttonDanger, buttonSecondary } from '@/components/ui/button-styles'

/**
 * The one confirmation step for destructive actions (ADR 021): a modal dialog with what will happen, "keep" and the
 * red confirm button. Its failure message shows inside it (`errorRef` is the form hook's focus root, so the message
 * takes focus); `onCloseAutoFocus` decides where focus goes when the trigger went with the change.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  keepLabel,
  confirmLabel,
  action,
  onConfirm = () => void action?.submit(),
  busy = action?.busy ?? false,
  error = action?.failure?.message,
  errorRef = action?.focusRoot,
  confirmRef,
  onCloseAutoFocus,
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The button that opens it (rendered as the dialog's Trigger). */
  trigger?: ReactNode
  title: string
  description: string
  keepLabel: string
  confirmLabel: string
  /** What the confirm button does; or `action`: */
  onConfirm?: () => void
  /** The form hook of a change without input: the button sends it, and its busy state and failure show here. */
  action?: {
    submit: () => unknown
    busy: boolean
    failure: { message: string } | null
    focusRoot: (element: HTMLDivElement | null) => void
  }
  busy?: boolean
  error?: string
  errorRef?: Ref<HTMLDivElement>
  confirmRef?: Ref<HTMLButtonElement>
  onCloseAutoFocus?: (event: Event) => void
  /** More content between the description and the buttons. */
  children?: ReactNode
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="bg-page text-ink border-line fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg border p-6 shadow-xl"
        >
          <Dialog.Title className="text-xl font-bold">{title}</Dialog.Title>
          <Dialog.Description className="text-muted mt-2">{description}</Dialog.Description>
          {children}
          <div ref={errorRef}>
            {error && (
              <div className="mt-4">
                <Alert kind="error">{error}</Alert>
              </div>
            )}
          </div>
          <div className="mt-6 flex gap-3">
            <Dialog.Close asChild>
              <button type="button" className={buttonSecondary}>
                {keepLabel}
              </button>
            </Dialog.Close>
            <button
              type="button"
              className={`${buttonDanger} w-full`}
              ref={confirmRef}
              onClick={onConfirm}
              disabled={busy}
            >
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
