import { and, asc, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm'
import { isLocale, locales, type Locale } from '@/lib/i18n/locales'
import { recordStaffAction } from '@/server/audit/audit.server'
import type { Db } from '@/server/db/client.server'
import { db } from '@/server/db/index.server'
import { newsletterDeliveries, newsletterIssues, posts, user, userPreferences } from '@/server/db/schema'
import { env } from '@/server/env.server'
import { defineJob, enqueue } from '@/server/jobs/queue.server'
import { enqueueMail } from '@/server/mail/mail-queue.server'
import { digestMail, digestParts, type DigestPost } from './newsletter.mail.server'

// The newsletter (ADR 058): one digest per language of the posts published in it since that language's last digest,
// to the members who opted in and read the site in it. Each digest is recorded (an issue) with its recipients (a
// delivery each); batch jobs queue the mails, marking each delivery sent in the same transaction, so a re-run or a
// retried job never mails anyone twice. Nothing new: no issue, nothing sent.

/** The first digest of a language looks back this far. */
const FIRST_WINDOW_MS = 7 * 24 * 3600 * 1000
/** A digest lists at most this many posts (the newest). */
export const DIGEST_MAX_POSTS = 20

type Executor = Pick<Db, 'select'>

/** A member's language for the newsletter: the one in their preferences, else English (the site's default). */
const memberLocale = sql<string>`coalesce(${userPreferences.locale}, 'en')`

/** Opted in, confirmed and not suspended: who gets a digest (in their language, `memberLocale`). */
const subscribedInAnyLanguage = and(
  eq(userPreferences.newsletter, true),
  eq(user.emailVerified, true),
  isNull(user.suspendedAt),
)
const subscribed = (locale: Locale) => and(subscribedInAnyLanguage, eq(memberLocale, locale))

export interface DigestPlan {
  locale: Locale
  since: Date
  until: Date
  posts: Array<DigestPost & { publishedAt: string }>
  recipients: number
}

/** The newest posts of a language published after `since` up to `until`: what its next digest carries. */
async function digestPosts(executor: Executor, locale: Locale, since: Date, until: Date) {
  const rows = await executor
    .select({
      id: posts.id,
      slug: posts.slug,
      title: posts.title,
      excerpt: posts.excerpt,
      publishedAt: posts.publishedAt,
    })
    .from(posts)
    .where(
      and(
        eq(posts.status, 'published'),
        eq(posts.lang, locale),
        gt(posts.publishedAt, since),
        lte(posts.publishedAt, until),
      ),
    )
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(DIGEST_MAX_POSTS)
  return rows.map((r) => ({ ...r, publishedAt: r.publishedAt!.toISOString() }))
}

const firstSince = (until: Date) => new Date(until.getTime() - FIRST_WINDOW_MS)

async function planFor(executor: Executor, locale: Locale, until: Date): Promise<DigestPlan> {
  const [last] = await executor
    .select({ until: newsletterIssues.until })
    .from(newsletterIssues)
    .where(eq(newsletterIssues.locale, locale))
    .orderBy(desc(newsletterIssues.until))
    .limit(1)
  const since = last?.until ?? firstSince(until)
  const [count] = await executor
    .select({ n: sql<number>`count(*)::int` })
    .from(user)
    .innerJoin(userPreferences, eq(userPreferences.userId, user.id))
    .where(subscribed(locale))
  return { locale, since, until, posts: await digestPosts(executor, locale, since, until), recipients: count?.n ?? 0 }
}

/**
 * What the next digest would carry in each language now (the back office's preview): every language's last issue and
 * readers in one grouped read each, then each language's posts (two round trips, not three per language).
 */
export async function planDigests(now = new Date()): Promise<DigestPlan[]> {
  const database = await db()
  const [lasts, counts] = await Promise.all([
    database
      .select({
        locale: newsletterIssues.locale,
        until: sql<Date>`max(${newsletterIssues.until})`.mapWith(newsletterIssues.until),
      })
      .from(newsletterIssues)
      .groupBy(newsletterIssues.locale),
    database
      .select({ locale: memberLocale, n: sql<number>`count(*)::int` })
      .from(user)
      .innerJoin(userPreferences, eq(userPreferences.userId, user.id))
      .where(subscribedInAnyLanguage)
      .groupBy(memberLocale),
  ])
  return Promise.all(
    locales.map(async (locale) => {
      const since = lasts.find((row) => row.locale === locale)?.until ?? firstSince(now)
      const recipients = counts.find((row) => row.locale === locale)?.n ?? 0
      return { locale, since, until: now, posts: await digestPosts(database, locale, since, now), recipients }
    }),
  )
}

/** The digest a member named `name` would get, in parts (the back office shows them as the mail lays them out). */
export function previewMail(plan: DigestPlan, name: string) {
  const { subject, intro, items, outro, footer } = digestParts({
    to: { id: 'preview', email: 'preview@example.invalid', name },
    locale: plan.locale,
    posts: plan.posts,
  })
  return { subject, intro, items, outro, footer }
}

interface BatchData {
  issueId: number
}

/**
 * Starts a digest in every language with something new and someone to read it: the issue, its deliveries and its
 * first batch job in one transaction. With `actorId` (the back office's "send now") the start is audited. Answers the
 * issues started.
 */
export async function startDigests(options: { now?: Date; actorId?: string } = {}): Promise<number[]> {
  const database = await db()
  const now = options.now ?? new Date()
  const started: number[] = []
  for (const locale of locales) {
    const issueId = await database.transaction(async (tx) => {
      // One start at a time per language: a second one (the schedule and "send now" together) waits, then finds
      // nothing new.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`newsletter:${locale}`}))`)
      const plan = await planFor(tx, locale, now)
      if (plan.posts.length === 0 || plan.recipients === 0) return null
      const [issue] = await tx
        .insert(newsletterIssues)
        .values({ locale, since: plan.since, until: plan.until, postIds: plan.posts.map((p) => p.id) })
        .onConflictDoNothing()
        .returning({ id: newsletterIssues.id })
      if (!issue) return null
      await tx.execute(sql`
        insert into ${newsletterDeliveries} (issue_id, user_id)
        select ${issue.id}, ${user.id} from ${user}
        join ${userPreferences} on ${userPreferences.userId} = ${user.id}
        where ${subscribed(locale)}`)
      if (options.actorId) {
        await recordStaffAction(tx, {
          actorId: options.actorId,
          action: 'newsletter.send',
          subjectType: 'newsletter',
          subjectId: issue.id,
          after: { locale, posts: plan.posts.length, recipients: plan.recipients },
        })
      }
      await enqueue(tx, newsletterBatchJob, { issueId: issue.id })
      return issue.id
    })
    if (issueId !== null) started.push(issueId)
  }
  return started
}

/** Seconds between two batches so that no more than NEWSLETTER_RATE_PER_MINUTE mails are queued per minute. */
export const batchSpacingSeconds = () =>
  Math.ceil((env().NEWSLETTER_BATCH_SIZE / env().NEWSLETTER_RATE_PER_MINUTE) * 60)

/**
 * Queues the mails of up to NEWSLETTER_BATCH_SIZE waiting deliveries of an issue, marks them sent in the same
 * transaction, and schedules the next batch after the rate's spacing while some wait. Members who unsubscribed
 * since the issue started are dropped. Answers how many mails it queued.
 */
export async function sendNewsletterBatch({ issueId }: BatchData): Promise<number> {
  const database = await db()
  return database.transaction(async (tx) => {
    const [issue] = await tx.select().from(newsletterIssues).where(eq(newsletterIssues.id, issueId))
    if (!issue || !isLocale(issue.locale)) return 0
    const locale = issue.locale
    await tx.execute(sql`
      delete from ${newsletterDeliveries} where ${newsletterDeliveries.issueId} = ${issueId}
      and ${newsletterDeliveries.sentAt} is null
      and ${newsletterDeliveries.userId} in (select user_id from user_preferences where not newsletter)`)
    const waiting = await tx
      .select({ id: user.id, email: user.email, name: user.name })
      .from(newsletterDeliveries)
      .innerJoin(user, eq(user.id, newsletterDeliveries.userId))
      .where(and(eq(newsletterDeliveries.issueId, issueId), isNull(newsletterDeliveries.sentAt)))
      .orderBy(asc(newsletterDeliveries.userId))
      .limit(env().NEWSLETTER_BATCH_SIZE)
      .for('update', { of: newsletterDeliveries, skipLocked: true })
    if (waiting.length === 0) return 0
    const rows = issue.postIds.length
      ? await tx
          .select({ id: posts.id, slug: posts.slug, title: posts.title, excerpt: posts.excerpt })
          .from(posts)
          .where(and(inArray(posts.id, issue.postIds), eq(posts.status, 'published')))
          .orderBy(desc(posts.publishedAt), desc(posts.id))
      : []
    for (const member of waiting) {
      if (rows.length) await enqueueMail(tx, digestMail({ to: member, locale, posts: rows }))
    }
    await tx
      .update(newsletterDeliveries)
      .set({ sentAt: sql`now()` })
      .where(
        and(
          eq(newsletterDeliveries.issueId, issueId),
          inArray(
            newsletterDeliveries.userId,
            waiting.map((w) => w.id),
          ),
        ),
      )
    const [left] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(newsletterDeliveries)
      .where(and(eq(newsletterDeliveries.issueId, issueId), isNull(newsletterDeliveries.sentAt)))
    if ((left?.n ?? 0) > 0) {
      await enqueue(
        tx,
        newsletterBatchJob,
        { issueId },
        { startAfter: new Date(Date.now() + batchSpacingSeconds() * 1000) },
      )
    }
    return rows.length ? waiting.length : 0
  })
}

export const newsletterBatchJob = defineJob<BatchData>({
  name: 'newsletter-batch',
  policy: { retryLimit: 5, retryDelay: 60, retryBackoff: true },
  concurrency: 1,
  run: async (data) => void (await sendNewsletterBatch(data)),
})

/** The issues sent so far, newest first (the back office). */
export async function recentIssues(limit = 10) {
  const database = await db()
  return database
    .select({
      id: newsletterIssues.id,
      locale: newsletterIssues.locale,
      createdAt: newsletterIssues.createdAt,
      posts: sql<number>`jsonb_array_length(${newsletterIssues.postIds})::int`,
      recipients: sql<number>`(select count(*) from ${newsletterDeliveries} where ${newsletterDeliveries.issueId} = ${newsletterIssues.id})::int`,
      sent: sql<number>`(select count(*) from ${newsletterDeliveries} where ${newsletterDeliveries.issueId} = ${newsletterIssues.id} and ${newsletterDeliveries.sentAt} is not null)::int`,
    })
    .from(newsletterIssues)
    .orderBy(desc(newsletterIssues.id))
    .limit(limit)
}

/** Turns the newsletter off for the member (the unsubscribe link); answers false when there is no such member. */
export async function unsubscribe(userId: string): Promise<boolean> {
  const database = await db()
  const [member] = await database.select({ id: user.id }).from(user).where(eq(user.id, userId))
  if (!member) return false
  await database
    .insert(userPreferences)
    .values({ userId, newsletter: false })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { newsletter: false, updatedAt: sql`now()` } })
  return true
}
