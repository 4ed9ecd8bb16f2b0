import { eq } from 'drizzle-orm'
import { ConflictError, InvalidInputError, NotFoundError } from '@/lib/errors'
import type { Locale } from '@/lib/i18n/locales'
import type { Db } from '@/server/db/client.server'
import { violates } from '@/server/db/errors.server'
import { db } from '@/server/db/index.server'
import { authors, user } from '@/server/db/schema'
import { invalidateCacheTags } from '@/server/cache/page-cache-tags.server'
import { m } from '@/paraglide/messages'
import { freeVariant } from './slugs.server'
import { findOwnUpload } from './uploads.server'
import type { AuthorProfile, AuthorProfileInput } from './writing.schemas'

// Authors are users (ADR 024): the author page of a member, its handle, name, bio and avatar.

export const DEFAULT_AVATAR = '/images/authors/default.svg'

/** The account handle as an author handle (lowercase, [a-z0-9_-], 2 to 40 characters). */
function authorHandle(username: string, userId: string): string {
  const handle = username
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
  return handle.length >= 2
    ? handle
    : `user-${userId
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '')
        .slice(0, 12)}`
}

/** `handle` itself or one of its numbered variants (`handle-2`…), as `freeHandle` hands them out. */
const isVariantOf = (candidate: string, handle: string) =>
  candidate === handle || (candidate.startsWith(`${handle}-`) && /^[0-9]+$/.test(candidate.slice(handle.length + 1)))

/** `base`, or `base-2`, `base-3`… whichever no other author has (a renamed or deleted member's page keeps its own). */
const freeHandle = (base: string, exceptId: number | null, database: Db) =>
  freeVariant(authors.username, authors.id, base, exceptId, database)

/**
 * The author row of an account, created the first time the member writes (name and handle follow the account).
 * A handle another author row has (a stale one, or one taken meanwhile) never fails the save: the next free variant
 * is used. Not for a transaction: a unique violation is caught and retried.
 */
export async function ensureAuthor(userId: string, database?: Db) {
  const d = database ?? (await db())
  const [account] = await d
    .select({ name: user.name, username: user.username, image: user.image })
    .from(user)
    .where(eq(user.id, userId))
  if (!account) throw new NotFoundError()
  const handle = authorHandle(account.username, userId)
  for (let attempt = 0; attempt < 5; attempt++) {
    const [existing] = await d.select().from(authors).where(eq(authors.userId, userId))
    if (existing) {
      let username = existing.username
      if (username !== handle) {
        // A numbered variant stays while the handle itself is someone else's.
        const free = await freeHandle(handle, existing.id, d)
        if (free === handle || !isVariantOf(username, handle)) username = free
      }
      if (existing.displayName === account.name && username === existing.username) return existing
      try {
        const [updated] = await d
          .update(authors)
          .set({ displayName: account.name, username })
          .where(eq(authors.id, existing.id))
          .returning()
        // The name on the author page and post cards; the old and the new address.
        invalidateCacheTags([`author:${existing.username}`, `author:${username}`, 'posts'])
        return updated!
      } catch (error) {
        if (!violates(error, '23505')) throw error
        continue // the handle was taken between the check and the update
      }
    }
    const [created] = await d
      .insert(authors)
      .values({
        userId,
        username: await freeHandle(handle, null, d),
        displayName: account.name,
        bio: { en: '', es: '', ru: '', uk: '' },
        avatar: account.image ?? DEFAULT_AVATAR,
      })
      .onConflictDoNothing()
      .returning()
    if (created) return created
    // Another request created this member's row, or took the handle, meanwhile: look again.
  }
  throw new ConflictError()
}

/** After a rename in account settings: the author page follows at once (no-op for members who never wrote). */
export async function syncAuthorWithAccount(userId: string): Promise<void> {
  const database = await db()
  if ((await authorIdOf(userId, database)) !== null) await ensureAuthor(userId, database)
}

export async function authorIdOf(userId: string, database: Pick<Db, 'select'>): Promise<number | null> {
  const [row] = await database.select({ id: authors.id }).from(authors).where(eq(authors.userId, userId))
  return row?.id ?? null
}

export async function getAuthorProfile(userId: string): Promise<AuthorProfile> {
  const database = await db()
  const [row] = await database.select().from(authors).where(eq(authors.userId, userId))
  const [account] = await database
    .select({ name: user.name, username: user.username, image: user.image })
    .from(user)
    .where(eq(user.id, userId))
  if (!account) throw new NotFoundError()
  return {
    username: row?.username ?? authorHandle(account.username, userId),
    displayName: account.name,
    bio: row ? (row.bio.en ?? '') : '',
    avatar: row?.avatar ?? account.image ?? DEFAULT_AVATAR,
  }
}

/** Bio (one text, shown in every language) and avatar (an own upload) of the member's author page. */
export async function updateAuthorProfile(
  userId: string,
  data: AuthorProfileInput,
  locale: Locale,
): Promise<AuthorProfile> {
  const database = await db()
  const author = await ensureAuthor(userId, database)
  const set: Partial<typeof authors.$inferInsert> = {
    bio: { en: data.bio, es: data.bio, ru: data.bio, uk: data.bio },
  }
  if (data.avatarUploadId) {
    const upload = await findOwnUpload(userId, data.avatarUploadId, database)
    if (!upload) {
      const message = m.writing_field_cover_unknown({}, { locale })
      throw new InvalidInputError({ avatarUploadId: message }, m.api_invalid_input({}, { locale }))
    }
    const smallest = [...upload.variants].filter((v) => v.format === 'webp').sort((a, b) => a.width - b.width)[0]
    if (smallest) {
      set.avatar = `/uploads/${smallest.key}`
      await database.update(user).set({ image: set.avatar }).where(eq(user.id, userId))
    }
  }
  await database.update(authors).set(set).where(eq(authors.id, author.id))
  invalidateCacheTags([`author:${author.username}`, 'posts']) // bio and avatar on the author page and post cards
  return getAuthorProfile(userId)
}
