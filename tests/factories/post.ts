import type { Db } from '@/server/db/client.server'
import { posts, postTags } from '@/server/db/schema'
import { createAuthor, type AuthorRow } from './author'
import { createCategory, type CategoryRow } from './category'
import { sequence } from './sequence'
import { createTag, type TagRow } from './tag'

export type PostRow = typeof posts.$inferSelect

export interface PostOptions extends Partial<typeof posts.$inferInsert> {
  author?: AuthorRow
  category?: CategoryRow
  /** Tags to link; a new tag when omitted (every published post has at least one). */
  tags?: TagRow[]
}

/**
 * A published post with its author, category and tags (created when not given). Each call is published an hour
 * later than the previous one, so "newest first" is the reverse of creation order unless `publishedAt` is given.
 */
export async function createPost(db: Db, options: PostOptions = {}): Promise<PostRow & { tags: TagRow[] }> {
  const { author, category, tags, ...overrides } = options
  const n = sequence()
  const authorId = overrides.authorId ?? (author ?? (await createAuthor(db))).id
  const categoryId = overrides.categoryId ?? (category ?? (await createCategory(db))).id
  const linked = tags ?? [await createTag(db)]
  const status = overrides.status ?? 'published'
  const at = new Date(Date.UTC(2026, 9, 1) + n * 3_600_000)
  const [row] = await db
    .insert(posts)
    .values({
      slug: `post-${n}`,
      lang: 'en',
      authorId,
      categoryId,
      title: `Post ${n}`,
      excerpt: `Excerpt of post ${n}`,
      body: `Opening of post ${n}.\n\n## Section ${n}\n\nMore text.`,
      coverImage: {
        src: '/images/posts/cover-1.svg',
        width: 1200,
        height: 600,
        alt: { en: '', es: '', ru: '', uk: '' },
      },
      readingMinutes: 1,
      status,
      publishedAt: status === 'published' ? at : null,
      createdAt: at,
      updatedAt: at,
      ...overrides,
    })
    .returning()
  if (linked.length) await db.insert(postTags).values(linked.map((t) => ({ postId: row!.id, tagId: t.id })))
  return { ...row!, tags: linked }
}
