import * as TooltipPrimitive from '@radix-ui/react-tooltip'
import type { ReactNode } from 'react'

/** Spec §9: tooltip delay 700 ms, skip delay 300 ms. */
const TOOLTIP_DELAYS = { delayDuration: 700, skipDelayDuration: 300 } as const

function TooltipProvider({ children }: { children: ReactNode }) {
  return <TooltipPrimitive.Provider {...TOOLTIP_DELAYS}>{children}</TooltipPrimitive.Provider>
}

/**
 * Rendered beside its trigger, not portalled to <body>: the tip stays in the trigger's landmark (axe's `region`), and
 * the popper's `position: fixed` keeps it where it was drawn before.
 */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  return (
    <TooltipProvider>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Content sideOffset={6} className="rounded bg-neutral-900 px-2 py-1 text-xs text-white shadow">
          {content}
          <TooltipPrimitive.Arrow className="fill-neutral-900" />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Root>
    </TooltipProvider>
  )
}
