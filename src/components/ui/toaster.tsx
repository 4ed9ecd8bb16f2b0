import { Toaster as Sonner, toast as sonnerToast } from 'sonner'
import { z } from 'zod'
import { m } from '@/paraglide/messages'

/** Spec §9 root toaster: top-right, 3000 ms, not expanded, at most 5, swipe right, F8 focuses it. */
export const TOASTER_DEFAULTS = { position: 'top-right', duration: 3000, visibleToasts: 5, hotkey: 'F8' } as const

export function Toaster() {
  return (
    <Sonner
      position={TOASTER_DEFAULTS.position}
      duration={TOASTER_DEFAULTS.duration}
      visibleToasts={TOASTER_DEFAULTS.visibleToasts}
      expand={false}
      hotkey={[TOASTER_DEFAULTS.hotkey]}
      swipeDirections={['right']}
      containerAriaLabel={m.toast_region_label({ hotkey: TOASTER_DEFAULTS.hotkey })}
      closeButton
      richColors
    />
  )
}

/** Spec §5: type is foreground or background; an action needs alternative text. */
export const toastInputSchema = z.object({
  kind: z.enum(['success', 'info', 'warning', 'error', 'message']).default('message'),
  title: z.string().min(1),
  description: z.string().optional(),
  type: z.enum(['foreground', 'background']).default('foreground'),
  duration: z.number().int().positive().optional(),
  action: z
    .object({ label: z.string().min(1), altText: z.string().min(1), onClick: z.custom<() => void>((v) => typeof v === 'function') })
    .optional(),
})
export type ToastInput = z.input<typeof toastInputSchema>

/** Shows a toast; foreground toasts are announced assertively, background ones politely. */
export function notify(input: ToastInput) {
  const t = toastInputSchema.parse(input)
  const show = t.kind === 'message' ? sonnerToast : sonnerToast[t.kind]
  return show(t.title, {
    description: t.description,
    duration: t.duration,
    className: `toast-${t.type}`,
    action: t.action ? { label: t.action.label, onClick: t.action.onClick } : undefined,
  })
}
