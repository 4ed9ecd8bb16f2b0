import slugify from '@sindresorhus/slugify'
import { z } from 'zod'
import { locales, type Locale } from '@/lib/i18n/locales'
import { integerParam } from '@/lib/integer-param'
import { withJsonSchema } from '@/lib/json-schema-hint'
import { hasVisibleText } from '@/lib/text-check'
import type { ImageSourceView } from '@/lib/images'
import { plainText } from '@/lib/validation'
import { m } from '@/paraglide/messages'

// Writing: members' own posts (ADR 024). Client-safe: zod schemas and the shapes both sides see.

/** What a member may ask a post to be; `published` may land as `pending` until an editor approves (ADR 052). */
export const postStatuses = ['draft', 'published', 'unpublished'] as const
export type RequestedStatus = (typeof postStatuses)[number]
/** Every status a post can be in, as its author sees it (ADR 024, 052): only `published` is public. */
export const storedPostStatuses = [
  'draft',
  'pending',
  'published',
  'unpublished',
  'rejected',
  'hidden',
  'withheld',
] as const
export type PostStatus = (typeof storedPostStatuses)[number]

export const TITLE_MAX = 200
export const EXCERPT_MAX = 500
export const BODY_MAX = 100_000
export const TAGS_MAX = 10
/** New tags a member types (ADR 031): their length, and how many one member may create a day. */
export const TAG_NAME_MIN = 2
export const TAG_NAME_MAX = 40
export const NEW_TAGS_PER_DAY = 20
export const BIO_MAX = 500
/**
 * Images one member may upload a day (ADR 025). A writer uploads a cover and an avatar now and then, a few a day at
 * most; 100 is never met by a real writer, yet bounds what one account can store (each upload is six variants).
 */
export const UPLOADS_PER_DAY = 100

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const UPLOAD_ID = /^[a-z0-9-]{8,64}$/
/** Letters and digits of any script, with inner spaces, hyphens and apostrophes ("Côte d'Azur", "Київ 2026"). */
const TAG_NAME = /^[\p{L}\p{N}](?:[\p{L}\p{M}\p{N}]|[ '’-](?=[\p{L}\p{N}]))*$/u

/** The slug of a tag name: the same transliterating slug rules as post titles (ADR 031). */
export function tagSlug(name: string): string {
  const slug = slugify(name, { lowercase: true, decamelize: false }).slice(0, 60).replace(/-+$/, '')
  return SLUG.test(slug) ? slug : ''
}

/** A typed tag name tidied: trimmed, inner runs of spaces made one. */
export const tidyTagName = (name: string) => name.trim().replace(/\s+/g, ' ')

/** Post fields with messages in the given language; `create` needs title, lang and body, `update` any subset. */
export function writingSchemas(locale: Locale) {
  const title = z
    .string({ error: () => m.writing_field_title_required({}, { locale }) })
    .trim()
    .min(1, { error: () => m.writing_field_title_required({}, { locale }) })
    .max(TITLE_MAX, { error: () => m.writing_field_too_long({ max: TITLE_MAX }, { locale }) })
    // Zero-width characters alone would publish a post whose link and heading have no text.
    .refine(hasVisibleText, { error: () => m.writing_field_title_required({}, { locale }) })
    .refine(...plainText())
  const fields = {
    title,
    slug: z
      .string({ error: () => m.writing_field_slug_invalid({}, { locale }) })
      .trim()
      .toLowerCase()
      .max(120, { error: () => m.writing_field_too_long({ max: 120 }, { locale }) })
      .regex(SLUG, { error: () => m.writing_field_slug_invalid({}, { locale }) }),
    lang: z.enum(locales, { error: () => m.writing_field_lang_invalid({}, { locale }) }),
    excerpt: z
      .string({ error: () => m.writing_field_too_long({ max: EXCERPT_MAX }, { locale }) })
      .trim()
      .max(EXCERPT_MAX, { error: () => m.writing_field_too_long({ max: EXCERPT_MAX }, { locale }) })
      .refine(...plainText({ multiline: true })),
    body: z
      .string({ error: () => m.writing_field_body_invalid({}, { locale }) })
      .max(BODY_MAX, { error: () => m.writing_field_too_long({ max: BODY_MAX }, { locale }) })
      .refine(...plainText({ multiline: true })),
    categorySlug: z
      .string({ error: () => m.writing_field_category_unknown({}, { locale }) })
      .regex(SLUG, { error: () => m.writing_field_category_unknown({}, { locale }) })
      .nullable(),
    tags: z
      .array(z.string().regex(SLUG, { error: () => m.writing_field_tag_unknown({}, { locale }) }), {
        error: () => m.writing_field_tag_unknown({}, { locale }),
      })
      .max(TAGS_MAX, { error: () => m.writing_field_tags_max({ max: TAGS_MAX }, { locale }) }),
    newTags: z
      .array(
        z
          .string({ error: () => m.writing_field_tag_name_invalid({}, { locale }) })
          .transform(tidyTagName)
          .pipe(
            z
              .string()
              .min(TAG_NAME_MIN, { error: () => m.writing_field_tag_name_invalid({}, { locale }) })
              .max(TAG_NAME_MAX, { error: () => m.writing_field_tag_name_invalid({}, { locale }) })
              .regex(TAG_NAME, { error: () => m.writing_field_tag_name_invalid({}, { locale }) })
              .refine((name) => tagSlug(name) !== '', {
                error: () => m.writing_field_tag_name_invalid({}, { locale }),
              }),
          ),
        { error: () => m.writing_field_tag_name_invalid({}, { locale }) },
      )
      .max(TAGS_MAX, { error: () => m.writing_field_tags_max({ max: TAGS_MAX }, { locale }) }),
    coverImageId: z
      .string({ error: () => m.writing_field_cover_unknown({}, { locale }) })
      .regex(UPLOAD_ID, { error: () => m.writing_field_cover_unknown({}, { locale }) })
      .nullable(),
    status: z.enum(postStatuses, { error: () => m.writing_field_status_invalid({}, { locale }) }),
    publishedAt: z.iso
      .datetime({ offset: true, error: () => m.writing_field_date_invalid({}, { locale }) })
      // Years before 1900 are typing slips, and some (0001) would not read back as written.
      .refine(
        withJsonSchema((value: string) => Date.parse(value) >= Date.UTC(1900, 0, 1), {
          // The year, from 1900 (a time zone ahead of UTC on 1900-01-01 still falls before it).
          allOf: [{ pattern: '^(?:19|[2-9][0-9])[0-9]{2}-' }],
        }),
        {
          error: () => m.writing_field_date_invalid({}, { locale }),
        },
      )
      .nullable(),
  }
  const create = z.strictObject({
    ...fields,
    slug: fields.slug.optional(),
    excerpt: fields.excerpt.optional(),
    categorySlug: fields.categorySlug.optional(),
    tags: fields.tags.optional(),
    newTags: fields.newTags.optional(),
    coverImageId: fields.coverImageId.optional(),
    status: fields.status.exclude(['unpublished']).optional(),
    publishedAt: fields.publishedAt.optional(),
  })
  const update = z.strictObject({
    title: fields.title.optional(),
    slug: fields.slug.optional(),
    lang: fields.lang.optional(),
    excerpt: fields.excerpt.optional(),
    body: fields.body.optional(),
    categorySlug: fields.categorySlug.optional(),
    tags: fields.tags.optional(),
    newTags: fields.newTags.optional(),
    coverImageId: fields.coverImageId.optional(),
    status: fields.status.optional(),
    publishedAt: fields.publishedAt.optional(),
  })
  const authorProfile = z.strictObject({
    bio: z
      .string({ error: () => m.writing_field_too_long({ max: BIO_MAX }, { locale }) })
      .trim()
      .max(BIO_MAX, { error: () => m.writing_field_too_long({ max: BIO_MAX }, { locale }) })
      .refine(...plainText({ multiline: true })),
    avatarUploadId: fields.coverImageId.optional(),
  })
  return { create, update, authorProfile }
}

export type CreatePostInput = z.output<ReturnType<typeof writingSchemas>['create']>
export type UpdatePostInput = z.output<ReturnType<typeof writingSchemas>['update']>
export type AuthorProfileInput = z.output<ReturnType<typeof writingSchemas>['authorProfile']>

export const postIdSchema = integerParam(z.int().min(1).max(2_147_483_647))

/** A post's version (`MyPost.version`), as the editor sends the one its text was made against. */
export const postVersionSchema = z.int().min(1).max(2_147_483_647)
export const postIdInput = z.object({ locale: z.enum(locales), id: postIdSchema })
export const previewInput = z.object({ body: z.string().max(BODY_MAX) })

export interface CoverView {
  uploadId: string
  src: string
  width: number
  height: number
  sources: ImageSourceView[]
}

/** A post as its author sees it (drafts included). */
export interface MyPost {
  id: number
  slug: string
  lang: Locale
  title: string
  excerpt: string
  body: string
  status: PostStatus
  /** An editor's reason for rejecting or hiding it (ADR 052), else null. */
  moderationReason: string | null
  categorySlug: string | null
  tags: string[]
  cover: CoverView | null
  publishedAt: string | null
  createdAt: string
  updatedAt: string
  /** Raised by every write; an edit sent with an older one is refused (409, REST: ETag / If-Match). */
  version: number
}

export interface EditorOptions {
  /** The configured upload limit (UPLOAD_MAX_BYTES) in MB, for the cover field's hint. */
  uploadMaxMb: number
  categories: Array<{ slug: string; name: string }>
  tags: Array<{ slug: string; name: string }>
}

export interface AuthorProfile {
  username: string
  displayName: string
  bio: string
  avatar: string
}
