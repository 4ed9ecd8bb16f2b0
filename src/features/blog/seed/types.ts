import type { Locale } from '@/lib/i18n/locales'

// Same shape as the jsonb columns in src/server/db/schema.ts (structural, so seed data stays client-safe).
export type LocalizedText = Record<Locale, string>
type ContentLocale = Locale

export interface AuthorSeed {
  username: string
  displayName: string
  bio: LocalizedText
}

export interface CategorySeed {
  slug: string
  name: LocalizedText
  description: LocalizedText
}

export interface TagSeed {
  slug: string
  name: LocalizedText
}

export interface PostSeed {
  slug: string
  author: string
  category: string
  tags: string[]
  title: string
  excerpt: string
  body: string
  /** public/images/posts/cover-{n}.svg */
  cover: number
  /** Published this many days before the seed base date. */
  daysBefore: number
  status?: 'draft' | 'published'
}

export type PostsByLanguage = { lang: ContentLocale; posts: PostSeed[] }
