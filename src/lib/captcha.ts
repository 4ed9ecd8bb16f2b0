/** Spec §4/§5/§9: reCAPTCHA v3 loader: installed once per page load, readiness polled every 25 ms. */
export const CAPTCHA_POLL_MS = 25
const CAPTCHA_SCRIPT_HOST = 'https://www.recaptcha.net'

export type CaptchaState = 'not-loaded' | 'loading' | 'loaded'

interface Grecaptcha {
  render(
    container: HTMLElement,
    options: { sitekey: string; size: 'invisible'; badge: 'bottomright' | 'inline' },
  ): number
  execute(widgetId: number, options: { action: string }): Promise<string>
}

export interface CaptchaEnv {
  document: Pick<Document, 'createElement' | 'head' | 'body'>
  window: { grecaptcha?: Partial<Grecaptcha> }
  navigator: { language?: string }
  setTimeout: (fn: () => void, ms: number) => unknown
}

/** The browser's primary language code ("pt-BR" → "pt"), default "en". */
export function primaryLanguage(language: string | undefined): string {
  const code = (language ?? '').split(/[-_]/)[0]?.toLowerCase()
  return code && /^[a-z]{2,3}$/.test(code) ? code : 'en'
}

export function createCaptcha(siteKey: string, env: CaptchaEnv) {
  let state: CaptchaState = 'not-loaded'
  let loading: Promise<{ api: Grecaptcha; widget: number }> | undefined
  const listeners = new Set<(s: CaptchaState) => void>()
  const set = (next: CaptchaState) => {
    state = next
    for (const listener of listeners) listener(next)
  }

  function load(): Promise<{ api: Grecaptcha; widget: number }> {
    if (loading) return loading
    set('loading')
    loading = new Promise((resolve, reject) => {
      const script = env.document.createElement('script')
      script.src = `${CAPTCHA_SCRIPT_HOST}/recaptcha/api.js?render=explicit&hl=${primaryLanguage(env.navigator.language)}`
      script.async = true
      script.defer = true
      script.onerror = () => {
        script.remove()
        loading = undefined
        set('not-loaded')
        reject(new Error('The bot-check script could not be loaded.'))
      }
      script.onload = () => {
        const poll = () => {
          const api = env.window.grecaptcha
          if (api?.render && api.execute) {
            const container = env.document.createElement('div')
            container.hidden = true
            env.document.body.appendChild(container)
            const widget = api.render(container, { sitekey: siteKey, size: 'invisible', badge: 'bottomright' })
            set('loaded')
            resolve({ api: api as Grecaptcha, widget })
          } else {
            env.setTimeout(poll, CAPTCHA_POLL_MS)
          }
        }
        poll()
      }
      env.document.head.appendChild(script)
    })
    return loading
  }

  return {
    get state() {
      return state
    },
    subscribe(listener: (s: CaptchaState) => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    load,
    /** A token for the action (e.g. "login"); every waiter is rejected with the load error if the script fails. */
    async execute(action: string): Promise<string> {
      const { api, widget } = await load()
      return api.execute(widget, { action })
    },
  }
}

let instance: ReturnType<typeof createCaptcha> | undefined

/** The page's single bot-check instance (browser only). */
export function browserCaptcha(siteKey: string) {
  instance ??= createCaptcha(siteKey, {
    document,
    window: window as CaptchaEnv['window'],
    navigator,
    setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  })
  return instance
}
