// When a query finds little or nothing: its spelling corrected, the topics it names, popular tags and destinations.
import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { tags } from '@/server/db/schema'
import { createPost } from '../../../tests/factories/post'
import { createTag } from '../../../tests/factories/tag'
import { search } from './search.server'
import { seededSearchDatabase, slugs } from './search.test-content'

const seeded = seededSearchDatabase()

describe('search help', () => {
  it('corrects a misspelt short query with trigram similarity', async () => {
    const result = await search({ locale: 'en', q: 'lighthuose' })
    expect(result.correctedQuery).toBe('lighthouse')
    expect(result.counts.post).toBe(12)
    const uk = await search({ locale: 'uk', q: 'Карпаты' })
    expect(slugs(uk.data)).toEqual(['karpaty-vzymku'])
  })

  it('corrects every word of a short query at once, keeping short and correct words', async () => {
    const result = await search({ locale: 'en', q: 'slepping mountin huts' })
    expect(result.correctedQuery).toBe('sleeping mountain huts')
    expect(slugs(result.data)).toEqual(['mountain-huts'])
    expect((await search({ locale: 'en', q: 'in mountin' })).correctedQuery).toBe('in mountain')
    // Four words are no longer short: no correction is tried.
    expect((await search({ locale: 'en', q: 'slepping in mountin huts' })).correctedQuery).toBeNull()
  })

  it('keeps an excluded word excluded when it corrects the spelling of the others', async () => {
    const corrected = await search({ locale: 'en', q: 'lighthuose -clouds' })
    expect(corrected.correctedQuery).toBe('lighthouse -clouds')
    expect(corrected.counts.post).toBe(12)
    // The only post about mountains is the one about huts, which the visitor excluded: nothing, and the suggestion
    // keeps the exclusion.
    const excluded = await search({ locale: 'en', q: 'mountin -huts' })
    expect(slugs(excluded.data)).toEqual([])
    expect([excluded.correctedQuery, excluded.help?.suggestion]).toEqual([null, 'mountain -huts'])
  })

  it('offers popular tags and destinations when nothing is found', async () => {
    const result = await search({ locale: 'es', q: 'zzzzqqq' })
    expect(result.data).toEqual([])
    expect(result.counts.all).toBe(0)
    expect(result.help?.suggestion).toBeNull()
    expect(result.help?.tags[0]).toEqual({ slug: 'hiking', name: 'Senderismo', posts: 2 })
    expect(result.help?.destinations).toContainEqual({ country: 'IT', trips: 1 })
  })

  it('offers the topics a query names in any of their languages, stemmed, on the first page of posts', async () => {
    const topic = { slug: 'hiking', name: 'Походы', posts: 2 }
    // No post says "hiking" or "senderismo"; the tag's names do, in English and Spanish.
    for (const q of ['hiking', 'hike', 'Senderismo', 'походы']) {
      const result = await search({ locale: 'ru', q })
      expect(result.topics, q).toEqual([topic])
    }
    const named = await search({ locale: 'en', q: 'hiking' })
    expect(named.topics).toEqual([{ ...topic, name: 'Hiking' }])
    // A topic is a match: no spelling correction, no "nothing found" help.
    expect([named.correctedQuery, named.help]).toEqual([null, null])
    expect((await search({ locale: 'en', q: 'hiking', type: 'trip' })).topics).toEqual([])
    // Exclusions alone name no topic (every tag lacks the word); with a word, they leave its topics alone.
    expect((await search({ locale: 'en', q: '-glacier' })).topics).toEqual([])
    expect((await search({ locale: 'en', q: '-"hut to hut" -glacier' })).topics).toEqual([])
    expect((await search({ locale: 'en', q: 'hiking -glacier' })).topics).toEqual([{ ...topic, name: 'Hiking' }])
    expect((await search({ locale: 'en', q: 'huts' })).topics).toEqual([])
    // Only tags of published posts are public (ADR 031).
    const draftOnly = await createTag(seeded.database.db, {
      slug: 'birdwatching',
      name: { en: 'Birdwatching', es: 'Aves', ru: 'Птицы', uk: 'Птахи' },
    })
    await createPost(seeded.database.db, { status: 'draft', title: 'Owls at dusk', tags: [draftOnly] })
    expect((await search({ locale: 'en', q: 'birdwatching' })).topics).toEqual([])
    // With hits, the topics come along with them.
    const [hiking] = await seeded.database.db.select().from(tags).where(eq(tags.slug, 'hiking'))
    await createPost(seeded.database.db, { slug: 'hiking-boots', title: 'Hiking boots that last', tags: [hiking!] })
    const both = await search({ locale: 'en', q: 'hiking' })
    expect(slugs(both.data)).toEqual(['hiking-boots'])
    expect(both.topics).toEqual([{ slug: 'hiking', name: 'Hiking', posts: 3 }])
  })
})
