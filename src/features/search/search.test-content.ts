// The posts, tags and trip the search tests look through: each test file seeds its own database with them.
import { afterAll, beforeAll } from 'vitest'
import { createTestDatabase } from '../../../tests/support/db'
import { createPost } from '../../../tests/factories/post'
import { createTrip } from '../../../tests/factories/trip'
import { createTag } from '../../../tests/factories/tag'
import type { SearchHit } from './search.schemas'

/**
 * A test database (also the app's, see createTestDatabase) with posts in four languages (tagged Hiking in English and
 * Spanish), a draft, a trip on the Amalfi Coast and twelve posts about lighthouses.
 */
async function createSearchTestDatabase() {
  const database = await createTestDatabase()
  const db = database.db
  const hiking = await createTag(db, {
    slug: 'hiking',
    name: { en: 'Hiking', es: 'Senderismo', ru: 'Походы', uk: 'Походи' },
  })
  await createPost(db, {
    slug: 'mountain-huts',
    lang: 'en',
    title: 'Sleeping in mountain huts',
    excerpt: 'What to pack for a night above the clouds.',
    body: 'The huts of the Dolomites open in June. Bring a sleeping bag liner.',
    tags: [hiking],
  })
  await createPost(db, {
    slug: 'montanas-de-peru',
    lang: 'es',
    title: 'Montañas de Perú',
    excerpt: 'Caminatas por los Andes y el Valle Sagrado.',
    body: 'Las montañas del Perú piden paciencia y buenas botas.',
    tags: [hiking],
  })
  await createPost(db, {
    slug: 'gory-altaya',
    lang: 'ru',
    title: 'Горы Алтая',
    excerpt: 'Походы по горам и озёрам Алтая.',
    body: 'В горах Алтая погода меняется быстро.',
  })
  await createPost(db, {
    slug: 'karpaty-vzymku',
    lang: 'uk',
    title: 'Карпати взимку',
    excerpt: 'Мандрівка горами в січні.',
    body: 'Зимові мандрівки Карпатами потребують теплого одягу.',
  })
  await createPost(db, {
    slug: 'draft-glacier',
    status: 'draft',
    title: 'Glacier draft',
    excerpt: 'Glacier',
    body: 'Glacier',
  })
  await createTrip(db, {
    title: { en: 'Lemon paths of Amalfi', es: 'Senderos de limoneros', ru: 'Лимонные тропы', uk: 'Лимонні стежки' },
    place: { en: 'Amalfi Coast', es: 'Costa Amalfitana', ru: 'Побережье Амальфи', uk: 'Узбережжя Амальфі' },
    summary: {
      en: 'Boat days between villages.',
      es: 'Días en barco entre pueblos.',
      ru: 'Дни на лодке между деревнями.',
      uk: 'Дні на човні між селами.',
    },
    country: 'IT',
  })
  for (let i = 0; i < 12; i++)
    await createPost(db, { title: `Lighthouse walk ${i}`, excerpt: 'Lighthouses of the coast', body: 'Lighthouse.' })
  return database
}

/** The test file's database (`seeded.database`): seeded before its tests, closed after them. */
export function seededSearchDatabase() {
  const seeded = {} as { database: Awaited<ReturnType<typeof createSearchTestDatabase>> }
  beforeAll(async () => {
    seeded.database = await createSearchTestDatabase()
  })
  afterAll(() => seeded.database.close())
  return seeded
}

export const slugs = (hits: SearchHit[]) => hits.map((h) => (h.type === 'post' ? h.slug : `trip:${h.id}`))
export const marked = (hit: SearchHit | undefined) =>
  hit?.highlight.title
    .filter((s) => s.match)
    .map((s) => s.text)
    .join('|')
