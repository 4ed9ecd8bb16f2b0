import slugify from '@sindresorhus/slugify'
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import { ConflictError, InvalidInputError, NotFoundError } from '@/lib/errors'
import type { Locale } from '@/lib/i18n/locales'
import { countWords, renderMarkdown } from '@/lib/markdown.server'
import { hasVisibleText } from '@/lib/text-check'
import type { Db } from '@/server/db/client.server'
import { violates } from '@/server/db/errors.server'
import { db } from '@/server/db/index.server'
import { reusedQuery } from '@/server/db/reused-query.server'
import { authors, categories, postRedirects, posts, postTags, tags, user, type StoredImage } from '@/server/db/schema'
import { fieldErrors, safeParseInput } from '@/server/http/validation.server'
import { take } from '@/server/rate-limit/rate-limit.server'
import { env } from '@/server/env.server'
import { logger } from '@/server/logger.server'
import { invalidateCacheTags } from '@/server/cache/page-cache-tags.server'
import { m } from '@/paraglide/messages'
import { findOwnUpload, uploadView } from './uploads.server'
import {
  NEW_TAGS_PER_DAY,
  TAGS_MAX,
  tagSlug,
  writingSchemas,
  type AuthorProfile,
  type CreatePostInput,
  type EditorOptions,
  type MyPost,
  type PostStatus,
} from './writing.schemas'

const DEFAULT_AVATAR = '/images/authors/default.svg'
/** Shown until the author picks a cover (the public pages always have an illustration to lay out). */
const PLACEHOLDER_COVER: StoredImage = {
  src: '/images/posts/cover-1.svg',
  width: 1200,
  height: 600,
  alt: { en: '', es: '', ru: '', uk: '' },
}
const WORDS_PER_MINUTE = 200

// ---- The public face of a change (ADR 024) -----------------------------------------------------------------------

/** What public pages a change touches: the post, its lists, its category/tag/author pages, feeds and sitemaps. */
export interface PublicContentChange {
  postId: number
  slug: string
  /** The slug the post had before the change, when it changed (its old URL must be dropped too). */
  previousSlug?: string
  lang: Locale
  authorUsername: string
  categorySlug: string | null
  tagSlugs: string[]
  action: 'published' | 'edited' | 'unpublished' | 'deleted'
}

/**
 * Called after every change that alters what anonymous visitors see (publish, edit of a published post, unpublish,
 * delete). Public pages read the database on each request today, so nothing is stale; the page cache plugs in here.
 */
export function publicContentChanged(change: PublicContentChange): void {
  logger.debug('writing: public content changed', change)
  // Any change can move the post in or out of lists, related posts, neighbours and counts (ADR 026).
  invalidateCacheTags([`post:${change.postId}`, 'posts', `author:${change.authorUsername}`])
}

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

// ---- Authors are users ---------------------------------------------------------------------------------------------

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
        if (!isUniqueViolation(error)) throw error
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

async function authorIdOf(userId: string, database: Db): Promise<number | null> {
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
export async function updateAuthorProfile(userId: string, input: unknown, locale: Locale): Promise<AuthorProfile> {
  const parsed = safeParseInput(writingSchemas(locale).authorProfile, input, locale)
  if (!parsed.success) throw new InvalidInputError(fieldErrors(parsed.error), m.api_invalid_input({}, { locale }))
  const database = await db()
  const author = await ensureAuthor(userId, database)
  const set: Partial<typeof authors.$inferInsert> = {
    bio: { en: parsed.data.bio, es: parsed.data.bio, ru: parsed.data.bio, uk: parsed.data.bio },
  }
  if (parsed.data.avatarUploadId) {
    const upload = await findOwnUpload(userId, parsed.data.avatarUploadId, database)
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

// ---- Reading own posts ---------------------------------------------------------------------------------------------

type PostRow = typeof posts.$inferSelect

/** Anything that reads: the database or a transaction of it. */
type Reader = Pick<Db, 'select'>

async function toMyPosts(rows: PostRow[], database: Reader): Promise<MyPost[]> {
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.id)
  const tagRows = await database
    .select({ postId: postTags.postId, slug: tags.slug })
    .from(postTags)
    .innerJoin(tags, eq(tags.id, postTags.tagId))
    .where(inArray(postTags.postId, ids))
    .orderBy(tags.slug)
  const categoryIds = [...new Set(rows.map((r) => r.categoryId).filter((id): id is number => id !== null))]
  const categoryRows = categoryIds.length
    ? await database
        .select({ id: categories.id, slug: categories.slug })
        .from(categories)
        .where(inArray(categories.id, categoryIds))
    : []
  const categorySlugs = new Map(categoryRows.map((c) => [c.id, c.slug]))
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    lang: r.lang,
    title: r.title,
    excerpt: r.excerpt,
    body: r.body,
    status: r.status,
    categorySlug: r.categoryId === null ? null : (categorySlugs.get(r.categoryId) ?? null),
    tags: tagRows.filter((t) => t.postId === r.id).map((t) => t.slug),
    cover:
      r.coverImage.uploadId && r.coverImage.sources
        ? {
            uploadId: r.coverImage.uploadId,
            src: r.coverImage.src,
            width: r.coverImage.width,
            height: r.coverImage.height,
            sources: r.coverImage.sources,
          }
        : null,
    publishedAt: r.publishedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    version: r.version,
  }))
}

/** The member's posts (every status and language), most recently changed first. */
export async function listMyPosts(userId: string): Promise<MyPost[]> {
  const database = await db()
  const authorId = await authorIdOf(userId, database)
  if (authorId === null) return []
  const rows = await database
    .select()
    .from(posts)
    .where(eq(posts.authorId, authorId))
    .orderBy(desc(posts.updatedAt), desc(posts.id))
  return toMyPosts(rows, database)
}

/** Another member's post and an unknown id look the same: not found (spec §6). */
async function ownPostRow(userId: string, id: number, database: Db): Promise<PostRow> {
  const authorId = await authorIdOf(userId, database)
  if (authorId === null) throw new NotFoundError()
  const [row] = await database
    .select()
    .from(posts)
    .where(and(eq(posts.id, id), eq(posts.authorId, authorId)))
  if (!row) throw new NotFoundError()
  return row
}

export async function getMyPost(userId: string, id: number): Promise<MyPost> {
  const database = await db()
  const [post] = await toMyPosts([await ownPostRow(userId, id, database)], database)
  return post!
}

// ---- Slugs ---------------------------------------------------------------------------------------------------------

/** A URL slug from a title in any of the four languages (Cyrillic transliterated), at most 80 characters. */
export function slugFromTitle(title: string): string {
  const base = slugify(title, { lowercase: true, decamelize: false }).slice(0, 80).replace(/-+$/, '')
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(base) ? base : 'post'
}

/** `base`, or `base-2`, `base-3`… whichever no other post uses. */
const freeSlug = (base: string, exceptId: number | null, database: Db) =>
  freeVariant(posts.slug, posts.id, base, exceptId, database)

/** `base`, or the first `base-N` (N ≥ 2) that no row but `exceptId` has in `column`. */
async function freeVariant(
  column: typeof posts.slug | typeof authors.username,
  idColumn: typeof posts.id | typeof authors.id,
  base: string,
  exceptId: number | null,
  database: Db,
): Promise<string> {
  const rows: Array<{ value: string }> = await database
    .select({ value: column })
    .from(column.table)
    .where(
      and(
        sql`(${column} = ${base} or ${column} ~ ${`^${base}-[0-9]+$`})`,
        exceptId === null ? undefined : ne(idColumn, exceptId),
      ),
    )
  const taken = new Set(rows.map((r) => r.value))
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`
}

async function slugTaken(slug: string, exceptId: number | null, database: Db): Promise<boolean> {
  const [row] = await database
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.slug, slug), exceptId === null ? undefined : ne(posts.id, exceptId)))
  return !!row
}

// ---- Versions: no lost updates (ADR 024) ---------------------------------------------------------------------------

/**
 * An edit made against a version of the post that is no longer the current one (the post was saved meanwhile in
 * another tab, device or API client): refused, nothing written. `currentVersion` is the post's version now.
 */
export class StaleEditError extends ConflictError {
  constructor(
    readonly currentVersion: number,
    locale: Locale,
  ) {
    super(m.writing_error_conflict({}, { locale }), 'conflict')
    this.name = 'StaleEditError'
  }
}

/**
 * The version(s) a write was made against: the editor sends the one it loaded or last saved; REST sends what its
 * `If-Match` lists. Without one a write applies to whatever the post is (API clients that never read first).
 */
export interface WriteCondition {
  version?: number | readonly number[]
}

const expectedVersions = (condition: WriteCondition): readonly number[] | null =>
  condition.version === undefined
    ? null
    : typeof condition.version === 'number'
      ? [condition.version]
      : condition.version

/** Refuses the write when the post is not at one of the expected versions. */
function assertVersion(row: PostRow, expected: readonly number[] | null, locale: Locale): void {
  if (expected && !expected.includes(row.version)) throw new StaleEditError(row.version, locale)
}

// ---- Writing -------------------------------------------------------------------------------------------------------

type Fields = Partial<Omit<CreatePostInput, 'status'>> & { status?: PostStatus }

/**
 * Resolves category, tags and cover of the input (unknown ones are field errors) into column values. New tag names
 * (ADR 031) are deduplicated by slug against each other and the existing tags; only slugs no tag has yet are left to
 * create, inside the save's transaction (`withNewTags`). `currentTags` gives the post's tags when `newTags` comes
 * without `tags` (they are added to what the post has).
 */
async function resolveRefs(
  userId: string,
  input: Fields,
  locale: Locale,
  database: Db,
  currentTags: () => Promise<string[]> = async () => [],
) {
  const errors: Record<string, string> = {}
  const out: { categoryId?: number | null; tagIds?: number[]; newTags?: NewTag[]; cover?: StoredImage } = {}
  if (input.categorySlug !== undefined) {
    if (input.categorySlug === null) out.categoryId = null
    else {
      const [row] = await database
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.slug, input.categorySlug))
      if (row) out.categoryId = row.id
      else errors.categorySlug = m.writing_field_category_unknown({}, { locale })
    }
  }
  if (input.tags !== undefined || input.newTags?.length) {
    const wanted = [...new Set(input.tags ?? (await currentTags()))]
    const fresh = new Map<string, string>()
    for (const name of input.newTags ?? []) {
      const slug = tagSlug(name)
      if (!wanted.includes(slug) && !fresh.has(slug)) fresh.set(slug, name)
    }
    const lookup = [...wanted, ...fresh.keys()]
    const rows = lookup.length
      ? await database.select({ id: tags.id, slug: tags.slug }).from(tags).where(inArray(tags.slug, lookup))
      : []
    const known = new Map(rows.map((r) => [r.slug, r.id]))
    for (const slug of known.keys()) fresh.delete(slug)
    if (wanted.some((slug) => !known.has(slug))) errors.tags = m.writing_field_tag_unknown({}, { locale })
    else if (known.size + fresh.size > TAGS_MAX) errors.tags = m.writing_field_tags_max({ max: TAGS_MAX }, { locale })
    else {
      out.tagIds = [...known.values()]
      out.newTags = [...fresh].map(([slug, name]) => ({ slug, name }))
    }
  }
  if (input.coverImageId !== undefined) {
    if (input.coverImageId === null) out.cover = PLACEHOLDER_COVER
    else {
      const upload = await findOwnUpload(userId, input.coverImageId, database)
      if (!upload) errors.coverImageId = m.writing_field_cover_unknown({}, { locale })
      else {
        const view = uploadView(upload)
        out.cover = {
          src: view.src,
          width: upload.width,
          height: upload.height,
          alt: PLACEHOLDER_COVER.alt,
          sources: view.sources,
          uploadId: upload.id,
        }
      }
    }
  }
  return { errors, refs: out }
}

interface NewTag {
  slug: string
  name: string
}

/**
 * Charges the save's new tags to the daily allowance; refuses the save when it is used up. Called last, once every
 * other field has passed, so a save refused for something else (a typo in the title, a taken slug) costs nothing.
 * Returns the refund for a save that fails after the charge (a slug taken meanwhile, a failed write).
 */
async function chargeNewTags(
  userId: string,
  refs: { newTags?: NewTag[] },
  locale: Locale,
): Promise<() => Promise<void>> {
  if (!refs.newTags?.length) return async () => {}
  // All or nothing: a save with more new tags than are left is refused without using any of them.
  const limit = { key: `tags:new:${userId}`, max: NEW_TAGS_PER_DAY, windowSeconds: 24 * 60 * 60 }
  const charge = await take(limit, refs.newTags.length)
  if (!charge.allowed)
    invalid({ newTags: m.writing_field_tags_new_daily({ max: NEW_TAGS_PER_DAY }, { locale }) }, locale)
  return charge.giveBack
}

/**
 * The tag ids of a save: the existing ones plus the new tags, created here (in the save's transaction, so a failed
 * save leaves none behind). A tag created meanwhile by someone else under the same slug is reused, not duplicated.
 * A member's tag is named as typed in every language until someone translates it.
 */
async function withNewTags(tx: Pick<Db, 'insert' | 'select'>, refs: { tagIds?: number[]; newTags?: NewTag[] }) {
  if (!refs.tagIds || !refs.newTags?.length) return refs.tagIds
  const slugs = refs.newTags.map((t) => t.slug)
  await tx
    .insert(tags)
    .values(refs.newTags.map((t) => ({ slug: t.slug, name: { en: t.name, es: t.name, ru: t.name, uk: t.name } })))
    .onConflictDoNothing({ target: tags.slug })
  const created = await tx.select({ id: tags.id }).from(tags).where(inArray(tags.slug, slugs))
  return [...refs.tagIds, ...created.map((r) => r.id)]
}

const entityText: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" }

/** Plain-text start of the body, for an excerpt the author left empty. */
function excerptFrom(body: string): string {
  const text = renderMarkdown(body)
    .replace(/<[^>]+>/g, ' ')
    // The sanitiser decodes every entity and escapes only &, < and > (and " in attributes) again: undo exactly those,
    // in one pass so a typed "&amp;lt;" stays "&lt;".
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => entityText[name] ?? '')
    .replace(/\s+/g, ' ')
    .replace(/\s+([.,;:!?…])/g, '$1')
    .trim()
  return text.length > 200 ? `${text.slice(0, 197).replace(/\s+\S*$/, '')}…` : text
}

/** What publishing requires beyond a valid draft: a category, a body, and a date that is not in the future. */
function publishProblems(
  post: { categoryId: number | null; body: string; publishedAt: Date | null },
  locale: Locale,
): Record<string, string> {
  const problems: Record<string, string> = {}
  if (post.categoryId === null) problems.categorySlug = m.writing_publish_needs_category({}, { locale })
  if (!hasVisibleText(post.body)) problems.body = m.writing_publish_needs_body({}, { locale })
  if (post.publishedAt && post.publishedAt.getTime() > Date.now() + 60_000)
    problems.publishedAt = m.writing_field_date_future({}, { locale })
  return problems
}

function invalid(fields: Record<string, string>, locale: Locale): never {
  throw new InvalidInputError(fields, m.api_invalid_input({}, { locale }))
}

const isUniqueViolation = (error: unknown) => violates(error, '23505')

async function changeOf(
  row: PostRow,
  action: PublicContentChange['action'],
  database: Reader,
  previousSlug?: string,
): Promise<PublicContentChange> {
  const [author] = await database
    .select({ username: authors.username })
    .from(authors)
    .where(eq(authors.id, row.authorId))
  const [post] = await toMyPosts([row], database)
  return {
    postId: row.id,
    slug: row.slug,
    ...(previousSlug && previousSlug !== row.slug ? { previousSlug } : {}),
    lang: row.lang,
    authorUsername: author?.username ?? '',
    categorySlug: post?.categorySlug ?? null,
    tagSlugs: post?.tags ?? [],
    action,
  }
}

/** Creates a post of the signed-in member (a draft unless `status: "published"` and it can be published). */
export async function createMyPost(userId: string, input: unknown, locale: Locale): Promise<MyPost> {
  const parsed = safeParseInput(writingSchemas(locale).create, input, locale)
  if (!parsed.success) invalid(fieldErrors(parsed.error), locale)
  const data = parsed.data
  const database = await db()
  const author = await ensureAuthor(userId, database)
  const { errors, refs } = await resolveRefs(userId, data, locale, database)
  if (data.slug && (await slugTaken(data.slug, null, database)))
    errors.slug = m.writing_field_slug_taken({}, { locale })
  if (Object.keys(errors).length) invalid(errors, locale)

  const status = data.status ?? 'draft'
  const publishedAt = data.publishedAt ? new Date(data.publishedAt) : status === 'published' ? new Date() : null
  const values = {
    authorId: author.id,
    lang: data.lang,
    title: data.title,
    body: data.body,
    excerpt: data.excerpt ?? '',
    categoryId: refs.categoryId ?? null,
    coverImage: refs.cover ?? PLACEHOLDER_COVER,
    readingMinutes: Math.max(1, Math.round(countWords(data.body) / WORDS_PER_MINUTE)),
    status,
    publishedAt,
  }
  if (status === 'published') {
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
  input: unknown,
  locale: Locale,
  condition: WriteCondition = {},
): Promise<MyPost> {
  const parsed = safeParseInput(writingSchemas(locale).update, input, locale)
  if (!parsed.success) invalid(fieldErrors(parsed.error), locale)
  const data = parsed.data
  const database = await db()
  const before = await ownPostRow(userId, id, database)
  const expected = expectedVersions(condition)
  assertVersion(before, expected, locale)
  await ensureAuthor(userId, database)
  const { errors, refs } = await resolveRefs(userId, data, locale, database, () =>
    database
      .select({ slug: tags.slug })
      .from(postTags)
      .innerJoin(tags, eq(tags.id, postTags.tagId))
      .where(eq(postTags.postId, id))
      .then((rows) => rows.map((r) => r.slug)),
  )
  if (data.slug && data.slug !== before.slug && (await slugTaken(data.slug, id, database)))
    errors.slug = m.writing_field_slug_taken({}, { locale })
  if (Object.keys(errors).length) invalid(errors, locale)

  const status = data.status ?? before.status
  const set: Partial<typeof posts.$inferInsert> = { updatedAt: new Date() }
  if (data.title !== undefined) set.title = data.title
  if (data.lang !== undefined) set.lang = data.lang
  if (data.excerpt !== undefined) set.excerpt = data.excerpt
  if (data.body !== undefined) {
    set.body = data.body
    set.readingMinutes = Math.max(1, Math.round(countWords(data.body) / WORDS_PER_MINUTE))
  }
  if (refs.categoryId !== undefined) set.categoryId = refs.categoryId
  if (refs.cover) set.coverImage = refs.cover
  if (data.slug !== undefined) set.slug = data.slug
  else if (data.title !== undefined && neverShared(before)) {
    // A never-published draft's address follows its title until the author sets one (its URL was never shared).
    set.slug = await freeSlug(slugFromTitle(data.title), id, database)
  }
  set.status = status
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
  if (status === 'published') {
    const problems = publishProblems(merged, locale)
    if (Object.keys(problems).length) invalid(problems, locale)
    if (!merged.excerpt) set.excerpt = excerptFrom(merged.body)
  }
  const giveBack = await chargeNewTags(userId, refs, locale)

  let after: PostRow
  try {
    after = await database.transaction(async (tx) => {
      const [updated] = await tx
        .update(posts)
        .set({ ...set, version: sql`${posts.version} + 1` })
        .where(and(eq(posts.id, id), expected ? inArray(posts.version, [...expected]) : undefined))
        .returning()
      if (!updated) {
        // Saved by someone else between the read above and this write (or deleted: not found).
        const [now] = await tx.select({ version: posts.version }).from(posts).where(eq(posts.id, id))
        if (!now) throw new NotFoundError()
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

/** A draft never published: its address was never shown to anyone, so it may change without a trace. */
const neverShared = (post: PostRow) => post.status === 'draft' && post.publishedAt === null

/** A post takes `slug` as its address: a redirect from it (an address another post had) ends, the live one wins. */
const takeAddress = (tx: Pick<Db, 'delete'>, slug: string) =>
  tx.delete(postRedirects).where(eq(postRedirects.slug, slug))

/** A slug change: the new address is the post's own, and the old one, if it was ever shared, redirects here. */
async function keepOldAddress(tx: Pick<Db, 'insert' | 'delete'>, before: PostRow, slug: string) {
  await takeAddress(tx, slug)
  if (neverShared(before)) return
  await tx
    .insert(postRedirects)
    .values({ slug: before.slug, postId: before.id })
    .onConflictDoUpdate({ target: postRedirects.slug, set: { postId: before.id, createdAt: new Date() } })
}

/** Deletes an own post; with `condition.version`, only the version the member saw (else `StaleEditError`). */
export async function deleteMyPost(
  userId: string,
  id: number,
  condition: WriteCondition = {},
  locale: Locale = 'en',
): Promise<void> {
  const database = await db()
  const row = await ownPostRow(userId, id, database)
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

/** Categories and tags the editor offers, named in the page's language. */
export async function editorOptions(locale: Locale): Promise<EditorOptions> {
  const database = await db()
  const [categoryRows, tagRows] = await Promise.all([
    reusedQuery(database, 'writing.categories', () =>
      database.select().from(categories).orderBy(categories.position, categories.id),
    ).execute(),
    reusedQuery(database, 'writing.tags', () => database.select().from(tags)).execute(),
  ])
  return {
    uploadMaxMb: Math.round((env().UPLOAD_MAX_BYTES / (1024 * 1024)) * 10) / 10,
    categories: categoryRows.map((c) => ({ slug: c.slug, name: c.name[locale] })),
    tags: tagRows
      .map((t) => ({ slug: t.slug, name: t.name[locale] }))
      .sort((a, b) => a.name.localeCompare(b.name, locale)),
  }
}

/** The editor's live preview: the very pipeline of the public post page (Markdown → sanitised HTML). */
export function previewMarkdown(body: string): string {
  return renderMarkdown(body)
}

// ---- Account deletion (ADR 024) ------------------------------------------------------------------------------------

/**
 * To be called by account deletion BEFORE the account row is removed: every post of the member is unpublished
 * (nothing they wrote stays public) and their author page is anonymised and detached from the account.
 * Returns how many posts were taken down, and `announce`, which the caller calls once its transaction has committed
 * (caches dropped earlier could be refilled with the old pages by a read in between). Safe to call for a member who
 * never wrote. Account deletion passes its transaction, so the posts go down together with the account or not at all.
 */
export async function unpublishPostsOfDeletedAccount(
  userId: string,
  database?: Pick<Db, 'select' | 'transaction'>,
): Promise<{ unpublished: number; announce: () => void }> {
  const d = database ?? (await db())
  const [author] = await d.select().from(authors).where(eq(authors.userId, userId))
  if (!author) return { unpublished: 0, announce: () => {} }
  const published = await d
    .select()
    .from(posts)
    .where(and(eq(posts.authorId, author.id), eq(posts.status, 'published')))
  const changes = await Promise.all(published.map((row) => changeOf(row, 'unpublished', d)))
  await d.transaction(async (tx) => {
    await tx
      .update(posts)
      .set({ status: 'unpublished', updatedAt: new Date(), version: sql`${posts.version} + 1` })
      .where(and(eq(posts.authorId, author.id), eq(posts.status, 'published')))
    await tx
      .update(authors)
      .set({
        userId: null,
        username: `former_${author.id}`,
        displayName: '—',
        bio: { en: '', es: '', ru: '', uk: '' },
        avatar: DEFAULT_AVATAR,
      })
      .where(eq(authors.id, author.id))
  })
  const announce = () => {
    for (const change of changes) publicContentChanged(change)
    // The author page goes even when nothing was published (its cached page and API answer would stay up otherwise).
    invalidateCacheTags([`author:${author.username}`, 'posts'])
  }
  return { unpublished: changes.length, announce }
}
