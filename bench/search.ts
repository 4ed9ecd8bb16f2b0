// Search latency at scale: 100,000 generated posts (four languages) in a PostgreSQL database of its own, the built
// server on it, and p50/p99 of GET /api/v1/search at 10 connections (autocannon) for a few kinds of query: first
// with the result cache off (every search runs in the database), then on (a repeated search is answered from memory,
// ADR 037).
// Run: `npm run build && flock /tmp/bench.lock node bench/search.ts` (or `npm run bench search`).
// BENCH_PG_URL: a PostgreSQL server URL (default postgres://postgres@127.0.0.1:5432/postgres); the database
// `waypoints_bench_search` (BENCH_DB) is dropped and re-created, unless BENCH_REUSE=1 finds it already holding the posts (the same
// data before and after a change). Reports numbers; asserts nothing.
import { cpus, loadavg } from 'node:os'
import autocannon from 'autocannon'
import pg from 'pg'
import { loadColumns, requireBuild, startServer } from './lib.ts'

const POSTS = Number(process.env.BENCH_POSTS ?? 100_000)
const CONNECTIONS = 10
const DURATION = Number(process.env.BENCH_DURATION ?? 8)
const DB_NAME = process.env.BENCH_DB ?? 'waypoints_bench_search'
const NEW_WORD = 'w…'
const NEW_NOTHING = 'qzx…'
const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const dbUrl = (() => {
  const url = new URL(adminUrl)
  url.pathname = `/${DB_NAME}`
  return url.toString()
})()

requireBuild()

async function generatedBefore(): Promise<boolean> {
  if (process.env.BENCH_REUSE !== '1') return false
  const probe = new pg.Client({ connectionString: dbUrl })
  try {
    await probe.connect()
    const { rows } = await probe.query<{ n: number }>(`select count(*)::int as n from posts where slug like 'bench-%'`)
    return (rows[0]?.n ?? 0) >= POSTS
  } catch {
    return false
  } finally {
    await probe.end().catch(() => undefined)
  }
}
const reuse = await generatedBefore()

if (!reuse) {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`drop database if exists ${DB_NAME} with (force)`)
  await admin.query(`create database ${DB_NAME}`)
  await admin.end()
}

// The server migrates and seeds the new database (real trips, authors, categories and tags).
process.env.DATABASE_URL = dbUrl
process.env.SEED_ON_START = 'true'
const port = Number(process.env.BENCH_PORT ?? 3291)
// Every search in the database first; the second mode restarts the server with its result cache on.
const modes = [
  ['database', { RESULT_CACHE_MAX_BYTES: '0' }],
  ['result cache', {}],
] as const
let server = await startServer(port, { env: modes[0][1] })
const rows: Array<Record<string, string | number>> = []
try {
  // Topic words (50 per language) make up titles and ~1% of body words, so a topic word is in roughly 1 post in 17 of
  // its language (~1,500 posts: a common word); filler words from a 20,000-word synthetic vocabulary make up the rest
  // (a filler word is in ~0.7% of posts: a rare word).
  const topics: Record<string, string[]> = {
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

  const db = new pg.Client({ connectionString: dbUrl })
  await db.connect()
  const started = performance.now()
  if (reuse) console.log('generated: reusing the posts of an earlier run (BENCH_REUSE=1)')
  else {
    const { rows: refs } = await db.query<{ author: string; category: number }>(
      'select (select min(user_id) from authors) as author, (select min(id) from categories) as category',
    )
    const { author, category } = refs[0]!
    const perLang = Math.ceil(POSTS / 4)
    for (const [lang, words] of Object.entries(topics)) {
      await db.query(
        `insert into posts (slug, lang, author_id, category_id, title, excerpt, body, cover_image, reading_minutes, status, published_at)
       select 'bench-' || $1 || '-' || g, $1, $2, $3,
         (select initcap(string_agg(t[1 + floor(random() * n)::int + 0 * k], ' ')) from generate_series(1, 2) k where g > 0),
         'Notes ' || g || ': ' || (select string_agg('w' || floor(random() * 20000 + 0 * k)::int, ' ') from generate_series(1, 12) k where g > 0),
         (select string_agg(case when random() < 0.01 then t[1 + floor(random() * n)::int + 0 * k] else 'w' || floor(random() * 20000)::int end, ' ')
            from generate_series(1, 120) k where g > 0),
         '{"src":"/images/posts/cover-1.svg","width":1200,"height":600,"alt":{"en":"","es":"","ru":"","uk":""}}'::jsonb,
         1, 'published', now() - (g || ' minutes')::interval
       from generate_series(1, $4::int) g, (select $5::text[] as t, array_length($5::text[], 1) as n) words`,
        [lang, author, category, perLang, words],
      )
    }
  }
  // What autovacuum does soon after a bulk load on a live database: the GIN index's pending list merged into the
  // index (every search scans that list otherwise) and the visibility map set.
  await db.query('vacuum (analyze) posts')
  const { rows: counted } = await db.query<{ n: number }>(`select count(*)::int as n from posts`)
  console.log(`generated: ${counted[0]!.n} posts in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  await db.end()

  const queries: Array<[string, string, string]> = [
    ['one English word', 'mountain', 'en'],
    ['two words', 'glacier lake', 'en'],
    ['Spanish, no accents', 'montana', 'es'],
    ['Russian inflection', 'горы', 'ru'],
    ['Ukrainian', 'водоспади', 'uk'],
    ['rare word (filler)', 'w12345', 'en'],
    ['typo (corrected)', 'lighthuose', 'en'],
    ['nothing (help)', 'qwxzvq', 'en'],
    // Every request a word not searched before (w0, w1, …: rare words), so a cache never answers: what it costs.
    ['a new rare word each time', NEW_WORD, 'en'],
    // Every request a new word that matches nothing and has no close spelling: the help (popular tags and
    // destinations) is all a cache can answer.
    ['a new word nothing matches each time', NEW_NOTHING, 'en'],
  ]

  for (const [mode, env] of modes) {
    if (mode !== modes[0][0]) {
      await server.stop()
      server = await startServer(port, { env })
    }
    for (const [label, q, lang] of queries) await measure(mode, label, q, lang)
  }

  async function measure(mode: string, label: string, q: string, lang: string) {
    const path = (word: string) => `/api/v1/search?q=${encodeURIComponent(word)}&limit=10`
    let next = 0
    const newWord = () => (q === NEW_WORD ? `w${next++ % 20_000}` : `qzx${next++}`)
    const fresh = q === NEW_WORD || q === NEW_NOTHING
    const probe = (await (
      await fetch(server.url + path(fresh ? newWord() : q), { headers: { 'accept-language': lang } })
    ).json()) as {
      counts?: { all: number }
      correctedQuery?: string | null
    }
    const result = await autocannon({
      url: server.url + path(q),
      connections: CONNECTIONS,
      duration: DURATION,
      headers: { 'accept-language': lang },
      requests: fresh
        ? [{ method: 'GET', setupRequest: (request) => ({ ...request, path: path(newWord()) }) }]
        : undefined,
    })
    rows.push({
      answered: mode,
      query: `${label}: ${q}`,
      matches: probe.counts?.all ?? -1,
      corrected: probe.correctedQuery ?? '',
      ...loadColumns(result),
    })
  }
} finally {
  await server.stop()
}
console.log(
  `search at ${POSTS.toLocaleString('en')} posts, ${CONNECTIONS} connections, ${DURATION} s each (PostgreSQL); ` +
    `${cpus().length} CPUs, load average ${loadavg()[0]!.toFixed(1)} (other work on the machine inflates latency):`,
)
console.table(rows)
