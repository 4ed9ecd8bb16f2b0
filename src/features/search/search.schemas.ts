import { z } from 'zod'
import { cursorSchema, limitSchema } from '@/lib/pagination'
import { locales, type Locale } from '@/lib/i18n/locales'
import {
  asksForNothing,
  hasUndecodedText,
  onlyExclusions,
  SEARCH_ADDRESS_TEXT_MAX,
  searchTextValue,
} from '@/lib/search-params'
import { hasForbiddenCharacters, textParam } from '@/lib/text-input'
import { validationLocale } from '@/lib/validation'
import { m } from '@/paraglide/messages'

export const SEARCH_QUERY_MAX = 100
/** What Intl accepts as a currency: three letters (ISO 4217's form). */
export const CURRENCY_CODE = /^[A-Z]{3}$/
export const SEARCH_PAGE_SIZE = 10
const searchTypes = ['all', 'trip', 'post'] as const
export type SearchType = (typeof searchTypes)[number]

/**
 * The search text: trimmed, 1..100 characters (zod's .max() counts code points), asking for something
 * (`asksForNothing`), not only exclusions, with localized field messages (in `locale`, else the validation language:
 * a server function's own `locale`).
 */
export function searchTextSchema(locale?: Locale) {
  const opts = () => ({ locale: locale ?? validationLocale() })
  return (
    z
      .string({ error: () => m.search_query_required({}, opts()) })
      .trim()
      .min(1, { error: () => m.search_query_required({}, opts()) })
      .max(SEARCH_QUERY_MAX, { error: () => m.search_query_too_long({ max: SEARCH_QUERY_MAX }, opts()) })
      // NUL or a lone surrogate: PostgreSQL refuses the text (a 500 where the API's own check does not run first).
      .refine((value) => !hasForbiddenCharacters(value), { error: () => m.security_invalid_characters({}, opts()) })
      // Invisible characters, a lone `-`, empty quotes: as empty as "" (searched, they found nothing). After the
      // character check, so that a lone NUL is named as what it is.
      .refine((value) => value === '' || hasForbiddenCharacters(value) || !asksForNothing(value), {
        error: () => m.search_query_required({}, opts()),
      })
      // Only `-word`s would list everything without them: refused with what to do, as the search page says it.
      .refine((value) => !onlyExclusions(value), { error: () => m.search_query_only_exclusions({}, opts()) })
  )
}

/** GET /api/v1/search query string (unknown parameters are refused, like the other endpoints). */
export function searchApiQuerySchema(locale?: Locale) {
  return z
    .object({
      q: searchTextSchema(locale),
      type: z.enum(searchTypes).default('all'),
      /** Only posts written in this language (trips are in every language). */
      lang: z.enum(locales).optional(),
      cursor: cursorSchema.optional(),
      limit: limitSchema(SEARCH_PAGE_SIZE),
    })
    .strict()
}

export const searchInputSchema = z.object({
  locale: z.enum(locales),
  q: searchTextSchema(),
  type: z.enum(searchTypes).default('all'),
  lang: z.enum(locales).optional(),
  cursor: cursorSchema.optional(),
  limit: z.number().int().min(1).max(50).default(SEARCH_PAGE_SIZE),
})
export type SearchInput = z.input<typeof searchInputSchema>

/**
 * Search params of the search page; bad values are dropped rather than failing the page. `q` is kept up to
 * SEARCH_ADDRESS_TEXT_MAX characters, so that a query too long to search can be shown with why.
 */
export const searchPageSearchSchema = z.object({
  q: z
    .preprocess(
      searchTextValue,
      textParam(SEARCH_ADDRESS_TEXT_MAX)
        .refine((value) => !hasUndecodedText(value))
        .optional(),
    )
    .catch(undefined),
  type: z.enum(searchTypes).optional().catch(undefined),
  lang: z.enum(locales).optional().catch(undefined),
  cursor: cursorSchema.optional().catch(undefined),
})

/** A piece of highlighted text: `match` marks the words that matched the query. Plain text, never HTML. */
const segmentSchema = z.object({ text: z.string(), match: z.boolean() })
export type Segment = z.output<typeof segmentSchema>

const imageSchema = z.object({ src: z.string(), width: z.number().int(), height: z.number().int(), alt: z.string() })

const tripHitSchema = z.object({
  type: z.literal('trip'),
  id: z.number().int(),
  title: z.string(),
  place: z.string(),
  country: z.string(),
  /** The shown departure's dates (ADR 045); null for a trip without a departure. */
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  /** Null, with `currency`, for a trip without a valid currency: no price is shown. */
  priceMinor: z.number().int().nullable(),
  /** ISO 4217 code. */
  currency: z.string().regex(CURRENCY_CODE).nullable(),
  cover: imageSchema,
  highlight: z.object({ title: z.array(segmentSchema), snippet: z.array(segmentSchema) }),
})

const postHitSchema = z.object({
  type: z.literal('post'),
  id: z.number().int(),
  slug: z.string(),
  lang: z.enum(locales),
  title: z.string(),
  publishedAt: z.string(),
  cover: imageSchema,
  highlight: z.object({ title: z.array(segmentSchema), snippet: z.array(segmentSchema) }),
})

const searchHitSchema = z.discriminatedUnion('type', [tripHitSchema, postHitSchema])
export type SearchHit = z.output<typeof searchHitSchema>

/** A tag as a link to its page, with its published posts. */
const topicSchema = z.object({ slug: z.string(), name: z.string(), posts: z.number().int() })
export type Topic = z.output<typeof topicSchema>

const searchHelpSchema = z.object({
  /** A spelling that finds something, from trigram similarity with titles, places and tags. */
  suggestion: z.string().nullable(),
  tags: z.array(topicSchema),
  destinations: z.array(z.object({ country: z.string(), trips: z.number().int() })),
})
export type SearchHelp = z.output<typeof searchHelpSchema>

const searchLangCountsSchema = z.object(
  Object.fromEntries(locales.map((lang) => [lang, z.number().int()])) as Record<Locale, z.ZodNumber>,
)
export type SearchLangCounts = z.output<typeof searchLangCountsSchema>

export const searchResultSchema = z.object({
  data: z.array(searchHitSchema),
  counts: z.object({
    all: z.number().int(),
    trip: z.number().int(),
    post: z.number().int(),
    /** Matching posts in each language, whatever the `lang` filter (what each choice of it would list). */
    langs: searchLangCountsSchema,
  }),
  /** Set when nothing matched the query as typed and these results are for a close spelling instead. */
  correctedQuery: z.string().nullable(),
  /** Tags whose name (in any language) the query matches, most used first; on the first page of posts only. */
  topics: z.array(topicSchema),
  page: z.object({ limit: z.number().int(), nextCursor: z.string().nullable() }),
  /** Only when nothing was found. */
  help: searchHelpSchema.nullable(),
})
export type SearchResult = z.output<typeof searchResultSchema>
