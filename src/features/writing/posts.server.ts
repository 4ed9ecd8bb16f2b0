import { and, eq, inArray, sql } from 'drizzle-orm'
import { ConflictError } from '@/lib/errors'
import type { Locale } from '@/lib/i18n/locales'
import { violates } from '@/server/db/errors.server'
import { db } from '@/server/db/index.server'
import { posts, postTags, tags } from '@/server/db/schema'
import { m } from '@/paraglide/messages'
import { openAuthorPage } from './author-profile.server'
import { getMyPost, ownPostRow, postNotFound, type PostRow } from './my-posts.server'
import { assertVersion, expectedVersions, StaleEditError, type WriteCondition } from './post-versions.server'
import { chargeNewTags, invalid, PLACEHOLDER_COVER, resolveRefs, withNewTags } from './post-refs.server'
import { changeOf, publicContentChanged } from './public-change.server'
import { excerptFrom, publishProblems, readingMinutesOf } from './publishing.server'
import { publishTarget } from './review.server'
import { storyImageProblem } from './story-images.server'
import { freeSlug, keepOldAddress, neverShared, slugFromTitle, slugTaken, takeAddress } from './slugs.server'
import { assertPostLimits } from './writing-limits.server'
import type { CreatePostInput, MyPost, UpdatePostInput } from './writing.schemas'

// A member's writes to their own posts (ADR 024): create, update, delete. Input comes parsed (the edge checked it
// against writingSchemas); here are the rules that need the database.

const isUniqueViolation = (error: unknown) => violates(error, '23505')

/** Creates a post of the signed-in member (a draft unless `status: "published"` and it can be published). */
export async function createMyPost(userId: string, data: CreatePostInput, locale: Locale): Promise<MyPost> {
  const database = await db()
  const { errors, refs } = await resolveRefs(userId, data, locale, database)
  const imageProblem = await storyImageProblem(userId, data.body, locale, database)
  if (imageProblem) errors.body = imageProblem
  if (data.slug && (await slugTaken(data.slug, null, database)))
    errors.slug = m.writing_field_slug_taken({}, { locale })
  if (Object.keys(errors).length) invalid(errors, locale)

  const requested = data.status ?? 'draft'
  // Publishing may land in the review queue (ADR 052); the post is checked as one to publish either way.
  const status = requested === 'published' ? await publishTarget(userId, null, database) : requested
  const publishedAt = data.publishedAt ? new Date(data.publishedAt) : status === 'published' ? new Date() : null
  const values = {
    authorId: userId,
    lang: data.lang,
    title: data.title,
    body: data.body,
    excerpt: data.excerpt ?? '',
    categoryId: refs.categoryId ?? null,
    coverImage: refs.cover ?? PLACEHOLDER_COVER,
    readingMinutes: readingMinutesOf(data.body),
    status,
    publishedAt,
  }
  if (requested === 'published') {
    const problems = publishProblems(values, locale)
    if (Object.keys(problems).length) invalid(problems, locale)
    if (!values.excerpt) values.excerpt = excerptFrom(values.body)
  }
  const giveBack = await chargeNewTags(userId, refs, locale)
  const base = data.slug ?? slugFromTitle(data.title)
  let row: PostRow | undefined
  try {
    for (let attempt = 0; attempt < 3 && !row; attempt++) {
      const slug = data.slug ?? (await freeSlug(base, null, database))
      try {
        row = await database.transaction(async (tx) => {
          await assertPostLimits(tx, userId, { creating: true, publishing: status === 'published' }, locale)
          await openAuthorPage(userId, tx)
          const [inserted] = await tx
            .insert(posts)
            .values({ ...values, slug })
            .returning()
          await takeAddress(tx, slug)
          const tagIds = await withNewTags(tx, refs)
          if (tagIds?.length) await tx.insert(postTags).values(tagIds.map((tagId) => ({ postId: inserted!.id, tagId })))
          return inserted!
        })
      } catch (error) {
        // Another post took the slug between the check and the insert.
        if (!isUniqueViolation(error)) throw error
        if (data.slug) invalid({ slug: m.writing_field_slug_taken({}, { locale }) }, locale)
      }
    }
    if (!row) throw new ConflictError()
  } catch (error) {
    // Nothing was saved, so no tag was created: the allowance gets them back.
    await giveBack()
    throw error
  }
  if (row.status === 'published') publicContentChanged(await changeOf(row, 'published', database))
  return getMyPost(userId, row.id)
}

/**
 * Changes any fields of an own post; publishing checks what it requires and answers field messages. With
 * `condition.version`, a post saved since that version is not touched: `StaleEditError` (409), checked again by the
 * UPDATE itself, so two saves racing against one version cannot both pass.
 */
export async function updateMyPost(
  userId: string,
  id: number,
  data: UpdatePostInput,
  locale: Locale,
  condition: WriteCondition = {},
): Promise<MyPost> {
  const database = await db()
  const before = await ownPostRow(userId, id, database, locale)
  const expected = expectedVersions(condition)
  assertVersion(before, expected, locale)
  const { errors, refs } = await resolveRefs(userId, data, locale, database, () =>
    database
      .select({ slug: tags.slug })
      .from(postTags)
      .innerJoin(tags, eq(tags.id, postTags.tagId))
      .where(eq(postTags.postId, id))
      .then((rows) => rows.map((r) => r.slug)),
  )
  // Only a changed body is checked: a post from before ADR 060 keeps saving its other fields.
  const imageProblem =
    data.body !== undefined && data.body !== before.body
      ? await storyImageProblem(userId, data.body, locale, database)
      : null
  if (imageProblem) errors.body = imageProblem
  if (data.slug && data.slug !== before.slug && (await slugTaken(data.slug, id, database)))
    errors.slug = m.writing_field_slug_taken({}, { locale })
  if (Object.keys(errors).length) invalid(errors, locale)

  // Asking to publish may land the post in the review queue (ADR 052); it is checked as one to publish either way.
  const requested = data.status ?? before.status
  const status = data.status === 'published' ? await publishTarget(userId, before, database) : requested
  const set: Partial<typeof posts.$inferInsert> = { updatedAt: new Date() }
  if (data.title !== undefined) set.title = data.title
  if (data.lang !== undefined) set.lang = data.lang
  if (data.excerpt !== undefined) set.excerpt = data.excerpt
  if (data.body !== undefined) {
    set.body = data.body
    set.readingMinutes = readingMinutesOf(data.body)
  }
  if (refs.categoryId !== undefined) set.categoryId = refs.categoryId
  if (refs.cover) set.coverImage = refs.cover
  if (data.slug !== undefined) set.slug = data.slug
  else if (data.title !== undefined && neverShared(before)) {
    // A never-published draft's address follows its title until the author sets one (its URL was never shared).
    set.slug = await freeSlug(slugFromTitle(data.title), id, database)
  }
  set.status = status
  // An editor's reason belongs to the decision it explains: a new request for review starts without it.
  if (status === 'pending' || status === 'published') set.moderationReason = null
  if (data.publishedAt !== undefined) set.publishedAt = data.publishedAt ? new Date(data.publishedAt) : null
  // A published post always has a date: the one given, else the first publication's, else now.
  if (status === 'published' && !(set.publishedAt !== undefined ? set.publishedAt : before.publishedAt))
    set.publishedAt = before.publishedAt ?? new Date()

  const merged = {
    categoryId: set.categoryId !== undefined ? set.categoryId : before.categoryId,
    body: set.body ?? before.body,
    publishedAt: set.publishedAt !== undefined ? set.publishedAt : before.publishedAt,
    excerpt: set.excerpt ?? before.excerpt,
  }
  // A post waiting for review stays one an editor can publish: its edits meet the same rules (ADR 052).
  if (status === 'published' || status === 'pending') {
    const problems = publishProblems(merged, locale)
    if (Object.keys(problems).length) invalid(problems, locale)
    if (!merged.excerpt) set.excerpt = excerptFrom(merged.body)
  }
  const giveBack = await chargeNewTags(userId, refs, locale)

  let after: PostRow
  try {
    after = await database.transaction(async (tx) => {
      if (status === 'published' && before.status !== 'published')
        await assertPostLimits(tx, userId, { publishing: true }, locale)
      const [updated] = await tx
        .update(posts)
        .set({ ...set, version: sql`${posts.version} + 1` })
        .where(and(eq(posts.id, id), expected ? inArray(posts.version, [...expected]) : undefined))
        .returning()
      if (!updated) {
        // Saved by someone else between the read above and this write (or deleted: not found).
        const [now] = await tx.select({ version: posts.version }).from(posts).where(eq(posts.id, id))
        if (!now) throw postNotFound(locale)
        throw new StaleEditError(now.version, locale)
      }
      if (updated.slug !== before.slug) await keepOldAddress(tx, before, updated.slug)
      const tagIds = await withNewTags(tx, refs)
      if (tagIds) {
        await tx.delete(postTags).where(eq(postTags.postId, id))
        if (tagIds.length) await tx.insert(postTags).values(tagIds.map((tagId) => ({ postId: id, tagId })))
      }
      return updated
    })
  } catch (error) {
    await giveBack()
    if (isUniqueViolation(error)) invalid({ slug: m.writing_field_slug_taken({}, { locale }) }, locale)
    throw error
  }

  const wasPublic = before.status === 'published'
  const isPublic = after.status === 'published'
  if (wasPublic || isPublic) {
    const action = !wasPublic ? 'published' : !isPublic ? 'unpublished' : 'edited'
    publicContentChanged(await changeOf(after, action, database, before.slug))
  }
  return getMyPost(userId, id)
}

/** Deletes an own post; with `condition.version`, only the version the member saw (else `StaleEditError`). */
export async function deleteMyPost(
  userId: string,
  id: number,
  condition: WriteCondition = {},
  locale: Locale = 'en',
): Promise<void> {
  const database = await db()
  const row = await ownPostRow(userId, id, database, locale)
  const expected = expectedVersions(condition)
  assertVersion(row, expected, locale)
  const change = row.status === 'published' ? await changeOf(row, 'deleted', database) : null
  const deleted = await database
    .delete(posts)
    .where(and(eq(posts.id, id), expected ? inArray(posts.version, [...expected]) : undefined))
    .returning({ id: posts.id })
  if (!deleted.length) {
    const [now] = await database.select({ version: posts.version }).from(posts).where(eq(posts.id, id))
    if (now) throw new StaleEditError(now.version, locale)
  }
  if (change) publicContentChanged(change)
}
