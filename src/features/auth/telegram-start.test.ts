import { beforeEach, describe, expect, it, vi } from 'vitest'
import { markTelegramStart, takeTelegramStart } from './telegram-start'

describe('the tab mark of a Telegram sign-in', () => {
  beforeEach(() => {
    const items = new Map<string, string>()
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    })
  })

  it('lets a tab that showed the widget sign in once', () => {
    markTelegramStart(1_000)
    expect(takeTelegramStart(61_000)).toBe(true)
    expect(takeTelegramStart(62_000)).toBe(false)
  })

  it('refuses a tab that never showed the widget, or showed it too long ago', () => {
    expect(takeTelegramStart()).toBe(false)
    markTelegramStart(1)
    expect(takeTelegramStart(15 * 60_000 + 1)).toBe(false)
    markTelegramStart(10_000)
    expect(takeTelegramStart(9_000)).toBe(false) // a clock that went back
  })
})
