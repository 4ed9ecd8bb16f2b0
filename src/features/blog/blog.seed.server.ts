import { inArray } from 'drizzle-orm'
import { countWords } from '@/lib/markdown.server'
import type { Db } from '@/server/db/client.server'
import { registerSeedStep } from '@/server/db/seed.server'
import { authors, categories, posts, postTags, tags, type LocalizedText } from '@/server/db/schema'
import { SEED_BASE_DATE } from '@/server/db/seed-base-date'
import { postsEn } from './seed/posts-en'
import { postsEs } from './seed/posts-es'
import { postsRu } from './seed/posts-ru'
import { postsUk } from './seed/posts-uk'
import { authorAvatars, authorsSeed, categoriesSeed, tagsSeed } from './seed/taxonomy'

export const postSeeds = [postsEn, postsEs, postsRu, postsUk].flatMap((group) =>
  group.posts.map((p) => ({ ...p, lang: group.lang })),
)

const WORDS_PER_MINUTE = 200
export const readingMinutes = (body: string) => Math.max(1, Math.round(countWords(body) / WORDS_PER_MINUTE))

// Covers are decorative illustrations beside the post title: an empty text alternative.
const decorative: LocalizedText = { en: '', es: '', ru: '', uk: '' }

export async function seedBlog(database: Db) {
  await database
    .insert(authors)
    .values(
      authorsSeed.map((a) => ({
        ...a,
        avatar: authorAvatars[a.username] ?? '/favicon.svg',
        createdAt: new Date(SEED_BASE_DATE),
      })),
    )
    .onConflictDoNothing({ target: authors.username })
  await database
    .insert(categories)
    .values(categoriesSeed.map((c, position) => ({ ...c, position })))
    .onConflictDoNothing({ target: categories.slug })
  await database.insert(tags).values(tagsSeed).onConflictDoNothing({ target: tags.slug })

  const authorIds = new Map(
    (await database.select({ id: authors.id, key: authors.username }).from(authors)).map((r) => [r.key, r.id]),
  )
  const categoryIds = new Map(
    (await database.select({ id: categories.id, key: categories.slug }).from(categories)).map((r) => [r.key, r.id]),
  )
  const tagIds = new Map((await database.select({ id: tags.id, key: tags.slug }).from(tags)).map((r) => [r.key, r.id]))
  const need = (map: Map<string, number>, key: string) => {
    const id = map.get(key)
    if (id === undefined) throw new Error(`seed: unknown reference "${key}"`)
    return id
  }

  await database
    .insert(posts)
    .values(
      postSeeds.map((p) => {
        const at = new Date(SEED_BASE_DATE - p.daysBefore * 86_400_000 + 9 * 3_600_000)
        const status = p.status ?? ('published' as const)
        return {
          slug: p.slug,
          lang: p.lang,
          authorId: need(authorIds, p.author),
          categoryId: need(categoryIds, p.category),
          title: p.title,
          excerpt: p.excerpt,
          body: p.body,
          coverImage: { src: `/images/posts/cover-${p.cover}.svg`, width: 1200, height: 600, alt: decorative },
          readingMinutes: readingMinutes(p.body),
          status,
          publishedAt: status === 'published' ? at : null,
          createdAt: at,
          updatedAt: at,
        }
      }),
    )
    .onConflictDoNothing({ target: posts.slug })

  const postIds = new Map(
    (
      await database
        .select({ id: posts.id, key: posts.slug })
        .from(posts)
        .where(
          inArray(
            posts.slug,
            postSeeds.map((p) => p.slug),
          ),
        )
    ).map((r) => [r.key, r.id]),
  )
  const links = postSeeds.flatMap((p) => p.tags.map((t) => ({ postId: need(postIds, p.slug), tagId: need(tagIds, t) })))
  await database.insert(postTags).values(links).onConflictDoNothing()
}

registerSeedStep({ name: 'blog', run: seedBlog })
