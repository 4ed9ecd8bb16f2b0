import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { toast as sonnerToast } from 'sonner'
import { afterEach, describe, expect, it, vi } from 'vitest'
import SonnerToaster from './sonner-toaster'
import { notify, parseToastInput, type ToastInput } from './toast'

const onClick = () => {}

// The zod-like surface the checks below were written against; parseToastInput throws on invalid input.
const toastInputSchema = {
  parse: (input: unknown) => parseToastInput(input as ToastInput),
  safeParse: (input: unknown) => {
    try {
      return { success: true, data: parseToastInput(input as ToastInput) }
    } catch {
      return { success: false }
    }
  },
}

describe('parseToastInput (spec §5)', () => {
  it('defaults to a foreground message toast', () => {
    expect(toastInputSchema.parse({ title: 'Saved' })).toEqual({ kind: 'message', title: 'Saved', type: 'foreground' })
  })
  it('accepts foreground and background types only', () => {
    expect(toastInputSchema.parse({ title: 'x', type: 'background' }).type).toBe('background')
    expect(toastInputSchema.safeParse({ title: 'x', type: 'foreground' }).success).toBe(true)
    expect(toastInputSchema.safeParse({ title: 'x', type: 'modal' }).success).toBe(false)
    expect(toastInputSchema.safeParse({ title: 'x', type: '' }).success).toBe(false)
  })
  it('requires alternative text for an action', () => {
    expect(toastInputSchema.safeParse({ title: 'x', action: { label: 'Undo', onClick } }).success).toBe(false)
    expect(toastInputSchema.safeParse({ title: 'x', action: { label: 'Undo', altText: '', onClick } }).success).toBe(
      false,
    )
    const ok = toastInputSchema.safeParse({
      title: 'x',
      action: { label: 'Undo', altText: 'Undo the deletion', onClick },
    })
    expect(ok.success).toBe(true)
  })
  it('requires an action label and a click handler', () => {
    expect(toastInputSchema.safeParse({ title: 'x', action: { label: '', altText: 'a', onClick } }).success).toBe(false)
    expect(
      toastInputSchema.safeParse({ title: 'x', action: { label: 'Undo', altText: 'a', onClick: 'nope' } }).success,
    ).toBe(false)
  })
  it('requires a non-empty title and a positive integer duration', () => {
    expect(toastInputSchema.safeParse({ title: '' }).success).toBe(false)
    expect(toastInputSchema.safeParse({}).success).toBe(false)
    expect(toastInputSchema.safeParse({ title: 'x', duration: 0 }).success).toBe(false)
    expect(toastInputSchema.safeParse({ title: 'x', duration: 1.5 }).success).toBe(false)
    expect(toastInputSchema.safeParse({ title: 'x', duration: 5000 }).success).toBe(true)
  })
  it('restricts the kind', () => {
    for (const kind of ['success', 'info', 'warning', 'error', 'message'])
      expect(toastInputSchema.safeParse({ title: 'x', kind }).success).toBe(true)
    expect(toastInputSchema.safeParse({ title: 'x', kind: 'loading' }).success).toBe(false)
  })
})

const shown = (id: string | number) => sonnerToast.getHistory().find((t) => t.id === id)

describe('notify (spec §9 toast defaults)', () => {
  afterEach(() => sonnerToast.dismiss())

  it('keeps a toast that sets no duration for 5,000 ms', async () => {
    const id = notify({ title: 'Saved' })
    await vi.waitFor(() => expect(shown(id)).toBeDefined())
    expect(shown(id)).toMatchObject({ title: 'Saved', duration: 5000, className: 'toast-foreground' })
  })
  it('keeps the duration a toast sets, and its kind, type and action', async () => {
    const onClick = () => {}
    const id = notify({
      kind: 'error',
      title: 'Failed',
      duration: 1200,
      type: 'background',
      action: { label: 'Retry', altText: 'Retry the upload', onClick },
    })
    await vi.waitFor(() => expect(shown(id)).toBeDefined())
    expect(shown(id)).toMatchObject({
      type: 'error',
      duration: 1200,
      className: 'toast-background',
      action: { label: 'Retry', onClick },
    })
  })
  it('refuses a toast whose action has no alternative text, and shows nothing', async () => {
    const before = sonnerToast.getHistory().length
    expect(() => notify({ title: 'x', action: { label: 'Undo', altText: '', onClick } })).toThrow()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(sonnerToast.getHistory()).toHaveLength(before)
  })
})

describe('root toaster (spec §9)', () => {
  it("names its region exactly 'Notifications (F8)'", () => {
    const html = renderToString(createElement(SonnerToaster))
    expect(html).toContain('aria-label="Notifications (F8)"')
    expect(html).not.toContain('F8) F8')
  })
})
