import { describe, expect, it, vi } from 'vitest'
import { QueryClient } from '@tanstack/react-query'

// The server functions answer for whoever the session cookie names; here, whoever `signedIn` is.
let signedIn = 'alice'
vi.mock('./writing.functions', () => ({
  authorProfileFn: vi.fn(async () => ({
    username: signedIn,
    displayName: signedIn,
    bio: `bio of ${signedIn}`,
    avatar: '',
  })),
  listMyPostsFn: vi.fn(async () => [{ id: signedIn === 'alice' ? 1 : 2, title: `draft of ${signedIn}` }]),
  getMyPostFn: vi.fn(async ({ data }: { data: { id: number } }) => ({ id: data.id, title: `post of ${signedIn}` })),
  editorOptionsFn: vi.fn(async () => ({ categories: [], tags: [] })),
}))

const { authorProfileQuery, myPostQuery, myPostsQuery, writingKeys } = await import('./writing.queries')

describe("a member's cached writing data", () => {
  it('is never served to the next member signed in on the same page', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } })
    const alice = await queryClient.ensureQueryData(authorProfileQuery('alice'))
    const alicePosts = await queryClient.ensureQueryData(myPostsQuery('alice'))
    const alicePost = await queryClient.ensureQueryData(myPostQuery('alice', 'en', 7))
    expect(alice.bio).toBe('bio of alice')

    // Bob signs in (another tab, an expired session…) while Alice's answers are still cached and fresh.
    signedIn = 'bob'
    expect((await queryClient.ensureQueryData(authorProfileQuery('bob'))).bio).toBe('bio of bob')
    expect(await queryClient.ensureQueryData(myPostsQuery('bob'))).not.toEqual(alicePosts)
    expect((await queryClient.ensureQueryData(myPostQuery('bob', 'en', 7)))?.title).toBe('post of bob')
    expect(alicePost?.title).toBe('post of alice')
  })

  it("invalidating one member's posts leaves another's alone", () => {
    const queryClient = new QueryClient()
    queryClient.setQueryData(writingKeys.list('alice'), [])
    queryClient.setQueryData(writingKeys.list('bob'), [])
    void queryClient.invalidateQueries({ queryKey: writingKeys.mine('alice') })
    expect(queryClient.getQueryState(writingKeys.list('alice'))?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(writingKeys.list('bob'))?.isInvalidated).toBe(false)
  })
})
