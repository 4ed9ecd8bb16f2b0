import { eq, inArray } from 'drizzle-orm'
import { InvalidInputError } from '@/lib/errors'
import { POST_PLACEHOLDER_COVER_SRC } from '@/lib/images'
import type { Locale } from '@/lib/i18n/locales'
import type { Db } from '@/server/db/client.server'
import { categories, tags, type StoredImage } from '@/server/db/schema'
import { take } from '@/server/rate-limit/rate-limit.server'
import { m } from '@/paraglide/messages'
import { findOwnUpload, storedImageOf } from '@/server/images/uploads.server'
import { NEW_TAGS_PER_DAY, TAGS_MAX, tagSlug, type CreatePostInput, type RequestedStatus } from './writing.schemas'

// What a post refers to: its category, tags (new ones included, ADR 031) and cover, resolved into column values.

/** Shown until the author picks a cover (the public pages always have an illustration to lay out). */
export const PLACEHOLDER_COVER: StoredImage = {
  src: POST_PLACEHOLDER_COVER_SRC,
  width: 1200,
  height: 600,
  alt: { en: '', es: '', ru: '', uk: '' },
}

export type PostFields = Partial<Omit<CreatePostInput, 'status'>> & { status?: RequestedStatus }

export interface NewTag {
  slug: string
  name: string
}

export interface PostRefs {
  categoryId?: number | null
  tagIds?: number[]
  newTags?: NewTag[]
  cover?: StoredImage
}

export function invalid(fields: Record<string, string>, locale: Locale): never {
  throw new InvalidInputError(fields, m.api_invalid_input({}, { locale }))
}

/**
 * Resolves category, tags and cover of the input (unknown ones are field errors) into column values. New tag names
 * (ADR 031) are deduplicated by slug against each other and the existing tags; only slugs no tag has yet are left to
 * create, inside the save's transaction (`withNewTags`). `currentTags` gives the post's tags when `newTags` comes
 * without `tags` (they are added to what the post has).
 */
export async function resolveRefs(
  userId: string,
  input: PostFields,
  locale: Locale,
  database: Db,
  currentTags: () => Promise<string[]> = async () => [],
): Promise<{ errors: Record<string, string>; refs: PostRefs }> {
  const errors: Record<string, string> = {}
  const out: PostRefs = {}
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
        out.cover = storedImageOf(upload, PLACEHOLDER_COVER.alt)
      }
    }
  }
  return { errors, refs: out }
}

/**
 * Charges the save's new tags to the daily allowance; refuses the save when it is used up. Called last, once every
 * other field has passed, so a save refused for something else (a typo in the title, a taken slug) costs nothing.
 * Returns the refund for a save that fails after the charge (a slug taken meanwhile, a failed write).
 */
export async function chargeNewTags(userId: string, refs: PostRefs, locale: Locale): Promise<() => Promise<void>> {
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
export async function withNewTags(tx: Pick<Db, 'insert' | 'select'>, refs: PostRefs) {
  if (!refs.tagIds || !refs.newTags?.length) return refs.tagIds
  const slugs = refs.newTags.map((t) => t.slug)
  await tx
    .insert(tags)
    .values(refs.newTags.map((t) => ({ slug: t.slug, name: { en: t.name, es: t.name, ru: t.name, uk: t.name } })))
    .onConflictDoNothing({ target: tags.slug })
  const created = await tx.select({ id: tags.id }).from(tags).where(inArray(tags.slug, slugs))
  return [...refs.tagIds, ...created.map((r) => r.id)]
}
