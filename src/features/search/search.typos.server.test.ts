// Typo tolerance (ADR 064): one typo from five letters, two from nine, swaps included, the reader's language first.
import { beforeAll, describe, expect, it } from 'vitest'
import { createPost } from '../../../tests/factories/post'
import { createTrip } from '../../../tests/factories/trip'
import { testEngine } from '../../../tests/support/db'
import { search } from './search.server'
import { seededSearchDatabase, slugs } from './search.test-content'
import { typoBudget, typoDistance } from './search.typos'

const seeded = seededSearchDatabase()
let lisbon = 0
let kyoto = 0

beforeAll(async () => {
  const db = seeded.database.db
  const tripId = async (input: Parameters<typeof createTrip>[1]) => (await createTrip(db, input)).id
  lisbon = await tripId({
    title: { en: 'Trams of Lisbon', es: 'Tranvías de Lisboa', ru: 'Трамваи Лиссабона', uk: 'Трамваї Лісабона' },
    place: { en: 'Lisbon', es: 'Lisboa', ru: 'Лиссабон', uk: 'Лісабон' },
    country: 'PT',
  })
  kyoto = await tripId({
    title: { en: 'Temples of Kyoto', es: 'Templos de Kioto', ru: 'Храмы Киото', uk: 'Храми Кіото' },
    place: { en: 'Kyoto', es: 'Kioto', ru: 'Киото', uk: 'Кіото' },
    country: 'JP',
  })
  await createPost(db, { slug: 'aurora', title: 'Chasing the aurora', excerpt: 'Nights in Tromsø.' })
  await createPost(db, { slug: 'dolomites', title: 'Dolomites by hut', excerpt: 'Via ferrata days.' })
  await createPost(db, { slug: 'carpathians', title: 'Carpathians in autumn', excerpt: 'Beech forests.' })
  await createPost(db, { slug: 'baikal', lang: 'ru', title: 'Зимний Байкал', excerpt: 'Лёд и ветер.' })
  await createPost(db, { slug: 'zakarpattia', lang: 'uk', title: 'Закарпаття восени', excerpt: 'Виноградники.' })
})

describe('typo distance', () => {
  it('counts insertions, deletions, substitutions and swaps of neighbours as one typo each', () => {
    expect(typoDistance('auorra', 'aurora')).toBe(1)
    expect(typoDistance('lisbn', 'lisbon')).toBe(1)
    expect(typoDistance('lisbn', 'lisboa')).toBe(2)
    expect(typoDistance('kyotto', 'kyoto')).toBe(1)
    expect(typoDistance('dolimitse', 'dolomites')).toBe(2)
    expect(typoDistance('ca', 'abc')).toBe(3) // optimal string alignment: a swapped pair is not edited again
    expect(typoDistance('байкла', 'байкал')).toBe(1)
    expect(typoDistance('mountain', 'mountain')).toBe(0)
    expect(typoDistance('abcdef', 'uvwxyz', 2)).toBe(3)
  })

  it('forgives no typo under five letters, one from five, two from nine', () => {
    expect([4, 5, 8, 9, 12].map(typoBudget)).toEqual([0, 1, 1, 2, 2])
  })
})

describe(`typo tolerance on ${testEngine}`, () => {
  it('prefers the closest word, then the reader’s language: lisbn and lisbom are Lisbon in English', async () => {
    const en = await search({ locale: 'en', q: 'lisbn' })
    expect(en.correctedQuery).toBe('lisbon')
    expect(slugs(en.data)).toEqual([`trip:${lisbon}`])
    // Both "lisbon" and "lisboa" are one typo from "lisbom": the page's language decides.
    expect((await search({ locale: 'en', q: 'lisbom' })).correctedQuery).toBe('lisbon')
    expect((await search({ locale: 'es', q: 'lisbom' })).correctedQuery).toBe('lisboa')
  })

  it('forgives a swap of two letters and a missing or doubled one', async () => {
    const aurora = await search({ locale: 'en', q: 'auorra' })
    expect(aurora.correctedQuery).toBe('aurora')
    expect(slugs(aurora.data)).toEqual(['aurora'])
    const temples = await search({ locale: 'en', q: 'kyotto' })
    expect(temples.correctedQuery).toBe('kyoto')
    expect(slugs(temples.data)).toEqual([`trip:${kyoto}`])
  })

  it('forgives two typos in a word of nine letters or more, one in a shorter one', async () => {
    // The hut post's body names the Dolomites too.
    expect(slugs((await search({ locale: 'en', q: 'dolimitse' })).data)).toEqual(['dolomites', 'mountain-huts'])
    expect(slugs((await search({ locale: 'en', q: 'karpathiens' })).data)).toEqual(['carpathians'])
    // Eight letters, two swaps: too far.
    const far = await search({ locale: 'en', q: 'muontian' })
    expect([far.correctedQuery, far.help?.suggestion, far.counts.all]).toEqual([null, null, 0])
  })

  it('corrects no word under five letters', async () => {
    // "hutz" is one letter from "huts" but four letters long: it must be spelled right.
    const short = await search({ locale: 'en', q: 'hutz' })
    expect([short.correctedQuery, short.help?.suggestion, short.counts.all]).toEqual([null, null, 0])
    // A short word beside a misspelt long one stays as typed.
    expect((await search({ locale: 'en', q: 'hutz auorra' })).help?.suggestion).toBe('hutz aurora')
  })

  it('forgives typos in Russian and Ukrainian words', async () => {
    const ru = await search({ locale: 'ru', q: 'Байкла' })
    expect(ru.correctedQuery).toBe('байкал')
    expect(slugs(ru.data)).toEqual(['baikal'])
    const uk = await search({ locale: 'uk', q: 'закарпатя' })
    expect(uk.correctedQuery).toBe('закарпаття')
    expect(slugs(uk.data)).toEqual(['zakarpattia'])
    expect((await search({ locale: 'uk', q: 'Лісабн' })).correctedQuery).toBe('лісабон')
  })
})
