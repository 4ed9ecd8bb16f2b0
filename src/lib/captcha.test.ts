import { describe, expect, it } from 'vitest'
import { CAPTCHA_POLL_MS, createCaptcha, primaryLanguage, type CaptchaEnv } from './captcha'

/** A minimal DOM: records scripts; the test decides when they load or fail. */
function fakeEnv(language = 'pt-BR') {
  const scripts: Array<{ src: string; onload?: () => void; onerror?: () => void; remove: () => void }> = []
  const timers: Array<{ fn: () => void; ms: number }> = []
  const win: CaptchaEnv['window'] = {}
  const env: CaptchaEnv = {
    document: {
      createElement: ((tag: string) => {
        const el = { tag, src: '', hidden: false, async: false, defer: false, remove() {} }
        return el
      }) as unknown as Document['createElement'],
      head: { appendChild: (el: never) => void scripts.push(el) } as unknown as HTMLHeadElement,
      body: { appendChild: () => undefined } as unknown as HTMLElement,
    },
    window: win,
    navigator: { language },
    setTimeout: (fn, ms) => timers.push({ fn, ms }),
  }
  return { env, scripts, timers, win }
}

describe('bot-check loader', () => {
  it('uses the browser primary language, default en', () => {
    expect(primaryLanguage('pt-BR')).toBe('pt')
    expect(primaryLanguage('uk')).toBe('uk')
    expect(primaryLanguage(undefined)).toBe('en')
    expect(primaryLanguage('')).toBe('en')
  })

  it('installs the script once from the alternate host with explicit rendering, polls every 25 ms, then executes', async () => {
    const { env, scripts, timers, win } = fakeEnv()
    const captcha = createCaptcha('site-key', env)
    const states: string[] = []
    captcha.subscribe((s) => states.push(s))
    const a = captcha.execute('login')
    const b = captcha.load()
    expect(scripts).toHaveLength(1)
    expect(scripts[0]!.src).toBe('https://www.recaptcha.net/recaptcha/api.js?render=explicit&hl=pt')
    scripts[0]!.onload!()
    expect(timers[0]?.ms).toBe(CAPTCHA_POLL_MS) // not ready yet: polling
    let rendered: unknown
    win.grecaptcha = {
      render: (_el, options) => ((rendered = options), 7),
      execute: async (widget, { action }) => `token-${widget}-${action}`,
    }
    timers[0]!.fn()
    expect(await a).toBe('token-7-login')
    await b
    expect(rendered).toEqual({ sitekey: 'site-key', size: 'invisible', badge: 'bottomright' })
    expect(states).toEqual(['loading', 'loaded'])
    expect(captcha.state).toBe('loaded')
    await captcha.execute('login')
    expect(scripts).toHaveLength(1)
  })

  it('a load error returns to not loaded and rejects every waiter with that error', async () => {
    const { env, scripts } = fakeEnv()
    const captcha = createCaptcha('k', env)
    const waiters = [captcha.execute('login'), captcha.execute('login'), captcha.load()]
    scripts[0]!.onerror!()
    const results = await Promise.allSettled(waiters)
    const reasons = results.map((r) => (r.status === 'rejected' ? r.reason : null))
    expect(reasons.every((r) => r instanceof Error)).toBe(true)
    expect(new Set(reasons).size).toBe(1)
    expect(captcha.state).toBe('not-loaded')
    // A later attempt may try again.
    void captcha.load().catch(() => {})
    expect(scripts).toHaveLength(2)
  })
})
