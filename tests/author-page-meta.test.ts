// An author page of a member who left the bio empty had an empty <meta name="description"> (and og/twitter
// descriptions): search engines and link previews then make up their own snippet.
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { authorQuery } from '@/features/blog/blog.queries'
import type { AuthorInfo } from '@/features/blog/blog.schemas'
import type { Locale } from '@/lib/i18n/locales'
import { Route as authorRoute } from '@/routes/$lang/blog/users/$username'

type Head = (ctx: unknown) => { meta?: Array<Record<string, string>> }
const head = (authorRoute as unknown as { options: { head: Head } }).options.head

/** The head meta of the author page in `locale` for this author (as the loader leaves it in the query cache). */
function metaOf(locale: Locale, author: AuthorInfo) {
  const queryClient = new QueryClient()
  queryClient.setQueryData(authorQuery(locale, author.username).queryKey, author)
  return head({ loaderData: { username: author.username }, match: { context: { locale, queryClient } } }).meta ?? []
}
const descriptions = (meta: Array<Record<string, string>>) =>
  meta
    .filter((t) => ['description', 'og:description', 'twitter:description'].includes(t.name ?? t.property ?? ''))
    .map((t) => t.content)

const author = (bio: string): AuthorInfo => ({
  username: 'olena',
  displayName: 'Olena Kovalenko',
  avatar: '/images/avatars/olena.webp',
  bio,
  posts: 3,
})

describe('author page description', () => {
  it('is the bio when there is one', () => {
    expect(descriptions(metaOf('en', author('Hikes the Carpathians every autumn.')))).toEqual(
      Array(3).fill('Hikes the Carpathians every autumn.'),
    )
  })

  it.each([
    ['en', 'Travel stories by Olena Kovalenko.'],
    ['es', 'Historias de viaje de Olena Kovalenko.'],
    ['ru', 'Истории о путешествиях автора Olena Kovalenko.'],
    ['uk', 'Історії подорожей автора Olena Kovalenko.'],
  ] as const)('falls back to a localized sentence when the bio is empty (%s)', (locale, expected) => {
    expect(descriptions(metaOf(locale, author('')))).toEqual(Array(3).fill(expected))
    expect(descriptions(metaOf(locale, author('  \n')))).toEqual(Array(3).fill(expected))
  })
})
