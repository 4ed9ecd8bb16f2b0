import { z } from 'zod'
import type { ImageView } from '@/lib/images'
import { locales, type Locale } from '@/lib/i18n/locales'
import { cursorSchema, limitSchema, type Page } from '@/lib/pagination'
import { searchTextValue } from '@/lib/search-params'
import { fieldMessage } from '@/lib/validation'
import { m } from '@/paraglide/messages'

export const slugSchema = z
  .string()
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: fieldMessage((locale) => m.blog_field_slug_invalid({}, { locale })) })

/** Author usernames are lowercase account handles (the database enforces it too). */
export const usernameSchema = z
  .string()
  .max(40)
  .regex(/^[a-z0-9_-]{2,40}$/, { error: fieldMessage((locale) => m.blog_field_username_invalid({}, { locale })) })

export const POSTS_PAGE_SIZE = 10

export const postListFiltersSchema = z.object({
  category: slugSchema.optional(),
  tag: slugSchema.optional(),
  author: usernameSchema.optional(),
  /** Only posts written in this language (default: every language, reader's first; ADR 006). */
  lang: z.enum(locales).optional(),
  cursor: cursorSchema.optional(),
  limit: limitSchema(POSTS_PAGE_SIZE),
})

export const postListInputSchema = postListFiltersSchema.extend({ locale: z.enum(locales) })
export type PostListInput = z.input<typeof postListInputSchema>

export const postInputSchema = z.object({ locale: z.enum(locales), slug: slugSchema })
export const movedPostInputSchema = z.object({ slug: slugSchema })
export const authorInputSchema = z.object({ locale: z.enum(locales), username: usernameSchema })
export const termInputSchema = z.object({ locale: z.enum(locales), slug: slugSchema })
export const localeInputSchema = z.object({ locale: z.enum(locales) })

/** Search params of blog list pages; bad values are dropped rather than failing the page. */
export const blogSearchSchema = z.object({
  category: z.preprocess(searchTextValue, slugSchema.optional()).catch(undefined),
  tag: z.preprocess(searchTextValue, slugSchema.optional()).catch(undefined),
  cursor: cursorSchema.optional().catch(undefined),
})

interface AuthorRef {
  username: string
  displayName: string
  avatar: string
}

export interface TermRef {
  slug: string
  name: string
}

export interface PostCard {
  id: number
  slug: string
  lang: Locale
  title: string
  excerpt: string
  cover: ImageView
  readingMinutes: number
  /** Public comments and replies (ADR 059), read from the post's row. */
  commentCount: number
  publishedAt: string
  author: AuthorRef
  category: TermRef
  tags: TermRef[]
}

export interface PostLink {
  slug: string
  title: string
  lang: Locale
}

export interface PostDetail extends PostCard {
  html: string
  updatedAt: string
  authorBio: string
  related: PostCard[]
  previous: PostLink | null
  next: PostLink | null
}

export type PostList = Page<PostCard>

export interface CategoryInfo extends TermRef {
  description: string
  posts: number
}

export interface TagInfo extends TermRef {
  posts: number
}

export interface AuthorInfo extends AuthorRef {
  bio: string
  posts: number
}
