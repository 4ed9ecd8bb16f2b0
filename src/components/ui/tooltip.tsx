import { useEffect, useRef, useState, type ReactNode } from 'react'

/** Spec §9: tooltip delay 700 ms, skip delay 300 ms. */
const TOOLTIP_DELAYS = { delayMs: 700, skipDelayMs: 300 } as const

/** When a tip last closed: another one opening within the skip delay opens at once (shared by every tip). */
let lastClosedAt = Number.NEGATIVE_INFINITY

/**
 * A short tip to the right of its trigger, shown after the delay on hover and at once on keyboard focus; Escape, a
 * press or leaving hides it. The tip is inside the wrapper, so the pointer can move onto it (WCAG 1.4.13), and it
 * stays in the trigger's landmark (axe's `region`). No popper library: a popup library here put ~17 KB gzip into
 * every public page once consent was given, for one tip at a fixed place (ADR 076).
 */
export function Tooltip({
  content,
  children,
  className = 'relative inline-flex',
}: {
  content: ReactNode
  children: ReactNode
  /** The wrapper's classes: it must be a positioned box (relative by default, or fixed). */
  className?: string
}) {
  const [open, setOpen] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const show = (delayMs: number) => {
    clearTimeout(timer.current)
    if (delayMs === 0 || performance.now() - lastClosedAt < TOOLTIP_DELAYS.skipDelayMs) setOpen(true)
    else timer.current = setTimeout(() => setOpen(true), delayMs)
  }
  const hide = () => {
    clearTimeout(timer.current)
    if (open) lastClosedAt = performance.now()
    setOpen(false)
  }

  return (
    // The wrapper only hears what bubbles from its trigger (and the pointer on the tip); the trigger is the control.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <span
      className={className}
      onPointerEnter={(event) => event.pointerType === 'mouse' && show(TOOLTIP_DELAYS.delayMs)}
      onPointerLeave={hide}
      onPointerDown={hide}
      onFocus={(event) => event.target.matches(':focus-visible') && show(0)}
      onBlur={hide}
      onKeyDown={(event) => event.key === 'Escape' && hide()}
    >
      {children}
      {open && (
        // The padding bridges the gap to the trigger, so moving onto the tip does not leave the wrapper.
        <span role="tooltip" className="absolute top-1/2 left-full -translate-y-1/2 pl-1.5">
          <span className="block rounded bg-neutral-900 px-2 py-1 text-xs whitespace-nowrap text-white shadow ring-1 ring-white/25">
            {content}
          </span>
        </span>
      )}
    </span>
  )
}
