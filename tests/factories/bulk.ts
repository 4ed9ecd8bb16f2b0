// Bulk data for scale tests and bench/big-data.ts: authors, tags, posts and trips generated inside the database with
// generate_series (one statement per kind, per language), so 100,000 posts take seconds, not minutes of round trips.
// Deterministic for a given seed value (setseed), on PGlite and PostgreSQL alike.
import { sql } from 'drizzle-orm'
import type { Db } from '@/server/db/client.server'

export const bulkLocales = ['en', 'es', 'ru', 'uk'] as const
/** Share of posts per language: authors write mostly in English, the other three unevenly (ADR 006). */
const LANG_SHARE = { en: 0.4, es: 0.25, ru: 0.2, uk: 0.15 } as const

/**
 * Topic words (50 per language) make up titles and ~1% of body words, so a topic word is in roughly 1 post in 17 of
 * its language (a common word); filler words `w0`…`w19999` make up the rest (a filler word is a rare word).
 */
export const topicWords: Record<(typeof bulkLocales)[number], string[]> = {
  en: 'mountain lake river forest desert island coast village city train hike trek glacier volcano canyon valley beach market temple castle bridge harbour lighthouse vineyard waterfall cave summit ridge trail camp hut snow winter summer autumn spring sunrise sunset festival museum cathedral bakery coffee tea wine cheese bread spice street night'.split(
    ' ',
  ),
  es: 'montaña lago río bosque desierto isla costa pueblo ciudad tren caminata travesía glaciar volcán cañón valle playa mercado templo castillo puente puerto faro viñedo cascada cueva cumbre cresta sendero campamento refugio nieve invierno verano otoño primavera amanecer atardecer fiesta museo catedral panadería café té vino queso pan especia calle noche'.split(
    ' ',
  ),
  ru: 'гора озеро река лес пустыня остров побережье деревня город поезд поход переход ледник вулкан каньон долина пляж рынок храм замок мост гавань маяк виноградник водопад пещера вершина хребет тропа лагерь хижина снег зима лето осень весна рассвет закат праздник музей собор пекарня кофе чай вино сыр хлеб специя улица ночь'.split(
    ' ',
  ),
  uk: 'гора озеро річка ліс пустеля острів узбережжя село місто потяг похід перехід льодовик вулкан каньйон долина пляж ринок храм замок міст гавань маяк виноградник водоспад печера вершина хребет стежка табір хатина сніг зима літо осінь весна світанок захід свято музей собор пекарня кава чай вино сир хліб спеція вулиця ніч'.split(
    ' ',
  ),
}

const COUNTRIES =
  'IT ES FR PT GR HR SI AT CH DE NO SE IS IE GB PL CZ SK HU RO BG GE AM TR MA JO EG KE TZ NP IN LK VN TH JP KR PE CL AR MX CA'
const words = (list: readonly string[]) =>
  sql.raw(`(array[${list.map((w) => `'${w.replaceAll("'", "''")}'`).join(',')}]::text[])`)

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[]
}

export interface BulkBlogOptions {
  posts: number
  /** Generated authors (each writes in one language). */
  authors?: number
  /** Generated tags; posts get 1–3 of them, popular ones more often. */
  tags?: number
  /** Prefix of generated slugs and usernames (unique per call). */
  prefix?: string
  /** Newest publication date; posts spread over the five years before it. */
  until?: string
  /** 0 ≤ seed ≤ 1 for setseed(): the same data on every run. */
  seed?: number
}

/**
 * Published (95%), draft (3%) and unpublished (2%) posts in four languages with authors, existing categories and
 * generated tags. Returns the generated authors' usernames and tags' slugs (most popular first).
 */
export async function bulkBlog(database: Db, options: BulkBlogOptions) {
  // One transaction with the count triggers standing aside (migration 0006): per-row triggers on 100,000 rows would
  // update the same few category rows 100,000 times. Counts and the vocabulary are recomputed at the end.
  return database.transaction(async (db) => {
    await db.execute(sql`set local waypoints.bulk_load = 'on'`)
    const result = await generateBlog(db, options)
    await db.execute(sql`select waypoints_recount_posts(), waypoints_rebuild_search_words()`)
    return result
  })
}

type Executor = Pick<Db, 'execute'>

async function generateBlog(db: Executor, options: BulkBlogOptions) {
  const prefix = options.prefix ?? 'bulk'
  const authorCount = options.authors ?? Math.max(8, Math.round(options.posts / 500))
  const tagCount = options.tags ?? 300
  const until = options.until ?? '2026-11-01T00:00:00Z'
  await db.execute(sql`select setseed(${options.seed ?? 0.42})`)
  const categoryIds = rowsOf<{ id: number }>(await db.execute(sql`select id from categories order by id`)).map((r) =>
    Number(r.id),
  )
  if (categoryIds.length === 0) throw new Error('bulkBlog needs categories (seed or factories first)')
  const cats = sql.raw(`array[${categoryIds.join(',')}]::int[]`)

  // Authors: a quarter per language, rounded up.
  const perLangAuthors = Math.ceil(authorCount / 4)
  // Authors are accounts with an author page (ADR 022).
  const authorIds: Record<string, string[]> = {}
  const usernames: string[] = []
  for (const lang of bulkLocales) {
    const rows = rowsOf<{ id: string; username: string }>(
      await db.execute(sql`
        with accounts as (
          insert into "user" (id, name, email, email_verified, username, image)
          select ${`${prefix}-${lang}-`} || g, ${`${prefix} ${lang} writer `} || g,
            ${`${prefix}-${lang}-`} || g || '@bulk.example.test', true, ${`${prefix}-${lang}-`} || g, '/favicon.svg'
          from generate_series(1, ${perLangAuthors}::int) g
          returning id, username
        ), pages as (
          insert into authors (user_id, bio)
          select id, jsonb_build_object('en', 'Bio ' || id, 'es', 'Bio ' || id, 'ru', 'Био ' || id, 'uk', 'Біо ' || id)
          from accounts
          returning user_id
        )
        select id, username from accounts`),
    )
    authorIds[lang] = rows.map((r) => String(r.id))
    usernames.push(...rows.map((r) => r.username))
  }

  // Tags, named in every language.
  const tagRows = rowsOf<{ id: number; slug: string }>(
    await db.execute(sql`
      insert into tags (slug, name)
      select ${`${prefix}-tag-`} || g,
        jsonb_build_object('en', 'Topic ' || g, 'es', 'Tema ' || g, 'ru', 'Тема ' || g, 'uk', 'Тема ' || g)
      from generate_series(1, ${tagCount}::int) g
      returning id, slug`),
  )
  const tagIds = sql.raw(`(array[${tagRows.map((r) => Number(r.id)).join(',')}]::int[])`)

  let offset = 0
  for (const lang of bulkLocales) {
    const count =
      lang === 'uk' ? options.posts - offset : Math.round(options.posts * LANG_SHARE[lang as keyof typeof LANG_SHARE])
    if (count <= 0) continue
    const ids = sql.raw(`array[${authorIds[lang]!.map((id) => `'${id}'`).join(',')}]::text[]`)
    // `where g > 0` ties each sub-select to the row, so every post gets its own random words.
    await db.execute(sql`
      insert into posts (slug, lang, author_id, category_id, title, excerpt, body, cover_image, reading_minutes, status,
        published_at, created_at, updated_at)
      select ${`${prefix}-${lang}-`} || g, ${lang}, a[1 + floor(random() * array_length(a, 1))::int],
        c[1 + floor(random() * array_length(c, 1))::int],
        (select initcap(string_agg(t[1 + floor(random() * n)::int + 0 * k], ' ')) from generate_series(1, 3) k where g > 0),
        'Notes ' || g || ': ' || (select string_agg('w' || floor(random() * 20000 + 0 * k)::int, ' ') from generate_series(1, 12) k where g > 0),
        (select string_agg(case when random() < 0.01 then t[1 + floor(random() * n)::int + 0 * k] else 'w' || floor(random() * 20000)::int end, ' ')
          from generate_series(1, 120) k where g > 0),
        '{"src":"/images/posts/cover-1.svg","width":1200,"height":600,"alt":{"en":"","es":"","ru":"","uk":""}}'::jsonb,
        1, s.status, case when s.status = 'draft' then null else s.at end, s.at, s.at
      from generate_series(1, ${count}::int) g,
        (select ${ids} as a, ${cats} as c, ${words(topicWords[lang])} as t, ${topicWords[lang].length}::int as n) v,
        lateral (select case when r < 0.95 then 'published' when r < 0.98 then 'draft' else 'unpublished' end as status,
          ${until}::timestamptz - (random() * interval '1826 days') as at
          from (select random() + 0 * g as r) x) s`)
    offset += count
  }

  // 1–3 tags per post; tag i is picked with probability falling with i (squared uniform), so a few are popular. The
  // post's language and publication date are copied as the database's trigger would (migration 0007).
  await db.execute(sql`
    insert into post_tags (post_id, tag_id, lang, published_at)
    select distinct p.id, ${tagIds}[1 + floor(power(random(), 2) * ${tagRows.length}::int)::int + 0 * k],
      p.lang, case when p.status = 'published' then p.published_at end
    from posts p, generate_series(1, 1 + p.id % 3) k
    where p.slug like ${`${prefix}-%`}
    on conflict do nothing`)
  const popular = rowsOf<{ slug: string }>(
    await db.execute(sql`
      select t.slug from tags t left join post_tags pt on pt.tag_id = t.id
      where t.slug like ${`${prefix}-tag-%`} group by t.id order by count(pt.post_id) desc, t.slug`),
  ).map((r) => r.slug)
  return { usernames, tagSlugs: popular }
}

export interface BulkTripsOptions {
  trips: number
  /** First possible start date; trips start within the seven years after it. */
  from?: string
  seed?: number
}

/** Published (95%) and draft trips across 40 countries with dates, prices, seats and texts in four languages. */
export async function bulkTrips(db: Db, options: BulkTripsOptions) {
  const from = options.from ?? '2023-01-01'
  await db.execute(sql`select setseed(${options.seed ?? 0.24})`)
  const countries = words(COUNTRIES.split(' '))
  const en = words(topicWords.en)
  await db.execute(sql`
    insert into trips (title, summary, description, country, place, cover_image, gallery, itinerary, status)
    select jsonb_build_object('en', x.title, 'es', x.title || ' (es)', 'ru', x.title || ' (ru)', 'uk', x.title || ' (uk)'),
      jsonb_build_object('en', x.summary, 'es', x.summary, 'ru', x.summary, 'uk', x.summary),
      jsonb_build_object('en', x.body, 'es', x.body, 'ru', x.body, 'uk', x.body),
      x.country,
      jsonb_build_object('en', 'Place ' || g, 'es', 'Lugar ' || g, 'ru', 'Место ' || g, 'uk', 'Місце ' || g),
      '{"src":"/images/trips/cover-1.svg","width":1200,"height":600,"alt":{"en":"","es":"","ru":"","uk":""}}'::jsonb,
      '[]'::jsonb, '[]'::jsonb, case when random() < 0.95 then 'published' else 'draft' end
    from generate_series(1, ${options.trips}::int) g,
      lateral (select
        (select initcap(string_agg(${en}[1 + floor(random() * 50)::int], ' ')) from generate_series(1, 3) k where g > 0) as title,
        (select string_agg('w' || floor(random() * 20000)::int, ' ') from generate_series(1, 15) k where g > 0) as summary,
        (select string_agg(case when random() < 0.02 then ${en}[1 + floor(random() * 50)::int + 0 * k] else 'w' || floor(random() * 20000)::int end, ' ')
          from generate_series(1, 80) k where g > 0) as body,
        ${countries}[1 + floor(random() * 40)::int + 0 * g] as country) x`)
  // Departures (ADR 045): one per new trip, and a second one for about a third of them.
  await db.execute(sql`
    insert into departures (trip_id, start_date, end_date, price_minor, currency, seats_total, seats_left)
    select t.id, x.start, x.start + x.days, x.price, 'EUR', x.seats, floor(random() * (x.seats + 1))::int
    from trips t, generate_series(1, 2) n,
      lateral (select
        ${from}::date + floor(random() * 2557)::int + 0 * t.id as start,
        3 + floor(random() * 12)::int + 0 * n as days,
        (300 + floor(random() * 3700)::int) * 100 as price,
        8 + floor(random() * 9)::int as seats,
        random() as keep) x
    where not exists (select 1 from departures d where d.trip_id = t.id) and (n = 1 or x.keep < 0.33)`)
}
