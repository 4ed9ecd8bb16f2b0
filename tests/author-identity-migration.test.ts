// Migration 0014 (ADR 022): authors become the accounts seen from the blog. Data written before it keeps its posts
// and pages: author rows map to their accounts, authors without one get an account, deleted accounts' rows go and
// their (unpublished) posts stay without an author. On the engine under test, from a database at migration 0013.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '@/server/db/client.server'
import { emptyDatabase, migrationFiles, queryRows, runMigration } from './support/migrations'
import { testEngine } from './support/db'

let database: Database
let dropDatabase = async () => {}
const run = (file: string) => runMigration(database, file)
const rows = <T>(query: string) => queryRows<T>(database, query)

beforeAll(async () => {
  ;({ database, drop: dropDatabase } = await emptyDatabase())
  for (const file of migrationFiles.filter((f) => f < '0014')) await run(file)
})
afterAll(async () => {
  await database.close()
  await dropDatabase()
})

describe(`migration 0014: one identity for authors on ${testEngine}`, () => {
  it('maps author rows to accounts, keeps every post and page, and drops only deleted accounts’ rows', async () => {
    // Before: a member whose author row lags a rename (old handle, old name) with an uploaded avatar; a seeded author
    // never linked to an account; one whose handle a member has meanwhile; a deleted account's anonymised row.
    const before = `
      insert into "user" (id, name, email, email_verified, username, image) values
        ('u-ada', 'Ada New', 'ada@example.test', true, 'ada-new', null),
        ('u-taker', 'Taker', 'taker@example.test', true, 'clash', null);
      insert into categories (id, slug, name, description) values
        (1, 'notes', '{"en":"N","es":"N","ru":"N","uk":"N"}', '{"en":"","es":"","ru":"","uk":""}');
      insert into authors (id, user_id, username, display_name, bio, avatar) values
        (10, 'u-ada', 'ada-old', 'Ada Old', '{"en":"Ada bio","es":"","ru":"","uk":""}', '/uploads/ada/160.webp'),
        (11, null, 'seeded', 'Seeded Writer', '{"en":"Seed bio","es":"","ru":"","uk":""}', '/images/authors/s.svg'),
        (12, null, 'clash', 'Clash Writer', '{"en":"","es":"","ru":"","uk":""}', '/images/authors/default.svg'),
        (13, null, 'former_13', '—', '{"en":"","es":"","ru":"","uk":""}', '/images/authors/default.svg');
      insert into posts (slug, lang, author_id, category_id, title, excerpt, body, cover_image, reading_minutes,
        status, published_at) values
        ('by-ada', 'en', 10, 1, 'A', '', 'b', '{"src":"/c.svg","width":1,"height":1,"alt":{}}', 1, 'published', now()),
        ('by-seeded', 'en', 11, 1, 'S', '', 'b', '{"src":"/c.svg","width":1,"height":1,"alt":{}}', 1, 'published', now()),
        ('by-clash', 'en', 12, 1, 'C', '', 'b', '{"src":"/c.svg","width":1,"height":1,"alt":{}}', 1, 'published', now()),
        ('ada-draft', 'en', 10, null, 'D', '', 'b', '{"src":"/c.svg","width":1,"height":1,"alt":{}}', 1, 'draft', null),
        ('by-former', 'en', 13, 1, 'F', '', 'b', '{"src":"/c.svg","width":1,"height":1,"alt":{}}', 1, 'unpublished', now());
    `
    for (const statement of before.split(/;\s*\n/)) if (statement.trim()) await database.db.execute(sql.raw(statement))
    await run(migrationFiles.find((f) => f.startsWith('0014'))!)

    const posts = await rows<{ slug: string; author_id: string | null }>(
      `select slug, author_id from posts order by slug`,
    )
    expect(Object.fromEntries(posts.map((p) => [p.slug, p.author_id]))).toEqual({
      'ada-draft': 'u-ada',
      'by-ada': 'u-ada',
      'by-clash': 'author-12',
      'by-former': null,
      'by-seeded': 'author-11',
    })
    const pages = await rows<{ user_id: string; username: string; name: string; image: string | null; bio: string }>(
      `select a.user_id, u.username, u.name, u.image, a.bio->>'en' as bio, a.published_posts
         from authors a join "user" u on u.id = a.user_id order by a.user_id`,
    )
    expect(pages).toEqual([
      // A handle a member has: the author's account gets a numbered one (its page keeps its posts).
      expect.objectContaining({ user_id: 'author-11', username: 'seeded', name: 'Seeded Writer', bio: 'Seed bio' }),
      expect.objectContaining({ user_id: 'author-12', username: 'clash-12', name: 'Clash Writer' }),
      // The account's name and handle win; the author page's uploaded picture becomes the account's.
      expect.objectContaining({
        user_id: 'u-ada',
        username: 'ada-new',
        name: 'Ada New',
        image: '/uploads/ada/160.webp',
      }),
    ])
    expect(pages.map((p) => Number((p as unknown as { published_posts: number }).published_posts))).toEqual([1, 1, 1])
    expect(pages[0]!.image).toBe('/images/authors/s.svg')

    // The database keeps the counts by account from now on, and a published post needs an author.
    await database.db.execute(sql.raw(`update posts set status = 'unpublished' where slug = 'by-ada'`))
    const [ada] = await rows<{ n: number }>(`select published_posts as n from authors where user_id = 'u-ada'`)
    expect(Number(ada!.n)).toBe(0)
    await expect(
      database.db.execute(sql.raw(`update posts set status = 'published' where slug = 'by-former'`)),
    ).rejects.toBeDefined()
    // An account's deletion takes its author page and leaves its posts without an author.
    await database.db.execute(sql.raw(`update posts set status = 'unpublished' where author_id = 'author-12'`))
    await database.db.execute(sql.raw(`delete from "user" where id = 'author-12'`))
    expect(await rows(`select * from authors where user_id = 'author-12'`)).toEqual([])
    expect(await rows(`select slug from posts where slug = 'by-clash' and author_id is null`)).toHaveLength(1)
  })
})
