import { relations, sql as rawSql } from 'drizzle-orm'
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

/** Small key/value facts about this installation (for instance which seed version ran). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

// ---- Accounts (Better Auth owns user/session/account/verification; column names follow its defaults) ----

export const user = pgTable(
  'user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    /** Lowercase public handle, also the author page's address (ADR 022). */
    username: text('username').notNull().unique(),
    /** member, editor or admin (ADR 043): read by `holdsRole`, changed only by an admin. */
    role: text('role').$type<'member' | 'editor' | 'admin'>().notNull().default('member'),
    /** Better Auth's two-factor plugin: on once a TOTP secret is confirmed with a code (ADR 044). */
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    /** Set while staff suspend the account (ADR 052): no sign-in, no sessions, its posts withheld from the public. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** Why staff suspended it (shown on the suspensions page). */
    suspensionReason: text('suspension_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('user_role_known', rawSql`${t.role} in ('member', 'editor', 'admin')`)],
)

/** The picture of an account that has none of its own (author pages, bylines). */
export const DEFAULT_AVATAR = '/images/authors/default.svg'
/** The account's picture, or the default one: what an author page and a byline show. */
export const accountAvatar = () => rawSql<string>`coalesce(${user.image}, ${rawSql.raw(`'${DEFAULT_AVATAR}'`)})`

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
)

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
)

// Better Auth reads a session with its user (and an account with its user) in one joined query (its `joins` option):
// every signed-in request does, so it waits for one database round trip instead of two.
export const userRelations = relations(user, ({ many }) => ({ sessions: many(session), accounts: many(account) }))
export const sessionRelations = relations(session, ({ one }) => ({
  user: one(user, { fields: [session.userId], references: [user.id] }),
}))
export const accountRelations = relations(account, ({ one }) => ({
  user: one(user, { fields: [account.userId], references: [user.id] }),
}))

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
)

/**
 * Better Auth's two-factor plugin (ADR 044): the account's TOTP secret and recovery codes, both encrypted with the
 * auth secret; `verified` turns true once a code from the authenticator app was accepted.
 */
export const twoFactor = pgTable(
  'two_factor',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [uniqueIndex('two_factor_user_id_idx').on(t.userId)],
)

/** Spec §7 GET /api/v1/user/preferences: one row per user, created with defaults on first read. */
export const userPreferences = pgTable('user_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  locale: text('locale'),
  newsletter: boolean('newsletter').notNull().default(false),
  currency: text('currency').notNull().default('EUR'),
  theme: text('theme').notNull().default('system'),
  /** Mail me when someone comments on my post or replies to my comment (ADR 059). */
  commentMail: boolean('comment_mail').notNull().default(true),
  /** Mails after a trip (the invitation to review it, ADR 057). */
  tripFollowUps: boolean('trip_follow_ups').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Mail me when a departure of a trip I saved fills up or is cancelled (ADR 058). */
  savedTripAlerts: boolean('saved_trip_alerts').notNull().default(false),
})

/** Fixed-window counters for sign-in, sign-up, reset and resend; shared by every server process. */
export const rateLimit = pgTable('rate_limit', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
})

// ---------------------------------------------------------------------------------------------
// Trips and blog. Translated fields are jsonb objects keyed by locale ({ en, es, ru, uk }): one row
// per entity keeps list queries to a single scan (no join per locale, no N+1).
// ---------------------------------------------------------------------------------------------

export type LocalizedText = { en: string; es: string; ru: string; uk: string }
export type ContentLocale = keyof LocalizedText

/** One responsive rendition set of an image, for <picture>/<source srcset>. */
export interface ImageSource {
  type: 'image/avif' | 'image/webp'
  /** "url 640w, url 1280w, ..." */
  srcset: string
}
/** PostgreSQL full-text vector; filled by the database itself (generated columns, ADR 019). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

/**
 * Text search configuration per content language (created by the search migration: the language's stemmer behind
 * `unaccent`, so accents and case never matter; Ukrainian uses the Russian stemmer, ADR 019).
 */
const searchConfig = (lang: string) =>
  `(case ${lang} when 'es' then 'waypoints_es'::regconfig when 'ru' then 'waypoints_ru'::regconfig when 'uk' then 'waypoints_uk'::regconfig else 'waypoints_en'::regconfig end)`

/** All four translations of a jsonb text, each under its own language's configuration. */
const localizedVector = (column: string, weight: string) =>
  (['en', 'es', 'ru', 'uk'] as const)
    .map((l) => `setweight(to_tsvector('waypoints_${l}'::regconfig, coalesce(${column} ->> '${l}', '')), '${weight}')`)
    .join(' || ')

export interface StoredImage {
  src: string
  width: number
  height: number
  alt: LocalizedText
  /** Responsive variants (absent for a plain file such as an SVG). */
  sources?: ImageSource[]
  /** The upload the variants come from. */
  uploadId?: string
}

/** One file the image pipeline wrote for an upload. */
export interface ImageVariant {
  format: 'avif' | 'webp'
  width: number
  height: number
  /** Storage key under the uploads directory, e.g. "ab/abcd.../1280.avif". */
  key: string
  bytes: number
}

export interface ItineraryDay {
  /** First and last day this entry covers (1-based). */
  from: number
  to: number
  title: LocalizedText
  text: LocalizedText
}

/** A stop of a trip's route (ADR 062): where the locator map puts a dot, in order. */
export interface RouteStop {
  lon: number
  lat: number
  name: LocalizedText
}

/**
 * The author page of an account (ADR 022): what only the blog shows of a member, keyed by the account. Name, handle
 * and picture are the account's own (`user.name`, `user.username`, `user.image`), never copied here. A row exists
 * once the member writes; it goes with the account.
 */
export const authors = pgTable('authors', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  bio: jsonb('bio').$type<LocalizedText>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Published posts by this author; kept by the database (triggers of migrations 0006 and 0014, ADR 029). */
  publishedPosts: integer('published_posts').notNull().default(0),
})

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    position: integer('position').notNull().default(0),
    /** Published posts in this category; kept by the database (ADR 029). */
    publishedPosts: integer('published_posts').notNull().default(0),
  },
  (t) => [uniqueIndex('categories_slug_key').on(t.slug)],
)

export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    /** Published posts with this tag; kept by the database (ADR 029). */
    publishedPosts: integer('published_posts').notNull().default(0),
    /** The name in every language under its own configuration: a search offers the topics it names (ADR 019). */
    searchVector: tsvector('search_vector').generatedAlwaysAs(rawSql.raw(localizedVector('name', 'A'))),
  },
  (t) => [uniqueIndex('tags_slug_key').on(t.slug), index('tags_search_idx').using('gin', t.searchVector)],
)

/**
 * draft: never shown; published: public; unpublished: was public, taken down by its author (ADR 024). Moderation
 * (ADR 052): pending waits for an editor; rejected was refused with a reason; hidden was taken down by an editor;
 * withheld was published when its author was suspended (published again when the suspension ends). Only `published`
 * is ever public: every public query, count and index keeps reading that one value.
 */
export type PostStatus = 'draft' | 'pending' | 'published' | 'unpublished' | 'rejected' | 'hidden' | 'withheld'

// Column storage (the body out of line, title, excerpt, cover and head vector in the row) is set by migration 0010
// (ADR 039): drizzle does not model it.
export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    lang: text('lang').$type<ContentLocale>().notNull(),
    /** The writing account (ADR 022); null once that account is deleted (its posts were unpublished first). */
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    /** Null only on drafts: publishing requires a category. */
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    body: text('body').notNull(),
    coverImage: jsonb('cover_image').$type<StoredImage>().notNull(),
    /** Derived from the body on write (words / 200, at least 1). */
    readingMinutes: integer('reading_minutes').notNull(),
    status: text('status').$type<PostStatus>().notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Raised by one on every write: an edit made against an older version is refused (ADR 024, no lost updates).
     * A counter rather than `updated_at`, which two saves in one millisecond would share.
     */
    version: integer('version').notNull().default(1),
    /** An editor's reason for rejecting or hiding the post, shown to its author (ADR 052); cleared on approval. */
    moderationReason: text('moderation_reason'),
    /** Approved, undeleted comments and replies; kept by a trigger of migration 0022 (ADR 059). */
    commentCount: integer('comment_count').notNull().default(0),
    /** Search index (ADR 019): title, excerpt and body stemmed in the post's own language. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      rawSql.raw(
        `setweight(to_tsvector(${searchConfig('lang')}, title), 'A') || setweight(to_tsvector(${searchConfig('lang')}, excerpt), 'B') || setweight(to_tsvector(${searchConfig('lang')}, body), 'C')`,
      ),
    ),
    /** Lowercase, accent-free title for typo-tolerant (trigram) matching. */
    searchTitle: text('search_title').generatedAlwaysAs(rawSql.raw(`waypoints_fold(title)`)),
    /**
     * Title and excerpt only: small enough to stay in the row, so ranking every match by it is cheap; search ranks
     * the best of those by the full vector (ADR 029).
     */
    searchHead: tsvector('search_head').generatedAlwaysAs(
      rawSql.raw(
        `setweight(to_tsvector(${searchConfig('lang')}, title), 'A') || setweight(to_tsvector(${searchConfig('lang')}, excerpt), 'B')`,
      ),
    ),
  },
  (t) => [
    uniqueIndex('posts_slug_key').on(t.slug),
    check('posts_published_has_category', rawSql`${t.status} <> 'published' or ${t.categoryId} is not null`),
    index('posts_search_idx').using('gin', t.searchVector),
    index('posts_search_title_idx').using('gin', rawSql`${t.searchTitle} gin_trgm_ops`),
    index('posts_feed_idx').on(t.status, t.publishedAt.desc(), t.id.desc()),
    index('posts_lang_feed_idx').on(t.lang, t.status, t.publishedAt.desc(), t.id.desc()),
    index('posts_category_idx').on(t.categoryId, t.publishedAt.desc(), t.id.desc()),
    index('posts_author_idx').on(t.authorId, t.publishedAt.desc(), t.id.desc()),
    // Published posts only (ADR 029): each list reads its page straight off one of these, in order, at any size.
    index('posts_published_idx')
      .on(t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(rawSql`status = 'published'`),
    index('posts_published_lang_idx')
      .on(t.lang, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(rawSql`status = 'published'`),
    index('posts_published_category_idx')
      .on(t.categoryId, t.lang, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(rawSql`status = 'published'`),
    index('posts_published_author_idx')
      .on(t.authorId, t.lang, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(rawSql`status = 'published'`),
    check('posts_lang_known', rawSql`${t.lang} in ('en', 'es', 'ru', 'uk')`),
    check(
      'posts_status_known',
      rawSql`${t.status} in ('draft', 'pending', 'published', 'unpublished', 'rejected', 'hidden', 'withheld')`,
    ),
    // The review queue (ADR 052), oldest first.
    index('posts_pending_idx')
      .on(t.updatedAt, t.id)
      .where(rawSql`status = 'pending'`),
    check('posts_published_has_author', rawSql`${t.status} <> 'published' or ${t.authorId} is not null`),
    check('posts_published_has_date', rawSql`${t.status} <> 'published' or ${t.publishedAt} is not null`),
  ],
)

export const reportReasons = ['spam', 'offensive', 'misleading', 'copyright', 'other'] as const
export type ReportReason = (typeof reportReasons)[number]

/**
 * A signed-in reader's report of a post (ADR 052): once per reader per post; open until an editor dismisses it or
 * hides the post (then every open report of the post is closed with it).
 */
export const postReports = pgTable(
  'post_reports',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<ReportReason>().notNull(),
    note: text('note').notNull().default(''),
    status: text('status').$type<'open' | 'dismissed' | 'actioned'>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('post_reports_post_reporter_key').on(t.postId, t.reporterId),
    index('post_reports_open_idx')
      .on(t.createdAt, t.id)
      .where(rawSql`status = 'open'`),
    check(
      'post_reports_reason_known',
      rawSql`${t.reason} in ('spam', 'offensive', 'misleading', 'copyright', 'other')`,
    ),
    check('post_reports_status_known', rawSql`${t.status} in ('open', 'dismissed', 'actioned')`),
  ],
)

/**
 * Every folded word (3+ letters) of published post titles, trip titles and places, and tag names: the vocabulary that
 * spelling suggestions come from (ADR 019, 029). Kept by triggers of migration 0006; words are never removed (a word
 * whose post was unpublished can still be suggested, and then finds nothing).
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', rawSql`${t.word} gin_trgm_ops`),
])

/**
 * Addresses a published post had before its author changed its slug: the old address redirects to the post (301)
 * instead of answering 404 to the links and bookmarks that carry it. A post that takes such a slug as its own takes
 * the address back.
 */
export const postRedirects = pgTable(
  'post_redirects',
  {
    slug: text('slug').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('post_redirects_post_idx').on(t.postId)],
)

export const postTags = pgTable(
  'post_tags',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    /** The post's language, copied by the database (migration 0007): a tag page reads its page off one index. */
    lang: text('lang'),
    /** The post's published_at while it is published, else null; copied by the database like `lang`. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.tagId] }),
    index('post_tags_tag_idx').on(t.tagId, t.postId),
    // A tag's published posts per language in list order (ADR 029), as posts_published_lang_idx is for all posts.
    index('post_tags_published_idx')
      .on(t.tagId, t.lang, t.publishedAt.desc().nullsFirst(), t.postId.desc().nullsFirst())
      .where(rawSql`published_at is not null`),
  ],
)

export const trips = pgTable(
  'trips',
  {
    id: serial('id').primaryKey(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    summary: jsonb('summary').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    /** ISO 3166-1 alpha-2; the country's name comes from Intl.DisplayNames per locale. */
    country: text('country').notNull(),
    place: jsonb('place').$type<LocalizedText>().notNull(),
    // Dates, prices and seats are per departure (the departures table, ADR 045): a trip holds its content only.
    coverImage: jsonb('cover_image').$type<StoredImage>().notNull(),
    gallery: jsonb('gallery').$type<StoredImage[]>().notNull().default([]),
    itinerary: jsonb('itinerary').$type<ItineraryDay[]>().notNull().default([]),
    /** The route's stops for the locator map (ADR 062); empty: no map. */
    route: jsonb('route').$type<RouteStop[]>().notNull().default([]),
    status: text('status').$type<'draft' | 'published'>().notNull().default('draft'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Search index (ADR 019): every translation under its own language's configuration. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      rawSql.raw(
        [
          localizedVector('title', 'A'),
          localizedVector('place', 'A'),
          `setweight(to_tsvector('simple'::regconfig, country), 'A')`,
          localizedVector('summary', 'B'),
          localizedVector('description', 'C'),
        ].join(' || '),
      ),
    ),
    /** Titles, places and country only (the A weights): kept in the row, so ranking every match by it is cheap (ADR 029). */
    searchHead: tsvector('search_head').generatedAlwaysAs(
      rawSql.raw(
        [
          localizedVector('title', 'A'),
          localizedVector('place', 'A'),
          `setweight(to_tsvector('simple'::regconfig, country), 'A')`,
        ].join(' || '),
      ),
    ),
    /** Titles and places in every language, folded, for typo-tolerant (trigram) matching. */
    searchTitle: text('search_title').generatedAlwaysAs(
      rawSql.raw(
        `waypoints_fold(${['title', 'place'].flatMap((c) => ['en', 'es', 'ru', 'uk'].map((l) => `coalesce(${c} ->> '${l}', '')`)).join(` || ' ' || `)})`,
      ),
    ),
  },
  (t) => [
    index('trips_search_idx').using('gin', t.searchVector),
    index('trips_search_title_idx').using('gin', rawSql`${t.searchTitle} gin_trgm_ops`),
    index('trips_published_country_idx')
      .on(t.country, t.id)
      .where(rawSql`status = 'published'`),
    check('trips_country_code', rawSql`${t.country} ~ '^[A-Z]{2}$'`),
    check('trips_status_known', rawSql`${t.status} in ('draft', 'published')`),
  ],
)

/**
 * Images uploaded by members (and the seed's illustrations), processed into responsive AVIF/WebP variants stored
 * under the uploads directory (ADR 025). Rows are written only after every variant is stored.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    /** The uploader; null for seed images and after the account is deleted. */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    variants: jsonb('variants').$type<ImageVariant[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_user_idx').on(t.userId, t.createdAt.desc())],
)

// ---------------------------------------------------------------------------------------------
// Departures (ADR 045): one dated run of a trip with its own price and seats. `status` stores only what staff decide
// (open or cancelled); "full" is derived from `seats_left = 0`, so the seat counter stays the one source of truth.
// ---------------------------------------------------------------------------------------------

export const departureStatuses = ['open', 'cancelled'] as const
export type DepartureStatus = (typeof departureStatuses)[number]

export const departures = pgTable(
  'departures',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** Minor units of `currency` per traveller. */
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').notNull(),
    seatsTotal: integer('seats_total').notNull(),
    seatsLeft: integer('seats_left').notNull(),
    status: text('status').$type<DepartureStatus>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('departures_trip_idx').on(t.tripId, t.startDate, t.id),
    index('departures_open_start_idx')
      .on(t.startDate, t.tripId)
      .where(rawSql`status = 'open'`),
    check('departures_dates_ordered', rawSql`${t.endDate} >= ${t.startDate}`),
    check('departures_seats_valid', rawSql`${t.seatsLeft} >= 0 and ${t.seatsLeft} <= ${t.seatsTotal}`),
    check('departures_price_valid', rawSql`${t.priceMinor} >= 0`),
    // ISO 4217's form (as migration 0013 had it on trips; a legacy row moved here may leave it NOT VALID).
    check('departures_currency_code', rawSql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('departures_status_known', rawSql`${t.status} in ('open', 'cancelled')`),
    check('departures_cancelled_has_date', rawSql`${t.status} <> 'cancelled' or ${t.cancelledAt} is not null`),
  ],
)

// ---------------------------------------------------------------------------------------------
// Bookings (ADR 011, 045). A booking is confirmed at once (no payment step) and belongs to a departure.
// `departures.seats_left` is the one seat counter: a booking takes seats and a cancellation gives them back in the
// same transaction as the booking row, with a conditional UPDATE, and `departures_seats_valid` refuses anything
// below zero.
// ---------------------------------------------------------------------------------------------

export const bookingStatuses = ['confirmed', 'cancelled'] as const
export type BookingStatus = (typeof bookingStatuses)[number]

export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    /** Null once the account is deleted: the (cancelled) booking stays in the trip's history, anonymised. */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    departureId: integer('departure_id')
      .notNull()
      .references(() => departures.id, { onDelete: 'restrict' }),
    travellers: integer('travellers').notNull(),
    status: text('status').$type<BookingStatus>().notNull().default('confirmed'),
    /** Idempotency-Key of the request that created it: the same key from the same user gives the same booking. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Why staff cancelled it (shown to the traveller in the mail); null when the traveller cancelled. */
    cancelReason: text('cancel_reason'),
  },
  (t) => [
    uniqueIndex('bookings_user_idempotency_key').on(t.userId, t.idempotencyKey),
    index('bookings_user_idx').on(t.userId, t.createdAt.desc()),
    index('bookings_departure_idx').on(t.departureId, t.status),
    check('bookings_travellers_valid', rawSql`${t.travellers} between 1 and 20`),
    check('bookings_status_known', rawSql`${t.status} in ('confirmed', 'cancelled')`),
    check('bookings_cancelled_has_date', rawSql`${t.status} <> 'cancelled' or ${t.cancelledAt} is not null`),
  ],
)

/** Reference exchange rates stored with the seed (ADR 012): prices are shown converted as an approximation. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    currency: text('currency').primaryKey(),
    /** Units of `currency` per 1 EUR. */
    perEur: doublePrecision('per_eur').notNull(),
    /** The day the rate was taken (shown next to approximations). */
    asOf: date('as_of', { mode: 'string' }).notNull(),
  },
  (t) => [
    check('exchange_rates_currency_code', rawSql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('exchange_rates_positive', rawSql`${t.perEur} > 0`),
  ],
)

/**
 * What staff did (ADR 043): who, what, to which record, when, and the record before and after. Written in the
 * transaction of the change itself, so a change is never without its line; rows are never updated or deleted.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    /** The staff account; null for the `npm run admin` command and after the account is deleted. */
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    /** What was done, as `subject.verb` (for instance `role.grant`, `trip.update`, `departure.cancel`). */
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId, t.createdAt.desc()),
  ],
)

/**
 * Comments on posts (ADR 059): one level of replies (`parent_id` names a top-level comment of the same post). Only
 * `approved` and not deleted is public; `pending` waits for an editor; `rejected` was refused; `hidden` was taken down
 * by an editor; `withheld` was approved and waits out its author's suspension (ADR 069). Deleting (by its author, an editor, or with the account) empties the text and sets `deleted_at`; a
 * deleted comment with replies still holds its place in the thread. `posts.comment_count` is kept by a trigger.
 */
export type CommentStatus = 'pending' | 'approved' | 'rejected' | 'hidden' | 'withheld'
export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    status: text('status').$type<CommentStatus>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({ name: 'comments_parent_id_fk', columns: [t.parentId], foreignColumns: [t.id] }).onDelete('cascade'),
    index('comments_thread_idx')
      .on(t.postId, t.id)
      .where(rawSql`parent_id is null`),
    index('comments_replies_idx').on(t.parentId, t.id),
    index('comments_author_idx').on(t.authorId, t.createdAt),
    index('comments_pending_idx')
      .on(t.createdAt, t.id)
      .where(rawSql`status = 'pending'`),
    check('comments_status_known', rawSql`${t.status} in ('pending', 'approved', 'rejected', 'hidden', 'withheld')`),
  ],
)

/** A signed-in reader's report of a comment (ADR 059): once per reader per comment, as post reports (ADR 052). */
export const commentReports = pgTable(
  'comment_reports',
  {
    id: serial('id').primaryKey(),
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<ReportReason>().notNull(),
    note: text('note').notNull().default(''),
    status: text('status').$type<'open' | 'dismissed' | 'actioned'>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('comment_reports_comment_reporter_key').on(t.commentId, t.reporterId),
    index('comment_reports_open_idx')
      .on(t.createdAt, t.id)
      .where(rawSql`status = 'open'`),
    check(
      'comment_reports_reason_known',
      rawSql`${t.reason} in ('spam', 'offensive', 'misleading', 'copyright', 'other')`,
    ),
    check('comment_reports_status_known', rawSql`${t.status} in ('open', 'dismissed', 'actioned')`),
  ],
)

// ---------------------------------------------------------------------------------------------
// Reviews (ADR 057): one per booking, by the traveller who booked it, once the departure has ended; moderated like
// posts (ADR 052). Readers report a review as they report a post. An invitation to review is recorded once per booking.
// ---------------------------------------------------------------------------------------------

/** `withheld`: published, and waiting out its writer's suspension (ADR 069). */
export const reviewStatuses = ['pending', 'published', 'rejected', 'hidden', 'withheld'] as const
export type ReviewStatus = (typeof reviewStatuses)[number]

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    /** One review per booking: the database refuses a second one, whatever the order of two requests. */
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The booking's trip, copied so a trip page reads its reviews off one index. */
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    body: text('body').notNull(),
    /** The language the traveller wrote in (the page badges a review in another language, ADR 006). */
    lang: text('lang').notNull(),
    status: text('status').$type<ReviewStatus>().notNull(),
    /** Why an editor rejected or hid it (mailed to the traveller); null otherwise. */
    moderationReason: text('moderation_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_booking_key').on(t.bookingId),
    index('reviews_trip_published_idx')
      .on(t.tripId, t.createdAt.desc(), t.id.desc())
      .where(rawSql`status = 'published'`),
    index('reviews_pending_idx')
      .on(t.updatedAt, t.id)
      .where(rawSql`status = 'pending'`),
    index('reviews_user_idx').on(t.userId, t.createdAt.desc()),
    check('reviews_rating_range', rawSql`${t.rating} between 1 and 5`),
    check('reviews_status_known', rawSql`${t.status} in ('pending', 'published', 'rejected', 'hidden', 'withheld')`),
    check('reviews_lang_known', rawSql`${t.lang} in ('en', 'es', 'ru', 'uk')`),
  ],
)

/** A signed-in reader's report of a published review: once per reader per review, like post reports. */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<ReportReason>().notNull(),
    note: text('note').notNull().default(''),
    status: text('status').$type<'open' | 'dismissed' | 'actioned'>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('review_reports_review_reporter_key').on(t.reviewId, t.reporterId),
    index('review_reports_open_idx')
      .on(t.createdAt, t.id)
      .where(rawSql`status = 'open'`),
    check(
      'review_reports_reason_known',
      rawSql`${t.reason} in ('spam', 'offensive', 'misleading', 'copyright', 'other')`,
    ),
    check('review_reports_status_known', rawSql`${t.status} in ('open', 'dismissed', 'actioned')`),
  ],
)

/** The invitation to review a booking, queued once: the row is written in the transaction that queues the mail. */
export const reviewInvitations = pgTable('review_invitations', {
  bookingId: integer('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  /** When it was queued; also written, without a mail, for a traveller who turned trip follow-ups off. */
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  mailed: boolean('mailed').notNull(),
})

// ---------------------------------------------------------------------------------------------
// Saved trips and the newsletter (ADR 058).
// ---------------------------------------------------------------------------------------------

/** A member's saved trips: one row per member and trip (saving twice changes nothing). */
export const savedTrips = pgTable(
  'saved_trips',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tripId] }), index('saved_trips_trip_idx').on(t.tripId)],
)

/**
 * A departure of a saved trip filled up or was cancelled: written by a trigger on `departures` in the transaction of
 * whatever change did it (migration 0021), mailed to the savers who opted in by the `saved-trip-alerts` job.
 */
export const savedTripAlerts = pgTable(
  'saved_trip_alerts',
  {
    id: serial('id').primaryKey(),
    departureId: integer('departure_id')
      .notNull()
      .references(() => departures.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'full' | 'cancelled'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When its mails were queued; null while waiting for the job. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    index('saved_trip_alerts_waiting_idx')
      .on(t.id)
      .where(rawSql`mailed_at is null`),
    check('saved_trip_alerts_kind_known', rawSql`${t.kind} in ('full', 'cancelled')`),
  ],
)

/** One digest per language: the posts it carries, published after `since` and up to `until`. */
export const newsletterIssues = pgTable(
  'newsletter_issues',
  {
    id: serial('id').primaryKey(),
    locale: text('locale').notNull(),
    since: timestamp('since', { withTimezone: true }).notNull(),
    until: timestamp('until', { withTimezone: true }).notNull(),
    postIds: jsonb('post_ids').$type<number[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_issues_locale_until_key').on(t.locale, t.until)],
)

/** Who an issue goes to; `sent_at` is set in the transaction that queues the mail, so no one gets it twice. */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    issueId: integer('issue_id')
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.issueId, t.userId] }),
    index('newsletter_deliveries_waiting_idx')
      .on(t.issueId)
      .where(rawSql`sent_at is null`),
  ],
)
