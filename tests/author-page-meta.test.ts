// An author page of a member who left the bio empty had an empty <meta name="description"> (and og/twitter
// descriptions): search engines and link previews then make up their own snippet.
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { authorQuery, postListQuery } from '@/features/blog/blog.queries'
import type { AuthorInfo } from '@/features/blog/blog.schemas'
import type { Locale } from '@/lib/i18n/locales'
import { Route as authorRoute } from '@/routes/$lang/blog/users/$username'

type Head = (ctx: unknown) => { meta?: Array<Record<string, string>> }
type Loader = (ctx: unknown) => Promise<unknown>
const { head, loader } = (authorRoute as unknown as { options: { head: Head; loader: Loader } }).options

/** The head meta of the author page in `locale` for this author: the loader computes it (ADR 065), the head returns it. */
async function metaOf(locale: Locale, author: AuthorInfo) {
  const queryClient = new QueryClient()
  queryClient.setQueryData(authorQuery(locale, author.username).queryKey, author)
  queryClient.setQueryData(postListQuery(locale, { author: author.username, cursor: undefined }).queryKey, {
    items: [],
    nextCursor: null,
  } as never)
  const loaderData = await loader({ params: { username: author.username }, context: { locale, queryClient }, deps: {} })
  return head({ loaderData, match: { context: { locale, queryClient } } }).meta ?? []
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
  it('is the bio when there is one', async () => {
    expect(descriptions(await metaOf('en', author('Hikes the Carpathians every autumn.')))).toEqual(
      Array(3).fill('Hikes the Carpathians every autumn.'),
    )
  })

  it.each([
    ['en', 'Travel stories by Olena Kovalenko.'],
    ['es', 'Historias de viaje de Olena Kovalenko.'],
    ['ru', 'Истории о путешествиях автора Olena Kovalenko.'],
    ['uk', 'Історії подорожей автора Olena Kovalenko.'],
  ] as const)('falls back to a localized sentence when the bio is empty (%s)', async (locale, expected) => {
    expect(descriptions(await metaOf(locale, author('')))).toEqual(Array(3).fill(expected))
    expect(descriptions(await metaOf(locale, author('  \n')))).toEqual(Array(3).fill(expected))
  })
})
