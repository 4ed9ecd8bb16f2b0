import type { Db } from '@/server/db/client.server'
import { authors, DEFAULT_AVATAR } from '@/server/db/schema'
import { localized, sequence } from './sequence'
import { createUser } from './user'

/** An author as the blog sees one (ADR 022): an account (`id` is its id) with an author page. */
export interface AuthorRow {
  id: string
  userId: string
  username: string
  displayName: string
  avatar: string
  bio: ReturnType<typeof localized>
}

export interface AuthorOverrides {
  username?: string
  displayName?: string
  avatar?: string
  bio?: AuthorRow['bio']
}

/** An account with an author page: name, handle and picture on the account, the bio on the page. */
export async function createAuthor(db: Db, overrides: AuthorOverrides = {}): Promise<AuthorRow> {
  const n = sequence()
  const account = await createUser(db, {
    id: `author-${n}`,
    username: overrides.username ?? `author_${n}`,
    name: overrides.displayName ?? `Author ${n}`,
    image: overrides.avatar ?? '/favicon.svg',
  })
  const bio = overrides.bio ?? localized(`Bio of author ${n}`)
  await db.insert(authors).values({ userId: account.id, bio })
  return {
    id: account.id,
    userId: account.id,
    username: account.username,
    displayName: account.name,
    avatar: account.image ?? DEFAULT_AVATAR,
    bio,
  }
}
