// Shared setup of the writing tests: each file gets its own database and data directory, a category, a tag and two
// signed-up members (the owner of the posts and another member), plus helpers for uploads and public look-ups.
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll } from 'vitest'
import type { Database } from '@/server/db/client.server'
import * as blog from '@/features/blog/blog.post.server'
import { findAuthor as findAuthorPage } from '@/features/blog/blog.taxonomy.server'
import { NotFoundError } from '@/lib/errors'
import { Route as uploadsRoute } from '@/routes/uploads/$'
import { createCategory } from '../factories/category'
import { createTag } from '../factories/tag'
import { ORIGIN, TestClient, dispatch, signedUpUser } from '../support/auth-client'
import { createTestDatabase } from '../support/db'
import { stubTempDataDir } from '../support/settings'

/** The public post / author page, or null when the blog answers "not found". */
const orNull = <T>(found: Promise<T>) =>
  found.catch((error: unknown) => (error instanceof NotFoundError ? null : Promise.reject(error)))
export const findPost = (locale: 'en' | 'ru', slug: string) => orNull(blog.findPost(locale, slug))
export const findAuthor = (locale: 'en' | 'es', username: string) => orNull(findAuthorPage(locale, username))

// Set by setUpWriting() for the calling test file (live bindings: read them inside tests and hooks).
export let dataDir: string
export let database: Database
export let owner: TestClient
export let other: TestClient
export let ownerId: string
export let category: string
export let tag: string

/** Call once at the top of a test file: its own data directory now, its database and members before its tests. */
export function setUpWriting() {
  dataDir = stubTempDataDir('waypoints-writing-')
  beforeAll(async () => {
    database = await createTestDatabase()
    category = (await createCategory(database.db)).slug
    tag = (await createTag(database.db)).slug
    owner = new TestClient()
    other = new TestClient()
    ownerId = (await signedUpUser(owner)).user.id
    await signedUpUser(other)
  })
  afterAll(() => database.close())
}

export const jpeg = (width = 2400, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: '#2a6' } })
    .jpeg()
    .toBuffer()

export async function upload(
  client: TestClient,
  bytes: Buffer | Uint8Array,
  name: string,
  type: string,
  locale = 'en',
) {
  const form = new FormData()
  form.set('file', new File([new Uint8Array(bytes)], name, { type }))
  const headers = new Headers({ origin: ORIGIN, 'accept-language': locale })
  if (client.cookies.size) headers.set('cookie', [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '))
  const response = await dispatch(
    'POST',
    new Request(`${ORIGIN}/api/v1/me/uploads`, { method: 'POST', headers, body: form }),
  )
  return { status: response.status, headers: response.headers, body: await response.json() }
}

type Get = (ctx: { params: Record<string, string>; request: Request }) => Promise<Response>
/** GET of the public /uploads/* route (outside /api, so called directly). */
export const getUpload = (pathname: string) =>
  (uploadsRoute as unknown as { options: { server: { handlers: { GET: Get } } } }).options.server.handlers.GET({
    params: { _splat: decodeURIComponent(pathname.replace(/^\/uploads\//, '')) },
    request: new Request(`${ORIGIN}${pathname}`),
  })

export const uploadsOnDisk = () => {
  const root = path.join(dataDir, 'uploads')
  return existsSync(root) ? readdirSync(root).filter((f) => !f.startsWith('.')) : []
}
