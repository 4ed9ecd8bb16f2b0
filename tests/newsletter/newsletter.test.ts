// The newsletter (ADR 058): a digest per language of the posts published in it since the last one, to the members
// who opted in; nothing when nothing is new; nobody twice, whether the schedule runs again or a batch job is retried;
// a one-click unsubscribe link that works without a session (POST turns it off, GET only shows the page).
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { unsubscribeHandler, unsubscribePageHandler } from '@/features/newsletter/newsletter.api.server'
import { unsubscribeToken } from '@/features/newsletter/newsletter-token.server'
import { planDigests, sendNewsletterBatch, startDigests } from '@/features/newsletter/newsletter.server'
import { m } from '@/paraglide/messages'
import type { Database } from '@/server/db/client.server'
import { auditLog, newsletterIssues, userPreferences } from '@/server/db/schema'
import { createMailer } from '@/server/mail/mail.server'
import { createTestDatabase, testEngine } from '../support/db'
import { createPost } from '../factories/post'
import { mailsTo, runQueuedJobs } from '../support/auth-client'
import { account } from '../departures/support'
import { freePort, smtpInbox } from '../support/local-servers'

let database: Database
beforeAll(async () => {
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'waypoints-newsletter-'))
  database = await createTestDatabase()
})
afterAll(() => database.close())

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000)

const subscribe = (userId: string, newsletter = true) =>
  database.db.update(userPreferences).set({ newsletter }).where(eq(userPreferences.userId, userId))

const newsletterOf = async (userId: string) =>
  (await database.db.select().from(userPreferences).where(eq(userPreferences.userId, userId)))[0]?.newsletter

const digests = (email: string) => mailsTo(email).filter((mail) => mail.headers?.['List-Unsubscribe'])

const call = (
  handler: typeof unsubscribeHandler,
  method: string,
  token: string,
  headers: Record<string, string> = {},
) =>
  handler(
    new Request(`http://localhost:3000/api/v1/newsletter/unsubscribe/${token}?lang=uk`, {
      method,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      ...(method === 'POST' ? { body: 'List-Unsubscribe=One-Click' } : {}),
    }),
    { token },
  )

describe(`the newsletter on ${testEngine}`, () => {
  let en: Awaited<ReturnType<typeof account>>
  let uk: Awaited<ReturnType<typeof account>>
  let outside: Awaited<ReturnType<typeof account>>

  beforeAll(async () => {
    ;[en, uk, outside] = await Promise.all([account({ locale: 'en' }), account({ locale: 'uk' }), account()])
    await subscribe(en.id)
    await subscribe(uk.id)
    await createPost(database.db, { lang: 'en', title: 'Night trains of Europe', publishedAt: hoursAgo(2) })
    await createPost(database.db, { lang: 'en', title: 'Old news', publishedAt: hoursAgo(24 * 30) })
    await createPost(database.db, { lang: 'en', title: 'A draft', status: 'draft', publishedAt: null })
    await createPost(database.db, { lang: 'uk', title: 'Карпати взимку', publishedAt: hoursAgo(3) })
    await createPost(database.db, { lang: 'es', title: 'Nadie lo lee', publishedAt: hoursAgo(1) })
  })

  it('previews each language: its new posts and readers', async () => {
    const plans = Object.fromEntries((await planDigests()).map((p) => [p.locale, p]))
    expect(plans.en!.posts.map((p) => p.title)).toEqual(['Night trains of Europe'])
    expect(plans.en!.recipients).toBe(1)
    expect(plans.uk!.posts.map((p) => p.title)).toEqual(['Карпати взимку'])
    expect(plans.es!.recipients).toBe(0)
    expect(plans.ru!.posts).toEqual([])
  })

  it('sends each reader the digest of their language once, with the unsubscribe headers', async () => {
    const started = await startDigests()
    expect(started).toHaveLength(2) // en and uk; es has no reader, ru nothing new
    await runQueuedJobs()
    const [enMail] = digests(en.email)
    expect(digests(en.email)).toHaveLength(1)
    expect(enMail!.subject).toBe(m.newsletter_mail_subject({ count: 1 }, { locale: 'en' }))
    expect(enMail!.html).toContain('Night trains of Europe')
    expect(enMail!.html).not.toContain('Old news')
    expect(enMail!.html).not.toContain('Карпати')
    expect(enMail!.headers!['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:\d+\/api\/v1\/newsletter\/unsubscribe\/[^>]+>$/,
    )
    expect(enMail!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    const [ukMail] = digests(uk.email)
    expect(ukMail!.subject).toBe(m.newsletter_mail_subject({ count: 1 }, { locale: 'uk' }))
    expect(ukMail!.html).toContain('Карпати взимку')
    expect(digests(outside.email)).toEqual([])

    // The schedule again, and a retried batch job: nothing new, nobody twice.
    expect(await startDigests()).toEqual([])
    for (const issueId of started) expect(await sendNewsletterBatch({ issueId })).toBe(0)
    await runQueuedJobs()
    expect(digests(en.email)).toHaveLength(1)
    expect(digests(uk.email)).toHaveLength(1)
    expect(await database.db.select().from(newsletterIssues)).toHaveLength(2)
  })

  it('keeps the RFC 8058 headers over SMTP', async () => {
    const port = await freePort()
    const smtp = await smtpInbox(port)
    try {
      const send = createMailer({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: 'Waypoints <a@waypoints.test>',
        outboxDir: '',
      })
      await send(digests(en.email)[0]!)
      const raw = smtp.inbox[0]!.raw.replace(/\r\n[ \t]+/g, ' ')
      expect(raw).toMatch(/^List-Unsubscribe: <http:\/\/[^>]+\/api\/v1\/newsletter\/unsubscribe\/[^>]+>\r?$/m)
      expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m)
    } finally {
      await smtp.close()
    }
  })

  it('sends only what is new since the last digest, and records who started it', async () => {
    await createPost(database.db, { lang: 'en', title: 'Ferries of the Aegean', publishedAt: new Date() })
    const [issueId] = await startDigests({ actorId: en.id })
    await runQueuedJobs()
    const latest = digests(en.email).at(-1)!
    expect(digests(en.email)).toHaveLength(2)
    expect(latest.html).toContain('Ferries of the Aegean')
    expect(latest.html).not.toContain('Night trains of Europe')
    expect(digests(uk.email)).toHaveLength(1)
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.action, 'newsletter.send'))
    expect(audit.map((a) => a.subjectId)).toEqual([String(issueId)])
  })

  it('unsubscribes with the signed link and no session: POST only', async () => {
    const link = /^<([^>]+)>$/.exec(digests(uk.email)[0]!.headers!['List-Unsubscribe']!)![1]!
    const token = new URL(link).pathname.split('/').at(-1)!
    expect(token).toBe(unsubscribeToken(uk.id))

    // GET (a link scanner) leads to the page and changes nothing.
    const page = await call(unsubscribePageHandler, 'GET', token)
    expect(page.status).toBe(303)
    expect(page.headers.get('location')).toBe(`/uk/newsletter/unsubscribe/${token}`)
    expect(await newsletterOf(uk.id)).toBe(true)

    expect((await call(unsubscribeHandler, 'POST', 'abc')).status).toBe(400)
    const forged = `${Buffer.from(uk.id).toString('base64url')}.${'A'.repeat(43)}`
    expect((await call(unsubscribeHandler, 'POST', forged)).status).toBe(404)
    const otherMember = unsubscribeToken(en.id).split('.')[1]
    expect((await call(unsubscribeHandler, 'POST', `${token.split('.')[0]}.${otherMember}`)).status).toBe(404)
    expect(await newsletterOf(uk.id)).toBe(true)

    const done = await call(unsubscribeHandler, 'POST', token)
    expect(done.status).toBe(200)
    expect(await done.json()).toEqual({ unsubscribed: true })
    expect(await newsletterOf(uk.id)).toBe(false)
    // Again: the same answer (idempotent); the page's form post goes back to the page.
    const again = await call(unsubscribeHandler, 'POST', token, { accept: 'text/html' })
    expect(again.status).toBe(303)
    expect(again.headers.get('location')).toBe(`/uk/newsletter/unsubscribe/${token}?done=1`)

    // Unsubscribed: the next Ukrainian post goes to nobody.
    await createPost(database.db, { lang: 'uk', title: 'Нове', publishedAt: new Date() })
    expect((await planDigests()).find((p) => p.locale === 'uk')!.recipients).toBe(0)
  })
})
