import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '@/server/db/client.server'
import { createTestDatabase, testEngine } from '../../../tests/support/db'
import { createPost } from '../../../tests/factories/post'
import { blogFeedXml } from './blog.feed.server'

/** What an XML parser gives for a text node of ours (the feed writes only these five entities). */
const xmlText = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&')

let database: Database
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.close())

describe(`RSS feed on ${testEngine}`, () => {
  it('gives an excerpt as text, never as markup a feed reader would render (RSS descriptions are HTML)', async () => {
    // A member writes the excerpt as plain text; it may hold anything, markup included.
    const excerpt = 'Tips <img src=x onerror=alert(1)> for <b>5 < 10 km</b> walks & more'
    const post = await createPost(database.db, { lang: 'en', excerpt })
    const xml = await blogFeedXml('en')
    const item = xml.slice(xml.indexOf(`/blog/posts/${post.slug}<`))
    const description = /<description>([^<]*)<\/description>/.exec(item)![1]!
    // The description a reader gets after XML parsing is HTML: the excerpt's own "<" and "&" must be escaped in it.
    const html = xmlText(description)
    expect(html).not.toMatch(/<img|<b>/)
    expect(html).toBe('Tips &lt;img src=x onerror=alert(1)&gt; for &lt;b&gt;5 &lt; 10 km&lt;/b&gt; walks &amp; more')
  })
})
