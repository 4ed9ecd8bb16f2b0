// The blog's tag filter (and /api/v1/tags) lists tags in the alphabetical order of the reader's language, whatever
// the database's collation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '@/server/db/client.server'
import { findPost } from '@/features/blog/blog.post.server'
import { listTags } from '@/features/blog/blog.taxonomy.server'
import { createPost } from './factories/post'
import { createTag } from './factories/tag'
import { createTestDatabase, testEngine } from './support/db'

let database: Database

const names: Record<string, { en: string; es: string; ru: string; uk: string }> = {
  aurora: { en: 'Northern lights', es: 'Auroras', ru: 'Северное сияние', uk: 'Північне сяйво' },
  trains: { en: 'Trains', es: 'Trenes', ru: 'Поезда', uk: 'Потяги' },
  desert: { en: 'Desert', es: 'Desierto', ru: 'Пустыня', uk: 'Пустеля' },
  food: { en: 'Food', es: 'Ñoquis', ru: 'Ёлки', uk: 'Їжа' },
  ethics: { en: 'Ethics', es: 'Ética', ru: 'Этика', uk: 'Етика' },
}

beforeAll(async () => {
  database = await createTestDatabase()
  const tags = await Promise.all(Object.entries(names).map(([slug, name]) => createTag(database.db, { slug, name })))
  await createPost(database.db, { slug: 'every-tag', tags })
})
afterAll(() => database.close())

describe(`tag order on ${testEngine}`, () => {
  it('follows the alphabet of each language', async () => {
    const order = async (locale: 'en' | 'es' | 'ru' | 'uk') => (await listTags(locale)).map((t) => t.name)
    // Ukrainian: і comes before о and у, ї after і; by code point "Пустеля" and "Потяги" came before "Північне сяйво".
    expect(await order('uk')).toEqual(['Етика', 'Їжа', 'Північне сяйво', 'Потяги', 'Пустеля'])
    // Russian: ё sorts with е, not after я.
    expect(await order('ru')).toEqual(['Ёлки', 'Поезда', 'Пустыня', 'Северное сияние', 'Этика'])
    // Spanish: "Ética" with the e's (not after z), ñ after n.
    expect(await order('es')).toEqual(['Auroras', 'Desierto', 'Ética', 'Ñoquis', 'Trenes'])
    expect(await order('en')).toEqual(['Desert', 'Ethics', 'Food', 'Northern lights', 'Trains'])
  })

  it('lists a post’s own tags in the same order', async () => {
    const order = async (locale: 'es' | 'uk') => (await findPost(locale, 'every-tag')).tags.map((t) => t.name)
    expect(await order('uk')).toEqual(['Етика', 'Їжа', 'Північне сяйво', 'Потяги', 'Пустеля'])
    expect(await order('es')).toEqual(['Auroras', 'Desierto', 'Ética', 'Ñoquis', 'Trenes'])
  })
})
