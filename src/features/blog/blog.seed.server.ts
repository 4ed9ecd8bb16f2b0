import path from 'node:path'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { and, eq, inArray, sql } from 'drizzle-orm'
import {
  ContentFileError,
  contentRoot,
  listContentFiles,
  readMarkdownFile,
  readYamlFile,
  validateContent,
} from '@/lib/content-file.server'
import { locales } from '@/lib/i18n/locales'
import { POST_PLACEHOLDER_COVER_SRC } from '@/lib/images'
import { countWords } from '@/lib/markdown.server'
import type { Db } from '@/server/db/client.server'
import type { SeedStep } from '@/server/db/seed-runner.server'
import {
  authors,
  categories,
  posts,
  postTags,
  tags,
  uploads,
  user,
  type LocalizedText,
  type StoredImage,
} from '@/server/db/schema'
import {
  hasStoredImage,
  imageSources,
  processImage,
  storeImage,
  storedVariants,
} from '@/server/images/image-pipeline.server'
import { SEED_BASE_DATE } from '@/server/db/seed-base-date'
import {
  authorsFileSchema,
  categoriesFileSchema,
  postFrontMatterSchema,
  postLocationSchema,
  tagsFileSchema,
  type AuthorContent,
  type CategoryContent,
  type PostFrontMatter,
  type TagContent,
} from './blog.content'

type PostSeed = PostFrontMatter & { slug: string; lang: (typeof locales)[number]; body: string }

interface BlogContent {
  authors: AuthorContent[]
  categories: CategoryContent[]
  tags: TagContent[]
  posts: PostSeed[]
}

function uniqueBy<T>(file: string, items: T[], key: (item: T) => string, field: string) {
  const seen = new Set<string>()
  items.forEach((item, index) => {
    const value = key(item)
    if (seen.has(value)) throw new ContentFileError(file, [`${index}.${field}: "${value}" appears twice`])
    seen.add(value)
  })
}

/**
 * The blog's content files, validated: taxonomy first, then every post, whose author, category and tags must
 * exist. Posts come in a stable order (language, published before drafts, newest first).
 */
export function loadBlogContent(root = contentRoot): BlogContent {
  const dir = path.join(root, 'blog')
  const authorsFile = path.join(dir, 'authors.yaml')
  const categoriesFile = path.join(dir, 'categories.yaml')
  const tagsFile = path.join(dir, 'tags.yaml')
  const authorList = readYamlFile(authorsFile, authorsFileSchema)
  const categoryList = readYamlFile(categoriesFile, categoriesFileSchema)
  const tagList = readYamlFile(tagsFile, tagsFileSchema)
  uniqueBy(authorsFile, authorList, (a) => a.username, 'username')
  uniqueBy(categoriesFile, categoryList, (c) => c.slug, 'slug')
  uniqueBy(tagsFile, tagList, (t) => t.slug, 'slug')

  const known = {
    author: new Set(authorList.map((a) => a.username)),
    category: new Set(categoryList.map((c) => c.slug)),
    tag: new Set(tagList.map((t) => t.slug)),
  }
  const slugs = new Map<string, string>()
  const postsDir = path.join(dir, 'posts')
  const postList = listContentFiles(postsDir, ['.md']).map((file): PostSeed => {
    const [lang, name, ...rest] = path.relative(postsDir, file).split(path.sep)
    if (!name || rest.length) throw new ContentFileError(file, ['(file name): expected posts/<lang>/<slug>.md'])
    const where = validateContent(file, postLocationSchema, { lang, slug: name.slice(0, -'.md'.length) }, [
      '(file name)',
    ])
    const { data, body } = readMarkdownFile(file, postFrontMatterSchema)
    const problems: string[] = []
    if (!known.author.has(data.author)) problems.push(`author: "${data.author}" is not in authors.yaml`)
    if (!known.category.has(data.category)) problems.push(`category: "${data.category}" is not in categories.yaml`)
    data.tags.forEach((tag, i) => {
      if (!known.tag.has(tag)) problems.push(`tags.${i}: "${tag}" is not in tags.yaml`)
    })
    if (!body.trim()) problems.push('(body): the post has no text')
    if (!existsSync(path.join(publicRoot, postCoverPath(data.cover))))
      problems.push(`cover: "${data.cover}" has no file public${postCoverPath(data.cover)}`)
    const other = slugs.get(where.slug)
    if (other) problems.push(`(file name): slug "${where.slug}" is already used by ${other}`)
    if (problems.length) throw new ContentFileError(file, problems)
    slugs.set(where.slug, path.relative(postsDir, file))
    return { ...data, ...where, body }
  })
  const rank = (p: PostSeed) => [locales.indexOf(p.lang), p.status === 'draft' ? 1 : 0, p.daysBefore] as const
  postList.sort((a, b) => {
    const [x, y] = [rank(a), rank(b)]
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2] || a.slug.localeCompare(b.slug)
  })
  return { authors: authorList, categories: categoryList, tags: tagList, posts: postList }
}

const WORDS_PER_MINUTE = 200
export const readingMinutes = (body: string) => Math.max(1, Math.round(countWords(body) / WORDS_PER_MINUTE))

// Covers are decorative illustrations beside the post title: an empty text alternative.
const decorative: LocalizedText = { en: '', es: '', ru: '', uk: '' }

const publicRoot = path.resolve('public')

const PLACEHOLDER_POST_COVER: StoredImage = {
  src: POST_PLACEHOLDER_COVER_SRC,
  width: 1200,
  height: 600,
  alt: decorative,
}

/** Where a post's named cover is (content/blog/posts/<lang>/*.md `cover:`). */
export const postCoverPath = (name: string) => `/images/posts/${name}.svg`

/** The old shared seed covers: the SVG itself or its processed upload (seed-cover-N-<hash>). */
const sharedSeedCover = sql`(${posts.coverImage} ->> 'src' ~ '^/images/posts/cover-[0-9]+[.]svg$' or ${posts.coverImage} ->> 'uploadId' ~ '^seed-cover-[0-9]+-')`

async function processAndStore(id: string, bytes: Buffer) {
  const made = await processImage(bytes, { allowSvg: true })
  return { width: made.width, height: made.height, variants: await storeImage(id, made) }
}

/**
 * A seed illustration through the upload pipeline (responsive AVIF/WebP variants, ADR 025). The id comes from the
 * file's content, so re-seeding reuses stored variants and a changed file gets new ones.
 */
async function seedImage(database: Db, publicPath: string, alt: LocalizedText): Promise<StoredImage> {
  const bytes = readFileSync(path.join(publicRoot, publicPath))
  const name = path.basename(publicPath, path.extname(publicPath)).replace(/[^a-z0-9-]/g, '-')
  const id = `seed-${name}-${createHash('sha256').update(bytes).digest('hex').slice(0, 12)}`
  let [row] = await database.select().from(uploads).where(eq(uploads.id, id))
  if (!row || !(await hasStoredImage(row.variants))) {
    // Another database on this data folder (a test's, a copy's) may have made the variants: only the row is missing.
    const image = (await storedVariants(id, bytes)) ?? (await processAndStore(id, bytes))
    const { variants } = image
    ;[row] = await database
      .insert(uploads)
      .values({ id, userId: null, width: image.width, height: image.height, variants })
      .onConflictDoUpdate({ target: uploads.id, set: { variants, width: image.width, height: image.height } })
      .returning()
  }
  const { src, sources } = imageSources(row!.variants)
  return { src, width: row!.width, height: row!.height, alt, sources, uploadId: id }
}

/**
 * Seeded authors are accounts (ADR 024, 022) without a password: they sign in after "forgot password". Their author
 * pages (the bio) are keyed by the account. Returns each author's account id by username.
 */
async function seedAuthorAccounts(database: Db, content: BlogContent): Promise<Map<string, string>> {
  await database
    .insert(user)
    .values(
      content.authors.map((a) => ({
        id: `seed-author-${a.username}`,
        name: a.displayName,
        email: a.email ?? `${a.username}@authors.waypoints.local`,
        emailVerified: true,
        username: a.username,
        image: a.avatar,
        createdAt: new Date(SEED_BASE_DATE),
        updatedAt: new Date(SEED_BASE_DATE),
      })),
    )
    .onConflictDoNothing()
  const usernames = content.authors.map((a) => a.username)
  const accounts = await database
    .select({ id: user.id, username: user.username })
    .from(user)
    .where(inArray(user.username, usernames))
  const accountIds = new Map(accounts.map((a) => [a.username, a.id]))
  await database
    .insert(authors)
    .values(
      content.authors.flatMap((a) => {
        const userId = accountIds.get(a.username)
        return userId ? [{ userId, bio: a.bio, createdAt: new Date(SEED_BASE_DATE) }] : []
      }),
    )
    .onConflictDoNothing({ target: authors.userId })
  return accountIds
}

export async function seedBlog(database: Db, root = contentRoot) {
  const content = loadBlogContent(root)
  const authorIds = await seedAuthorAccounts(database, content)
  await database
    .insert(categories)
    .values(content.categories.map((c, position) => ({ ...c, position })))
    .onConflictDoNothing({ target: categories.slug })
  await database.insert(tags).values(content.tags).onConflictDoNothing({ target: tags.slug })

  const categoryIds = new Map(
    (await database.select({ id: categories.id, key: categories.slug }).from(categories)).map((r) => [r.key, r.id]),
  )
  const tagIds = new Map((await database.select({ id: tags.id, key: tags.slug }).from(tags)).map((r) => [r.key, r.id]))
  const need = <T>(map: Map<string, T>, key: string): T => {
    const id = map.get(key)
    if (id === undefined) throw new Error(`seed: unknown reference "${key}"`)
    return id
  }

  const covers = new Map<string, StoredImage>()
  for (const cover of [...new Set(content.posts.map((p) => p.cover))].sort())
    covers.set(cover, await seedImage(database, postCoverPath(cover), decorative))

  await database
    .insert(posts)
    .values(
      content.posts.map((p) => {
        const at = new Date(SEED_BASE_DATE - p.daysBefore * 86_400_000 + 9 * 3_600_000)
        return {
          slug: p.slug,
          lang: p.lang,
          authorId: need(authorIds, p.author),
          categoryId: need(categoryIds, p.category),
          title: p.title,
          excerpt: p.excerpt,
          body: p.body,
          coverImage: covers.get(p.cover)!,
          readingMinutes: readingMinutes(p.body),
          status: p.status,
          publishedAt: p.status === 'published' ? at : null,
          createdAt: at,
          updatedAt: at,
        }
      }),
    )
    .onConflictDoNothing({ target: posts.slug })

  // Databases seeded with the old shared covers (/images/posts/cover-N.svg, processed or not): each seed post still
  // showing one gets its own cover (ADR 063); a cover its author chose since is left alone.
  for (const [name, cover] of covers) {
    const slugs = content.posts.filter((p) => p.cover === name).map((p) => p.slug)
    await database
      .update(posts)
      .set({ coverImage: cover, version: sql`${posts.version} + 1` })
      .where(and(inArray(posts.slug, slugs), sharedSeedCover))
  }
  // Members' posts that kept the old default cover get the placeholder that replaced it.
  await database
    .update(posts)
    .set({ coverImage: PLACEHOLDER_POST_COVER })
    .where(sql`${posts.coverImage} ->> 'src' ~ '^/images/posts/cover-[0-9]+[.]svg$'`)

  const seeded = await database
    .select({ id: posts.id, key: posts.slug })
    .from(posts)
    .where(
      inArray(
        posts.slug,
        content.posts.map((p) => p.slug),
      ),
    )
  const postIds = new Map(seeded.map((r) => [r.key, r.id]))
  const links = content.posts.flatMap((p) =>
    p.tags.map((t) => ({ postId: need(postIds, p.slug), tagId: need(tagIds, t) })),
  )
  await database.insert(postTags).values(links).onConflictDoNothing()
}

/** Authors, categories, tags and posts from content/blog/. */
export const blogSeedStep: SeedStep = { name: 'blog', run: (database) => seedBlog(database) }
