import { inArray } from 'drizzle-orm'
import type { Locale } from '@/lib/i18n/locales'
import { imageUrlsIn, isLocalImageUrl, uploadImageRef } from '@/lib/markdown-images.server'
import type { Db } from '@/server/db/client.server'
import { uploads } from '@/server/db/schema'
import { m } from '@/paraglide/messages'

// The images inside a post's body (ADR 060), checked as a post is saved: none from another host (the reader's browser
// would ask that host: a tracking pixel), and every uploaded one the member's own, named with its real size (the page
// reserves the space and names every variant from it).

/** How much of a refused address the message quotes. */
const QUOTED_URL_MAX = 80

/** The body's field message, or null when its images may be saved. */
export async function storyImageProblem(
  userId: string,
  body: string,
  locale: Locale,
  database: Pick<Db, 'select'>,
): Promise<string | null> {
  if (!/!\[|<\s*(img|source|picture|image|input)\b/i.test(body)) return null
  const urls = imageUrlsIn(body)
  const remote = urls.find((url) => !isLocalImageUrl(url))
  if (remote !== undefined) {
    const url = remote.length > QUOTED_URL_MAX ? `${remote.slice(0, QUOTED_URL_MAX)}…` : remote
    return m.storyImages_remote_refused({ url }, { locale })
  }
  // An address under /uploads/ must be an upload in the editor's form: its id and real size.
  const uploaded = urls.filter((url) => /^\s*\/uploads\//i.test(url))
  const refs = uploaded.map(uploadImageRef)
  if (refs.some((ref) => !ref)) return m.storyImages_unknown_upload({}, { locale })
  const ids = [...new Set(refs.map((ref) => ref!.id))]
  if (!ids.length) return null
  const rows = await database
    .select({ id: uploads.id, userId: uploads.userId, width: uploads.width, height: uploads.height })
    .from(uploads)
    .where(inArray(uploads.id, ids))
  const byId = new Map(rows.map((row) => [row.id, row]))
  const fits = refs.every((ref) => {
    const row = byId.get(ref!.id)
    // The seed's images belong to nobody: a seeded post keeps the ones it has.
    return (
      row && (row.userId === userId || row.userId === null) && row.width === ref!.width && row.height === ref!.height
    )
  })
  return fits ? null : m.storyImages_unknown_upload({}, { locale })
}
