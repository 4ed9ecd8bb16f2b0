import { describe, expect, it } from 'vitest'
import { toastInputSchema } from './toast'
import { TOASTER_DEFAULTS } from './toaster'

const onClick = () => {}

describe('toastInputSchema (spec §5)', () => {
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

describe('toaster defaults (spec §9)', () => {
  it('top-right, 3000 ms, at most 5 visible, F8 hotkey', () => {
    expect(TOASTER_DEFAULTS).toEqual({ position: 'top-right', duration: 3000, visibleToasts: 5, hotkey: 'F8' })
  })
})
