import type { ContentLocale, LocalizedText } from '@/server/db/schema'

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
  name: string
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
