import { z } from 'zod'
import { localizedTextSchema } from '@/lib/localized-text'
import { locales } from '@/lib/i18n/locales'
import { slugSchema, usernameSchema } from './blog.schemas'

// The shape of the blog's content files (the seed's posts and taxonomy). Client-safe: zod only.
//   content/blog/authors.yaml, categories.yaml (in display order), tags.yaml
//   content/blog/posts/<lang>/<slug>.md   (YAML front-matter + Markdown body)

const authorContentSchema = z.strictObject({
  username: usernameSchema,
  displayName: z.string().min(1),
  /** Path under public/, e.g. /images/authors/maria.svg. */
  avatar: z.string().regex(/^\/[\w./-]+$/, 'Expected a path under public/, such as /images/authors/x.svg'),
  bio: localizedTextSchema,
  /** The author's account e-mail (default <username>@authors.waypoints.local); it signs in after a password reset. */
  email: z.email().optional(),
})

const categoryContentSchema = z.strictObject({
  slug: slugSchema,
  name: localizedTextSchema,
  description: localizedTextSchema,
})

const tagContentSchema = z.strictObject({ slug: slugSchema, name: localizedTextSchema })

export const authorsFileSchema = z.array(authorContentSchema).min(1)
export const categoriesFileSchema = z.array(categoryContentSchema).min(1)
export const tagsFileSchema = z.array(tagContentSchema).min(1)

export const postFrontMatterSchema = z.strictObject({
  title: z.string().min(1),
  excerpt: z.string().min(1),
  /** An author's username from authors.yaml. */
  author: usernameSchema,
  /** A category slug from categories.yaml. */
  category: slugSchema,
  /** Tag slugs from tags.yaml. */
  tags: z.array(slugSchema).min(1),
  /** The post's own illustration: public/images/posts/<cover>.svg, one per story (ADR 063). */
  cover: slugSchema,
  /** Published this many days before the seed base date. */
  daysBefore: z.number().int().nonnegative(),
  status: z.enum(['draft', 'published']),
})

/** Where a post file is: the folder is its language, the file name its slug. */
export const postLocationSchema = z.object({ lang: z.enum(locales), slug: slugSchema })

export type AuthorContent = z.output<typeof authorContentSchema>
export type CategoryContent = z.output<typeof categoryContentSchema>
export type TagContent = z.output<typeof tagContentSchema>
export type PostFrontMatter = z.output<typeof postFrontMatterSchema>
