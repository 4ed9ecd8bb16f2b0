import type { toast as sonnerToast } from 'sonner'
import { TOAST_DEFAULTS } from './toast-defaults'

// No zod and no static sonner import here: every page's layout imports `notify`, so both would land in the
// first-load chunk (ADR 028). sonner loads on the first toast (or when the root toaster mounts after hydration).

type ToastKind = 'success' | 'info' | 'warning' | 'error' | 'message'
type ToastType = 'foreground' | 'background'

export interface ToastInput {
  kind?: ToastKind
  title: string
  description?: string
  /** Spec §5: foreground or background; background toasts are styled as low priority. */
  type?: ToastType
  duration?: number
  /** Spec §5: an action needs alternative text. */
  action?: { label: string; altText: string; onClick: () => void }
}

interface ToastOptions extends ToastInput {
  kind: ToastKind
  type: ToastType
}

const kinds: readonly string[] = ['success', 'info', 'warning', 'error', 'message']
const types: readonly string[] = ['foreground', 'background']

const nonEmpty = (v: unknown): v is string => typeof v === 'string' && v.length > 0

/** The toast with its defaults, or a TypeError naming the first invalid field (callers are our own code). */
export function parseToastInput(input: ToastInput): ToastOptions {
  const value = input as Partial<Record<keyof ToastInput, unknown>>
  const kind = value.kind ?? 'message'
  const type = value.type ?? 'foreground'
  const fail = (field: string) => {
    throw new TypeError(`Invalid toast: ${field}`)
  }
  if (typeof kind !== 'string' || !kinds.includes(kind)) fail('kind')
  if (!nonEmpty(value.title)) fail('title')
  if (value.description !== undefined && typeof value.description !== 'string') fail('description')
  if (typeof type !== 'string' || !types.includes(type)) fail('type')
  if (
    value.duration !== undefined &&
    !(typeof value.duration === 'number' && Number.isInteger(value.duration) && value.duration > 0)
  )
    fail('duration')
  if (value.action !== undefined) {
    const action = value.action as Partial<Record<string, unknown>> | null
    if (typeof action !== 'object' || action === null) fail('action')
    else {
      if (!nonEmpty(action.label)) fail('action.label')
      if (!nonEmpty(action.altText)) fail('action.altText')
      if (typeof action.onClick !== 'function') fail('action.onClick')
    }
  }
  return { ...input, kind: kind as ToastKind, type: type as ToastType }
}

type Sonner = { toast: typeof sonnerToast }
let sonner: Promise<Sonner> | undefined
/** sonner, loaded once (the toaster's chunk imports the same module). */
function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner')
  return sonner
}

let counter = 0
let raised = false
const raisedListeners = new Set<() => void>()

/** For the root toaster: true once a toast was raised (it then mounts at once instead of waiting for idle time). */
export const toastRaised = {
  get: () => raised,
  subscribe: (listener: () => void) => {
    raisedListeners.add(listener)
    return () => raisedListeners.delete(listener)
  },
}

/**
 * Shows a toast (the root Toaster renders it; sonner replays toasts raised before it subscribed). A toast that sets
 * no duration stays for the spec's 5,000 ms; the toaster's own 3,000 ms applies only to toasts raised without this
 * API. Returns the toast's id at once; sonner receives it as soon as it has loaded.
 */
export function notify(input: ToastInput): string {
  const t = parseToastInput(input)
  const id = `toast-${++counter}`
  if (!raised) {
    raised = true
    for (const listener of raisedListeners) listener()
  }
  void loadSonner().then(({ toast }) => {
    const show = t.kind === 'message' ? toast : toast[t.kind]
    show(t.title, {
      id,
      description: t.description,
      duration: t.duration ?? TOAST_DEFAULTS.duration,
      className: `toast-${t.type}`,
      action: t.action ? { label: t.action.label, onClick: t.action.onClick } : undefined,
    })
  })
  return id
}
