import { eq } from 'drizzle-orm'
import { InvalidInputError, NotFoundError } from '@/lib/errors'
import type { Locale } from '@/lib/i18n/locales'
import type { Db } from '@/server/db/client.server'
import { db } from '@/server/db/index.server'
import { accountAvatar, authors, user } from '@/server/db/schema'
import { invalidateCacheTags } from '@/server/cache/page-cache-tags.server'
import { m } from '@/paraglide/messages'
import { findOwnUpload } from '@/server/images/uploads.server'
import type { AuthorProfile, AuthorProfileInput } from './writing.schemas'

// An author is the account seen from the blog (ADR 022): name, handle and picture are the account's; the author page
// adds a bio. Its row, keyed by the account, exists once the member writes and goes with the account.

/** Opens the member's author page (its row) if it is not open yet; a no-op after the first time. */
export async function openAuthorPage(userId: string, database: Pick<Db, 'insert'>): Promise<void> {
  await database
    .insert(authors)
    .values({ userId, bio: { en: '', es: '', ru: '', uk: '' } })
    .onConflictDoNothing()
}

export async function getAuthorProfile(userId: string): Promise<AuthorProfile> {
  const database = await db()
  const [row] = await database
    .select({ username: user.username, displayName: user.name, avatar: accountAvatar(), bio: authors.bio })
    .from(user)
    .leftJoin(authors, eq(authors.userId, user.id))
    .where(eq(user.id, userId))
  if (!row) throw new NotFoundError()
  return { username: row.username, displayName: row.displayName, bio: row.bio?.en ?? '', avatar: row.avatar }
}

/** Bio (one text, shown in every language) and avatar (an own upload, the account's picture) of the author page. */
export async function updateAuthorProfile(
  userId: string,
  data: AuthorProfileInput,
  locale: Locale,
): Promise<AuthorProfile> {
  const database = await db()
  let image: string | undefined
  if (data.avatarUploadId) {
    const upload = await findOwnUpload(userId, data.avatarUploadId, database)
    if (!upload) {
      const message = m.writing_field_cover_unknown({}, { locale })
      throw new InvalidInputError({ avatarUploadId: message }, m.api_invalid_input({}, { locale }))
    }
    const smallest = [...upload.variants].filter((v) => v.format === 'webp').sort((a, b) => a.width - b.width)[0]
    if (smallest) image = `/uploads/${smallest.key}`
  }
  const [account] = await database.select({ username: user.username }).from(user).where(eq(user.id, userId))
  if (!account) throw new NotFoundError()
  const bio = { en: data.bio, es: data.bio, ru: data.bio, uk: data.bio }
  await database.transaction(async (tx) => {
    await tx.insert(authors).values({ userId, bio }).onConflictDoUpdate({ target: authors.userId, set: { bio } })
    if (image) await tx.update(user).set({ image }).where(eq(user.id, userId))
  })
  invalidateCacheTags([`author:${account.username}`, 'posts']) // bio and avatar on the author page and post cards
  return getAuthorProfile(userId)
}

/**
 * After the account's name or handle changed: the author page moved with it (it reads the account), so the pages
 * and answers that show the old name or address are dropped. Nothing to do for a member who never wrote.
 */
export async function accountRenamed(userId: string): Promise<void> {
  const database = await db()
  const [page] = await database.select({ userId: authors.userId }).from(authors).where(eq(authors.userId, userId))
  // Bylines on every blog page and the author page under its old address are all tagged 'posts'.
  if (page) invalidateCacheTags(['posts'])
}
