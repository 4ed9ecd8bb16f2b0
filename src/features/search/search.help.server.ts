// What a search that finds nothing offers besides a close spelling (search.spelling.server): popular tags and destinations.
import { sql } from 'drizzle-orm'
import type { Locale } from '@/lib/i18n/locales'
import type { Db } from '@/server/db/client.server'
import { cacheTags } from '@/server/cache/page-cache-tags.server'
import { cachedPublicRead } from '@/server/cache/result-cache.server'
import { rowsOf } from '@/server/db/rows.server'
import type { SearchHelp } from './search.schemas'

type Popular = Pick<SearchHelp, 'tags' | 'destinations'>

/**
 * Popular tags and destinations for an empty result, from the result cache (ADR 037): every search that finds nothing
 * shows the same lists until posts or trips change, and a search nobody made before is often one of those.
 */
export function popular(database: Db, locale: Locale): Promise<Popular> {
  return cachedPublicRead('search.popular', locale, () => readPopular(database, locale))
}

/** Popular tags (by published posts) and destinations (by published trips). */
async function readPopular(database: Db, locale: Locale): Promise<Popular> {
  cacheTags.add('posts', 'trips')
  const localeKey = sql.raw(`'${locale}'`)
  const tagRows = rowsOf<{ slug: string; name: string; posts: number }>(
    await database.execute(sql`
      select slug, name ->> ${localeKey} as name, published_posts as posts
      from tags
      where published_posts > 0
      order by published_posts desc, slug
      limit 8
    `),
  )
  const destinationRows = rowsOf<{ country: string; trips: number }>(
    await database.execute(sql`
      select country, count(*)::int as trips from trips where status = 'published'
      group by country order by trips desc, country limit 8
    `),
  )
  return {
    tags: tagRows.map((r) => ({ slug: r.slug, name: r.name, posts: Number(r.posts) })),
    destinations: destinationRows.map((r) => ({ country: r.country, trips: Number(r.trips) })),
  }
}
