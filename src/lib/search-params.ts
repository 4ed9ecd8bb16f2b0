import { decodeCursor } from '@/lib/cursor'
import { hasForbiddenCharacters, hasVisibleText } from '@/lib/text-check'
import { locales } from '@/lib/i18n/locales'

/**
 * Zod-free parsers for route search and path params (ADR 028). Route definitions ship in the first-load chunk of
 * every page, so they must not pull in zod (~24 KB gzip); zod stays at the server boundary (server functions, API
 * routes) and in the lazily loaded forms. Each parser mirrors the feature's zod schema for the same value
 * (search-params.test.ts checks them against each other) and, like `.optional().catch(undefined)`, turns an unusable
 * value into `undefined` instead of failing the page.
 */

type Raw = Record<string, unknown>

/**
 * A route's parsed search with every key it knows present, an unusable value as `undefined`. The router spreads the
 * parsed search over the raw one, so a key left out would keep its raw value (`?tag=Bad%20Tag`, `?month=2026-13`)
 * for the loader, which the server then refuses: the page failed with a 500 instead of showing the unfiltered list.
 */
function known<T extends Record<string, unknown>>(value: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return value as { [K in keyof T]?: Exclude<T[K], undefined> }
}

/** A string of `min` to `max` characters. */
function stringValue(value: unknown, max: number, min = 0): string | undefined {
  // Characters (code points), as zod's min/max count them; a character is one or two UTF-16 units.
  if (typeof value !== 'string' || value.length > 2 * max) return undefined
  const length = value.length <= max && value.length >= 2 * min ? value.length : characterCount(value)
  return length >= min && length <= max ? value : undefined
}

function characterCount(text: string): number {
  let count = 0
  for (const _ of text) count++
  return count
}

/** A text value from a URL (`textParam`): bounded length, no NUL, valid Unicode. */
function textValue(value: unknown, max: number): string | undefined {
  const text = stringValue(value, max)
  return text !== undefined && !hasForbiddenCharacters(text) ? text : undefined
}

/** One of the allowed strings. */
function enumValue<const T extends string>(value: unknown, options: readonly T[]): T | undefined {
  return typeof value === 'string' && (options as readonly string[]).includes(value) ? (value as T) : undefined
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const USERNAME = /^[a-z0-9_-]{2,40}$/
const TRIP_ID = /^[1-9][0-9]{0,8}$/
const DESTINATION = /^[A-Za-z]{2}$/
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/

/** A blog slug (blog.schemas `slugSchema`). */
export function slugValue(value: unknown): string | undefined {
  const slug = stringValue(value, 120)
  return slug !== undefined && SLUG.test(slug) ? slug : undefined
}

/** An author username (blog.schemas `usernameSchema`). */
export function usernameValue(value: unknown): string | undefined {
  const name = stringValue(value, 40)
  return name !== undefined && USERNAME.test(name) ? name : undefined
}

/** A list cursor we issued (pagination `cursorSchema`). */
function cursorValue(value: unknown): string | undefined {
  const cursor = stringValue(value, 300)
  return cursor !== undefined && decodeCursor(cursor) !== null ? cursor : undefined
}

/** A trip id in a URL (trips.schemas `tripIdSchema`): a positive integer without leading zeros. */
export function tripIdValue(value: unknown): number | undefined {
  return typeof value === 'string' && TRIP_ID.test(value) ? Number(value) : undefined
}

/** A destination filter (trips.schemas `destinationSchema`): two letters, upper-cased. */
function destinationValue(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const code = value.trim()
  return DESTINATION.test(code) ? code.toUpperCase() : undefined
}

/** A calendar month filter (trips.schemas `monthSchema`): YYYY-MM within 1900–2999. */
function monthValue(value: unknown): string | undefined {
  if (typeof value !== 'string' || !MONTH.test(value)) return undefined
  const year = Number(value.slice(0, 4))
  return year >= 1900 && year <= 2999 ? value : undefined
}

/** A post id in a URL (writing.schemas `postIdSchema` after a digits-only check): 1..2^31-1. */
export function postIdValue(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return undefined
  const id = Number(value)
  return Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : undefined
}

/** Adapts a parser to `paramOrNotFound`, which takes anything with a zod-like `safeParse`. */
export function paramParser<T>(parse: (value: unknown) => T | undefined) {
  return {
    safeParse: (value: unknown): { success: true; data: T } | { success: false } => {
      const data = parse(value)
      return data === undefined ? { success: false } : { success: true, data }
    },
  }
}

// ---- Search params of the public routes ----

/** /blog: `category`, `tag`, `cursor`. */
export function blogSearch(raw: Raw) {
  return known({
    category: slugValue(searchTextValue(raw.category)),
    tag: slugValue(searchTextValue(raw.tag)),
    cursor: cursorValue(raw.cursor),
  })
}

/** Category, tag and author pages: `cursor`. */
export function cursorSearch(raw: Raw) {
  return known({ cursor: cursorValue(raw.cursor) })
}

/** /trips: `destination`, `month`, `cursor`. */
export function tripsSearch(raw: Raw) {
  return known({
    destination: destinationValue(raw.destination),
    month: monthValue(raw.month),
    cursor: cursorValue(raw.cursor),
  })
}

/** The back office's trips list: `status` (draft, published), `country`, `q`, `page`; a bad value is dropped. */
export function adminTripsSearch(raw: Raw) {
  const page = typeof raw.page === 'number' ? raw.page : Number(stringValue(raw.page, 6, 1))
  return known({
    status: enumValue(raw.status, ['draft', 'published'] as const),
    country: destinationValue(raw.country),
    q: stringValue(raw.q, 1000)?.trim().slice(0, 100) || undefined,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : undefined,
  })
}

/** The audit log: `cursor=<id>`, the page after that line; anything else is the newest page. */
export function auditSearch(raw: Raw) {
  const cursor = typeof raw.cursor === 'number' ? raw.cursor : Number(stringValue(raw.cursor, 12, 1))
  return known({ cursor: Number.isSafeInteger(cursor) && cursor > 0 ? cursor : undefined })
}

/** A trip: `book=1` opens the booking step (sign-in sends people back there). */
export function tripSearch(raw: Raw) {
  return known({ book: raw.book === 1 ? (1 as const) : undefined })
}

const SEARCH_TYPES = ['all', 'trip', 'post'] as const
/** Longest search text (search.schemas `SEARCH_QUERY_MAX`). */
export const SEARCH_TEXT_MAX = 100
/**
 * Longest query the search page keeps from its address. Longer than a search may be, so that the page can show a
 * query typed or pasted into the address with "too long" instead of dropping it: a dropped value makes the server
 * redirect to the address without it (the router's canonical URL), and the visitor never learns why.
 */
export const SEARCH_ADDRESS_TEXT_MAX = 2048

/**
 * A text value as typed. The router reads a bare `?q=2024` or `?tag=2025` (the plain form, OpenSearch, a typed
 * address) as JSON, so a number, `true`, `false` or `null` comes back as the text it was.
 */
export function searchTextValue(value: unknown): unknown {
  return typeof value === 'number' || typeof value === 'boolean' || value === null ? String(value) : value
}

/**
 * Whether a text from an address was decoded from escapes that are not UTF-8 (`?q=%ff`): the browser and the router
 * make U+FFFD of them. Nobody searches for that character, so the query is dropped like one with a NUL (the API
 * refuses such a query string with 400, naming the field).
 */
export function hasUndecodedText(text: string): boolean {
  return text.includes('\uFFFD')
}

/** /search: `q` (as typed; see `searchableQuery`), `type`, `lang` (posts written in it), `cursor`. */
export function searchPageSearch(raw: Raw) {
  const q = textValue(searchTextValue(raw.q), SEARCH_ADDRESS_TEXT_MAX)
  return known({
    q: q !== undefined && hasUndecodedText(q) ? undefined : q,
    type: enumValue(raw.type, SEARCH_TYPES),
    lang: enumValue(raw.lang, locales),
    cursor: cursorValue(raw.cursor),
  })
}

/** Whether the search page's query is longer than a search may be (counted as the search counts: trimmed). */
export function queryTooLong(q: string | undefined): boolean {
  return q !== undefined && stringValue(q.trim(), SEARCH_TEXT_MAX) === undefined
}

/** A quoted phrase (kept whole: a `-` inside it excludes nothing) or an exclusion, whose term is group 1. */
const EXCLUSIONS = /"[^"]*"?|(?<=^|\s)-("[^"]*"?|[^\s"]+)/gu

/**
 * What the query excludes (`-word`, `-"a phrase"`; a `-` inside quotes or a word is not an exclusion) as one query
 * of alternatives, or null. Each configuration parses the whole query and the parses are OR-ed, so an excluded word
 * that another language stems differently was excluded only from its own part: "mountain -huts" still found the
 * English post about huts ("hut") through the Spanish parse ("mountain" and not "huts"). The exclusions, parsed by
 * every configuration, are therefore excluded from the whole OR.
 */
export function excludedTerms(q: string): string | null {
  const terms = [...q.matchAll(EXCLUSIONS)]
    .map((match) => match[1])
    .filter((term): term is string => term !== undefined && /[^\s"-]/u.test(term))
  return terms.length ? terms.join(' or ') : null
}

/**
 * Whether the query asks for something, not only leaves things out: a query of exclusions alone ("-mountain") matches
 * every tag, so it names no topic.
 */
export function includesWords(q: string): boolean {
  const included = q.replace(EXCLUSIONS, (match, excluded?: string) => (excluded === undefined ? match : ' '))
  return /[\p{L}\p{N}]/u.test(included)
}

/**
 * A query that only leaves words out ("-mountain"): it would list everything without them, so it is not searched
 * (the page says to add a word, the API answers 400 with the same message).
 */
export function onlyExclusions(q: string): boolean {
  return excludedTerms(q) !== null && !includesWords(q)
}

/** The search's own syntax (phrase quotes, the `-` that excludes) and the quotes people type around a phrase. */
const QUERY_SYNTAX = /["'-]/g

/**
 * Whether the query asks for nothing: once the search's syntax is set aside, nothing visible is left (a zero-width
 * space, a BOM or soft hyphen, a lone `-`, `""`). Such a query was searched and found nothing, as if something had
 * been asked; it is refused as an empty one (the page says to type something, the API answers 400).
 */
export function asksForNothing(q: string): boolean {
  return !hasVisibleText(q.replace(QUERY_SYNTAX, ''))
}

/** Why the search page does not search its query, if it does not. */
export type UnsearchableReason = 'empty' | 'too_long' | 'only_exclusions'
export function unsearchable(q: string | undefined): UnsearchableReason | undefined {
  if (q === undefined) return undefined
  // A blank box is no search rather than a refused one; only text that looks typed but asks for nothing is.
  if (asksForNothing(q)) return q.trim() === '' ? undefined : 'empty'
  if (queryTooLong(q)) return 'too_long'
  return onlyExclusions(q) ? 'only_exclusions' : undefined
}

/** What the search page searches for: its query trimmed, '' for none or one it does not search (`unsearchable`). */
export function searchableQuery(q: string | undefined): string {
  return q === undefined || unsearchable(q) ? '' : q.trim()
}

/** Sign-in: the target after signing in, a provider's error code, the initial tab. */
export function loginSearch(raw: Raw) {
  return known({
    redirect: textValue(raw.redirect, 2048),
    error: textValue(raw.error, 64),
    mode: enumValue(raw.mode, ['signin', 'signup']),
  })
}

/** Google's return point. */
export function googleCallbackSearch(raw: Raw) {
  return known({ redirect: textValue(raw.redirect, 2048), error: textValue(raw.error, 200) })
}

/** E-mail confirmation link. */
export function emailConfirmSearch(raw: Raw) {
  return known({ token: textValue(raw.token, 4096), redirect: textValue(raw.redirect, 2048) })
}

/** Password reset link. */
export function passwordResetSearch(raw: Raw) {
  return known({ token: textValue(raw.token, 4096) })
}

/** The link of a security notice (secure the account). */
export function secureAccountSearch(raw: Raw) {
  return known({ token: textValue(raw.token, 4096) })
}

/** Preferences: the token of an e-mail change link (sent to the new address). */
export function preferencesSearch(raw: Raw) {
  return known({ emailChange: stringValue(raw.emailChange, 512, 1) })
}

/**
 * Telegram's signed fields, all as strings; any unusable value drops them all (the server refuses an incomplete
 * set anyway): each key is then `undefined`, so no raw value survives the router's merge (see `known`).
 */
export function telegramSearch(raw: Raw): Partial<Record<string, string>> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value === 'number' && Number.isFinite(value)) out[key] = String(value)
    else if (textValue(value, 4096) !== undefined) out[key] = value as string
    else return Object.fromEntries(Object.keys(raw).map((name) => [name, undefined]))
  }
  return out
}
