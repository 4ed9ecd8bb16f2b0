import { eq } from 'drizzle-orm'
import { isLocale } from '@/lib/i18n/locales'
import { db } from '@/server/db/index.server'
import { userPreferences } from '@/server/db/schema'
import { errorResponse, requestLocale } from '@/server/http/api.server'
import { requireUser } from './require-user.server'
import { currencies, themes, type Preferences } from './preferences.schemas'

const oneOf = <T extends string>(list: readonly T[], value: string, fallback: T): T =>
  (list as readonly string[]).includes(value) ? (value as T) : fallback

/** The user's preferences; a row with defaults is created on first read. */
export async function preferencesFor(userId: string): Promise<Preferences> {
  const database = await db()
  await database.insert(userPreferences).values({ userId }).onConflictDoNothing()
  const [row] = await database.select().from(userPreferences).where(eq(userPreferences.userId, userId)).limit(1)
  if (!row) throw new Error('preferences row missing')
  return {
    locale: row.locale && isLocale(row.locale) ? row.locale : null,
    newsletter: row.newsletter,
    currency: oneOf(currencies, row.currency, 'EUR'),
    theme: oneOf(themes, row.theme, 'system'),
  }
}

/** GET /api/v1/user/preferences: 401 when anonymous. */
export async function handleGetPreferences(request: Request): Promise<Response> {
  try {
    const user = await requireUser(request)
    return Response.json(
      { preferences: await preferencesFor(user.id) },
      { headers: { 'cache-control': 'private, no-store' } },
    )
  } catch (error) {
    return errorResponse(error, requestLocale(request))
  }
}
