import type { ReactNode } from 'react'
import { useFormMutation } from '@/components/form/use-form-mutation'
import { useHydrated } from '@/components/form/use-hydrated'
import { buttonDanger, buttonPrimary, buttonSecondary } from '@/components/ui/button-styles'
import { TitledSection } from '@/components/ui/titled-section'

// The editors' queues (posts, reviews, comments; ADR 052) and the suspended accounts share one layout: a section per
// kind of item with its count, one bordered item per thing waiting, and the staff's decisions under it.

/** One part of a queue: its h2 (with the count), then the items or the "nothing waiting" line. */
export function QueueSection({
  id,
  title,
  emptyMessage,
  className = 'mt-10',
  items,
}: {
  id: string
  title: ReactNode
  emptyMessage: string
  className?: string
  /** The items, each a `QueueItem`. */
  items: ReactNode[]
}) {
  return (
    <TitledSection id={id} title={title} className={className} titleClassName="text-xl font-semibold">
      {items.length === 0 ? (
        <p className="text-muted mt-2">{emptyMessage}</p>
      ) : (
        <ul className="mt-4 space-y-6">{items}</ul>
      )}
    </TitledSection>
  )
}

/** One thing waiting: an article named by its h3, a line about who and when, then what it is and the decisions. */
export function QueueItem({
  headingId,
  heading,
  headingClassName = 'text-lg',
  headingLang,
  meta,
  children,
}: {
  headingId: string
  heading: ReactNode
  /** The heading's size. */
  headingClassName?: string
  headingLang?: string
  meta: ReactNode
  children: ReactNode
}) {
  return (
    <li className="border-line rounded-lg border p-4">
      <article aria-labelledby={headingId}>
        <h3 id={headingId} className={`${headingClassName} font-semibold wrap-anywhere`} lang={headingLang}>
          {heading}
        </h3>
        <p className="text-muted text-sm">{meta}</p>
        {children}
      </article>
    </li>
  )
}

const decisionStyle = { primary: buttonPrimary, secondary: buttonSecondary, danger: buttonDanger } as const

/**
 * A decision taken with one button (approve, dismiss, reject, lift a suspension): sends, toasts, reloads the queue
 * (`done`); its failure shows above it. `children` are the item's other decisions (a reason form), given whether they
 * must wait while this one is sent.
 */
export function QueueDecision({
  label,
  ariaLabel,
  kind,
  send,
  toast,
  fallback,
  done,
  className = 'mt-3 flex flex-wrap items-start gap-2',
  children,
}: {
  label: string
  ariaLabel?: string
  kind: keyof typeof decisionStyle
  send: () => Promise<unknown>
  toast: string
  fallback: string
  done: () => Promise<unknown>
  /** The row the decisions stand in; '' when the caller makes the row. */
  className?: string
  children?: (disabled: boolean) => ReactNode
}) {
  const hydrated = useHydrated()
  const { focusRoot, ...decide } = useFormMutation<void, unknown, HTMLDivElement>({
    call: send,
    fallback,
    successToast: () => ({ kind: 'success', title: toast }),
    onSuccess: async () => {
      await done()
      return false
    },
  })
  const disabled = !hydrated || decide.busy
  return (
    <div ref={focusRoot} className={className || undefined}>
      {decide.failure && (
        <p role="alert" className="text-error w-full">
          {decide.failure.message}
        </p>
      )}
      <button
        type="button"
        className={`${decisionStyle[kind]} sm:w-auto`}
        disabled={disabled}
        aria-label={ariaLabel}
        onClick={() => void decide.submit()}
      >
        {label}
      </button>
      {children?.(disabled)}
    </div>
  )
}
