import { eq, sql } from 'drizzle-orm'
import { signedInEndpoint } from '@/features/auth/require-user.server'
import { cookieLine } from '@/lib/cookie-line'
import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type Locale } from '@/lib/i18n/locales'
import { db } from '@/server/db/index.server'
import { reusedQuery } from '@/server/db/reused-query.server'
import { exchangeRates, userPreferences } from '@/server/db/schema'
import { secureCookies } from '@/server/http/cookies.server'
import {
  currencies,
  defaultPreferences,
  themes,
  preferencesUpdateSchema,
  type ExchangeRates,
  type Preferences,
  type PreferencesUpdate,
} from './preferences.schemas'

const oneOf = <T extends string>(list: readonly T[], value: string, fallback: T): T =>
  (list as readonly string[]).includes(value) ? (value as T) : fallback

function toPreferences(row: typeof userPreferences.$inferSelect): Preferences {
  return {
    locale: row.locale && isLocale(row.locale) ? row.locale : null,
    newsletter: row.newsletter,
    savedTripAlerts: row.savedTripAlerts,
    currency: oneOf(currencies, row.currency, defaultPreferences.currency),
    theme: oneOf(themes, row.theme, defaultPreferences.theme),
    tripFollowUps: row.tripFollowUps,
    commentMail: row.commentMail,
  }
}

/** The user's preferences; a row with defaults is created on first read. */
export async function preferencesFor(userId: string): Promise<Preferences> {
  const database = await db()
  const read = () =>
    reusedQuery(database, 'preferences.of-user', () =>
      database
        .select()
        .from(userPreferences)
        .where(eq(userPreferences.userId, sql.placeholder('userId')))
        .limit(1),
    ).execute({ userId })
  // Every signed-in page reads them: write only when the row is missing, not on each read.
  let [row] = await read()
  if (!row) {
    await database.insert(userPreferences).values({ userId }).onConflictDoNothing()
    ;[row] = await read()
  }
  if (!row) throw new Error('preferences row missing')
  return toPreferences(row)
}

/** Stores a full or partial preferences object (parsed at the edge); answers the result. */
export async function updatePreferences(userId: string, patch: PreferencesUpdate): Promise<Preferences> {
  const [row] = await (
    await db()
  )
    .insert(userPreferences)
    .values({ userId, ...defaultPreferences, ...patch })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { ...patch, updatedAt: sql`now()` } })
    .returning()
  if (!row) throw new Error('preferences upsert returned nothing')
  return toPreferences(row)
}

/** How long a process keeps the rates it read: only the seed writes them (another process's write shows after this). */
const RATES_TTL_MS = 60_000
let keptRates: { database: unknown; at: number; rates: Promise<ExchangeRates> } | null = null

/** The reference rates of the seed; empty when none are stored (prices are then shown without approximation). */
export async function listExchangeRates(): Promise<ExchangeRates> {
  const database = await db()
  // Every signed-in page shows prices in the member's currency: the rates are read once a minute, not per page.
  if (keptRates?.database === database && Date.now() - keptRates.at < RATES_TTL_MS) return keptRates.rates
  const rates = database
    .select()
    .from(exchangeRates)
    .then((rows) => ({
      perEur: Object.fromEntries(rows.map((r) => [r.currency, r.perEur])),
      asOf: rows.reduce<string | null>((latest, r) => (!latest || r.asOf > latest ? r.asOf : latest), null),
    }))
  keptRates = { database, at: Date.now(), rates }
  rates.catch(() => (keptRates = null))
  return rates
}

/** Drops the kept rates (the seed calls it after writing them). */
export function forgetExchangeRates(): void {
  keptRates = null
}

/** Sets the locale cookie, or removes it (`null`). */
function localeCookie(locale: Locale | null) {
  const maxAge = locale ? LOCALE_COOKIE_MAX_AGE : 0
  return cookieLine(LOCALE_COOKIE, locale ?? '', { maxAge, sameSite: 'lax', secure: secureCookies() })
}

/** GET /api/v1/user/preferences → 200 { preferences }; 401 when anonymous. */
export const handleGetPreferences = signedInEndpoint({}, async ({ user }) =>
  Response.json({ preferences: await preferencesFor(user.id) }),
)

/** PUT /api/v1/user/preferences with all fields or a subset → 200 { preferences }; 400 with field messages. */
export const handlePutPreferences = signedInEndpoint({ body: preferencesUpdateSchema }, async ({ user, body }) => {
  const before = await preferencesFor(user.id)
  const preferences = await updatePreferences(user.id, body)
  const response = Response.json({ preferences })
  // The interface language also goes into the locale cookie, so `/` and later visits open in it. Switching to
  // "follow the browser" forgets it, so Accept-Language decides again; a save that leaves the language as it was
  // keeps a cookie the header's switcher may have set.
  if (preferences.locale) response.headers.append('set-cookie', localeCookie(preferences.locale))
  else if (before.locale) response.headers.append('set-cookie', localeCookie(null))
  return response
})
