import { toast as sonnerToast } from 'sonner'
import { z } from 'zod'
import { TOAST_DEFAULTS } from './toast-defaults'

/** Spec §5: type is foreground or background; an action needs alternative text. */
export const toastInputSchema = z.object({
  kind: z.enum(['success', 'info', 'warning', 'error', 'message']).default('message'),
  title: z.string().min(1),
  description: z.string().optional(),
  type: z.enum(['foreground', 'background']).default('foreground'),
  duration: z.number().int().positive().optional(),
  action: z
    .object({
      label: z.string().min(1),
      altText: z.string().min(1),
      onClick: z.custom<() => void>((v) => typeof v === 'function'),
    })
    .optional(),
})
export type ToastInput = z.input<typeof toastInputSchema>

/**
 * Shows a toast (the root Toaster renders it); background toasts are styled as low priority. A toast that sets no
 * duration stays for the spec's 5,000 ms; the toaster's own 3,000 ms applies only to toasts raised without this API.
 */
export function notify(input: ToastInput) {
  const t = toastInputSchema.parse(input)
  const show = t.kind === 'message' ? sonnerToast : sonnerToast[t.kind]
  return show(t.title, {
    description: t.description,
    duration: t.duration ?? TOAST_DEFAULTS.duration,
    className: `toast-${t.type}`,
    action: t.action ? { label: t.action.label, onClick: t.action.onClick } : undefined,
  })
}
