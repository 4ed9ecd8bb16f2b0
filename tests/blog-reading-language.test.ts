// ADR 062: a post page's neighbours and related posts prefer the reader's language (the page's locale) and fall back
// to other languages only when that language has nothing to offer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '@/server/db/client.server'
import { installDatabase } from '@/server/db/index.server'
import { findPost } from '@/features/blog/blog.post.server'
import { createAuthor } from './factories/author'
import { createCategory } from './factories/category'
import { createPost, type PostRow } from './factories/post'
import { createTag } from './factories/tag'
import { createTestDatabase, testEngine } from './support/db'

let database: Database
/** In publication order: ru, en, uk, es, [middle: en], ru, es, en, uk; the English ones share no tag with the middle. */
const p: Record<string, PostRow> = {}

beforeAll(async () => {
  database = await createTestDatabase()
  installDatabase(database)
  const db = database.db
  const author = await createAuthor(db)
  const category = await createCategory(db)
  const shared = await createTag(db)
  const day = (n: number) => new Date(Date.UTC(2026, 0, n))
  const make = async (key: string, lang: 'en' | 'es' | 'ru' | 'uk', n: number, tags = [shared]) => {
    p[key] = await createPost(db, { lang, author, category, tags, publishedAt: day(n) })
  }
  await make('ruOld', 'ru', 1)
  await make('enOld', 'en', 2, [])
  await make('ukOld', 'uk', 3)
  await make('esOld', 'es', 4)
  await make('middle', 'en', 5)
  await make('ruNew', 'ru', 6)
  await make('esNew', 'es', 7)
  await make('enNew', 'en', 8, [])
  await make('ukNew', 'uk', 9)
})
afterAll(() => database.close())

describe(`reading in the reader's language on ${testEngine}`, () => {
  it('links to the nearest post in the page language on each side, skipping nearer posts in others', async () => {
    const post = await findPost('en', p.middle!.slug)
    expect(post.previous?.slug).toBe(p.enOld!.slug)
    expect(post.next?.slug).toBe(p.enNew!.slug)
    expect(post.previous?.lang).toBe('en')
  })

  it('falls back to the nearest post in any language when the page language has none on that side', async () => {
    // Read in Russian: an older Russian post exists, no newer one → the very next post, whatever its language.
    const post = await findPost('ru', p.middle!.slug)
    expect(post.previous?.slug).toBe(p.ruOld!.slug)
    expect(post.next?.slug).toBe(p.ruNew!.slug)
    const newest = await findPost('ru', p.ukNew!.slug)
    expect(newest.next).toBeNull()
    expect(newest.previous?.slug).toBe(p.ruNew!.slug)
    const oldest = await findPost('es', p.ruOld!.slug)
    expect(oldest.previous).toBeNull()
    expect(oldest.next?.slug).toBe(p.esOld!.slug)
    // No Ukrainian post before the oldest Ukrainian one: the nearest older post in any language.
    expect((await findPost('uk', p.ukOld!.slug)).previous?.slug).toBe(p.enOld!.slug)
  })

  it('fills the related posts with the page language first, even when others share more tags', async () => {
    // The English posts share no tag with `middle`; the Russian, Ukrainian and Spanish ones do.
    const related = (await findPost('en', p.middle!.slug)).related
    expect(related.slice(0, 2).map((r) => r.slug)).toEqual([p.enNew!.slug, p.enOld!.slug])
    // Only two other English posts: the third is the best of the rest (shares the tag, newest).
    expect(related[2]!.slug).toBe(p.ukNew!.slug)
    // Read in Spanish: both Spanish posts first.
    const es = (await findPost('es', p.middle!.slug)).related.map((r) => r.slug)
    expect(es.slice(0, 2)).toEqual([p.esNew!.slug, p.esOld!.slug])
  })
})
