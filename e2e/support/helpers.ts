import AxeBuilder from '@axe-core/playwright'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test as base, type ConsoleMessage, type Page } from '@playwright/test'

export const locales = ['en', 'es', 'ru', 'uk'] as const
export type Locale = (typeof locales)[number]

const root = path.resolve(import.meta.dirname, '../..')
const catalogues = Object.fromEntries(
  locales.map((l) => [
    l,
    JSON.parse(readFileSync(path.join(root, 'messages', `${l}.json`), 'utf8')) as Record<string, unknown>,
  ]),
) as Record<Locale, Record<string, unknown>>

/** A simple (non-plural) message from messages/{locale}.json, with `{name}` placeholders filled in. */
export function msg(locale: Locale, key: string, params: Record<string, string> = {}): string {
  const value = catalogues[locale][key]
  if (typeof value !== 'string') throw new Error(`messages/${locale}.json has no simple message ${key}`)
  return value.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? `{${name}}`)
}

/** Decodes the entities React writes into server-rendered text and attributes. */
export function decodeHtml(html: string): string {
  return html
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

/** The visible part of a server-rendered document (the body without scripts), decoded. */
export function bodyText(html: string): string {
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? ''
  return decodeHtml(body.replace(/<script[\s\S]*?<\/script>/gi, '').replace(/<[^>]+>/g, ' '))
}

/**
 * Resolves once React has hydrated the header and the page's <main> (the route's lazily loaded chunk):
 * clicking earlier races hydration (see the report on React error #418 for early clicks).
 */
export async function waitForHydration(page: Page, options: { polling?: number } = {}) {
  await page.waitForFunction(
    () =>
      ['header a', 'main'].every((selector) => {
        const element = document.querySelector(selector)
        return !!element && Object.keys(element).some((key) => key.startsWith('__reactProps'))
      }),
    undefined,
    // By default Playwright checks on every animation frame; `polling` (ms) checks on a timer instead.
    { polling: options.polling ?? 'raf' },
  )
}

/**
 * Opens the header's account menu. The root toaster sits top-right (spec §9), over the menu button, and sonner holds a
 * toast while the pointer is over it: a click aimed at the button would keep hitting (and holding) a "Signed in"
 * toast. The pointer leaves the corner first and the click waits for the toasts to time out.
 */
export async function openAccountMenu(page: Page, name: RegExp = /\(account menu\)$/) {
  // Before hydration the menu's stand-in takes no click (its scripts start after the first paint, ADR 070).
  await waitForHydration(page)
  await page.mouse.move(0, 0)
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
  await page.getByRole('button', { name }).click()
}

/**
 * Collects console errors and uncaught page errors. `allowDocument404` tolerates exactly one kind of
 * message: Chromium's "Failed to load resource … 404" for the page's own document (an expected 404 page).
 */
export function collectErrors(page: Page) {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()} @ ${message.location().url}`)
  })
  return {
    errors,
    unexpected(options: { allowDocument404For?: string } = {}) {
      return errors.filter((line) => {
        if (!options.allowDocument404For) return true
        // Chromium adds the reason phrase in brackets (empty when the server sends none).
        const documentUrl = options.allowDocument404For
        const prefix = 'console: Failed to load resource: the server responded with a status of 404 ('
        return !(
          line.startsWith(prefix) &&
          line.endsWith(`) @ ${documentUrl}`) &&
          /^[\w ]*$/.test(line.slice(prefix.length, -`) @ ${documentUrl}`.length))
        )
      })
    },
  }
}

export async function expectNoHorizontalScroll(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(scrollWidth, `page is ${scrollWidth}px wide at a ${width}px viewport`).toBeLessThanOrEqual(width)
}

// --- Content-Security-Policy guard (issue 12) ---------------------------------------------------------------
const CSP_MARK = '[csp-violation]'

/**
 * Every spec's `test`: each page of the test's browser context reports `securitypolicyviolation` events, and the
 * test fails on any. `cspViolations` holds them (a test that provokes one on purpose empties it).
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = []
      await context.addInitScript((mark) => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `${mark} ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile}:${event.lineNumber}`,
          )
        })
      }, CSP_MARK)
      context.on('console', (message) => {
        if (message.text().startsWith(CSP_MARK)) violations.push(`${message.text()} (page ${message.page()?.url()})`)
      })
      await use(violations)
      expect(violations, 'Content-Security-Policy violations').toEqual([])
    },
    { auto: true },
  ],
})

/**
 * axe on the page as it is now. Legacy mode runs axe in the page itself: the default finishes every run in a new blank
 * page, for cross-origin frames our pages do not have, and made each run four times slower (~1 s against ~0.25 s).
 */
export function axeOn(page: Page) {
  return new AxeBuilder({ page }).setLegacyMode()
}

/**
 * Holds the page's scripts (they start after the first paint, ADR 070) until the returned function is called, so a
 * test can act on the server's HTML before hydration. The route is removed once they are released.
 */
export async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const pattern = /\/assets\/.+\.js$/
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(pattern, async (route) => {
    await held
    await route.continue()
  })
  return async () => {
    release()
    await waitForHydration(page)
    await page.unroute(pattern)
  }
}

/**
 * Waits (up to 2 s) for the finite animations and transitions under way to end: a toast fading in is checked in its
 * own colours, not blended halfway with the page under it (axe measured 3.98:1 on one in CI).
 */
async function settleAnimations(page: Page) {
  await page.evaluate(async () => {
    // Two frames: a toast inserted just now starts its transition on the next one.
    for (let i = 0; i < 2; i++) await new Promise(requestAnimationFrame)
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
    await Promise.race([
      Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ])
  })
}

/**
 * No axe violations on the page once its animations have ended (all of axe's rules); the message lists each rule and
 * its targets.
 */
export async function expectNoAxeViolations(page: Page) {
  await settleAnimations(page)
  const results = await axeOn(page).analyze()
  expect(
    results.violations,
    JSON.stringify(
      results.violations.map((v) => [v.id, v.nodes.map((n) => n.target)]),
      null,
      1,
    ),
  ).toEqual([])
}
