// The snippet under each hit: cut around the first match, without Markdown; and the highlight markers as segments.
import { describe, expect, it } from 'vitest'
import { createPost } from '../../../tests/factories/post'
import { toSegments, toSnippet } from './search.highlight.server'
import { search } from './search.server'
import { seededSearchDatabase } from './search.test-content'

const seeded = seededSearchDatabase()

describe('search snippets', () => {
  it('cuts the snippet around a match in the excerpt or the body, without Markdown, and from the opening when only the title matches', async () => {
    const filler = 'Quiet notes about weather and timetables and small cafés near the pier at dawn.'
    const ferryPost = (slug: string, title: string, excerpt: string, body: string) =>
      createPost(seeded.database.db, { slug, lang: 'en', title, excerpt, body })
    await ferryPost(
      'ferry-in-body',
      'Island days',
      'Notes from a week away.',
      `${filler} ${filler}\n\n- The ferry sails.\n2. Back by **noon**.`,
    )
    await ferryPost('ferry-in-excerpt', 'Harbour days', 'The ferry to the islands runs twice a day.', filler)
    await ferryPost('ferry-in-title', 'Ferry crossings', filler, 'More words that follow the opening.')
    await ferryPost('ferry-in-title-and-body', 'Ferry log', filler, `${filler} The ferry was late.`)
    await ferryPost('ferry-in-title-short', 'Ferry timetables', 'A short opening.', filler)
    const snippets = new Map(
      (await search({ locale: 'en', q: 'ferry' })).data.map((hit) => [hit.type === 'post' ? hit.slug : '', hit]),
    )
    const matched = (slug: string) =>
      snippets
        .get(slug)
        ?.highlight.snippet.filter((s) => s.match)
        .map((s) => s.text)
    const text = (slug: string) =>
      snippets
        .get(slug)
        ?.highlight.snippet.map((s) => s.text)
        .join('')
    expect(matched('ferry-in-body')).toEqual(['ferry'])
    // Markdown's list markers and emphasis are not shown.
    expect(text('ferry-in-body')).toMatch(/ The ferry sails\.\s+Back by\s+noon/)
    expect(text('ferry-in-body')).not.toMatch(/-|2\.|\*/)
    expect(matched('ferry-in-excerpt')).toEqual(['ferry'])
    expect(matched('ferry-in-title-and-body')).toEqual(['ferry'])
    // Only the title matches: the opening's first words (MinWords), as ts_headline shows of a text without a match.
    expect(matched('ferry-in-title')).toEqual([])
    // Cut before the opening's end: an ellipsis says so; a whole text keeps its first word and its full stop.
    expect(text('ferry-in-title')).toBe('Quiet notes about weather and timetables and small cafés near the …')
    expect(text('ferry-in-title-short')).toBe('A short opening.')
    expect(text('ferry-in-excerpt')).toMatch(/^The ferry to the islands runs twice a day\./)
  })

  it('cuts a long text around its first match before highlighting, and falls back to the whole text when the cut shows none', async () => {
    const filler = (n: number) => Array.from({ length: n }, (_, i) => `plain words number ${i} go here.`).join(' ')
    const longPost = (slug: string, body: string) =>
      createPost(seeded.database.db, { slug, lang: 'en', title: 'Logbook', excerpt: 'Seven days, written down.', body })
    // Two far-apart matches: the whole text gave two fragments, the cut around the first gives one.
    await longPost('zeppelin-twice', `${filler(4)} The zeppelin rose. ${filler(60)} A zeppelin again.`)
    // The first word that starts like the stem ("citi" → "cit") is not a match; the real one lies far beyond it.
    await longPost('citadel-then-city', `The citadel stands. ${filler(60)} This zeppelinist city dozes.`)
    const snippet = async (q: string, slug: string) => {
      const hit = (await search({ locale: 'en', q })).data.find((h) => h.type === 'post' && h.slug === slug)
      return {
        text: hit?.highlight.snippet.map((s) => s.text).join('') ?? '',
        matched: hit?.highlight.snippet.filter((s) => s.match).map((s) => s.text) ?? [],
      }
    }
    const twice = await snippet('zeppelin', 'zeppelin-twice')
    expect(twice.matched).toEqual(['zeppelin'])
    expect(twice.text).toContain('The zeppelin rose.')
    // One fragment, cut inside the text at both ends: whole words, and an ellipsis on either side.
    expect(twice.text.slice(2, -2)).not.toContain('…')
    expect(twice.text).toMatch(/^… (plain|words|number|\d+|go|here\.) /)
    expect(twice.text).toMatch(/ (plain|words|number|\d+|go|here\.) …$/)
    const city = await snippet('cities', 'citadel-then-city')
    expect(city.matched).toEqual(['city'])
  })
})

describe('highlight segments', () => {
  it('adds an ellipsis where the snippet was cut and drops the words that frame the whole text', () => {
    expect(toSnippet('wpsnippetstart The \u0002ferry\u0003 sails. wpsnippetend')).toEqual([
      { text: 'The ', match: false },
      { text: 'ferry', match: true },
      { text: ' sails.', match: false },
    ])
    expect(toSnippet('the \u0002ferry\u0003 sails').map((s) => s.text)).toEqual(['… the ', 'ferry', ' sails …'])
    expect(toSnippet('wpsnippetstart\nOpening words').map((s) => s.text)).toEqual(['Opening words …'])
    expect(toSnippet('')).toEqual([])
  })

  it('turns the markers into segments and drops stray ones', () => {
    expect(toSegments('a \u0002b\u0003 c\u0003')).toEqual([
      { text: 'a ', match: false },
      { text: 'b', match: true },
      { text: ' c', match: false },
    ])
  })
})
