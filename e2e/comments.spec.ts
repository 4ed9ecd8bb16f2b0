// Comments end to end (ADR 059), on a server of its own with review on (MODERATION_TRUSTED_AFTER=1): a new reader
// comments on a post and sees it waiting for review; an editor approves it in the queue and the post's author gets the
// mail at the SMTP stand-in; the author replies; a second reader's comment waits. The post page with comments and the
// queue pass axe in en and uk; COMMENT_SHOTS=1 saves screenshots of the section at 1280 and 360 px.
import { spawnSync } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { signUpByApi } from './support/accounts'
import { expectNoAxeViolations, msg, waitForHydration } from './support/helpers'
import { root, startServer, type ServerProcess } from './support/server-process'
import { startStandIns, type StandIns } from './support/stand-ins'
import { subjectOf } from './support/mail'
import { turnOnTwoFactor } from './support/staff'

test.describe.configure({ mode: 'serial' })

const port = Number(process.env.E2E_PORT ?? 3100) + 9
const origin = `http://127.0.0.1:${port}`
const dataDir = path.join(root, `${process.env.E2E_DATA_DIR ?? '.tmp/e2e-data'}-comments`)
const shots = process.env.COMMENT_SHOTS ? path.join(root, '.tmp', 'comment-shots') : null

let server: ServerProcess
let standIns: StandIns
let editor: Page
let writer: Page
let writerEmail = ''
let postSlug = ''
let postTitle = ''

const newPage = async (browser: Browser) => (await browser.newContext({ baseURL: origin })).newPage()

function grant(email: string, role: 'editor' | 'admin') {
  const { DATABASE_URL: _unused, ...env } = process.env
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', 'grant', email, role], {
    cwd: root,
    env: { ...env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
    timeout: 60_000,
  })
  expect(run.status, run.stderr).toBe(0)
}

async function shoot(page: Page, name: string) {
  if (!shots) return
  mkdirSync(shots, { recursive: true })
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 })
    await page.locator('#comments').screenshot({ path: path.join(shots, `${name}-${width}.png`) })
  }
  await page.setViewportSize({ width: 1280, height: 720 })
}

test.beforeAll(async () => {
  test.setTimeout(120_000)
  standIns = await startStandIns()
  rmSync(dataDir, { recursive: true, force: true })
  server = startServer(port, dataDir, {
    MODERATION_TRUSTED_AFTER: '1',
    SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT ?? 3325}`,
    AUTH_RATE_LIMIT_SCALE: '10',
    LOG_LEVEL: 'warn',
  })
  await expect
    .poll(
      () =>
        fetch(`${origin}/api/health`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 90_000 },
    )
    .toBe(200)
})
test.afterAll(async () => {
  server?.child.kill('SIGTERM')
  await server?.exited
  await standIns?.close()
})

test('a reader comments, an editor approves, the author is mailed and replies', async ({ browser }) => {
  test.setTimeout(180_000)
  // The post: a new writer publishes (it waits), an admin approves it over REST.
  writer = await newPage(browser)
  writerEmail = await signUpByApi(writer.request, standIns, origin, { name: 'Wren Writer' })
  postTitle = `Huts of the high Tatras ${Date.now()}`
  const created = await writer.request.post('/api/v1/me/posts', {
    headers: { origin },
    data: {
      title: postTitle,
      lang: 'en',
      body: 'Every hut serves soup until nine.',
      categorySlug: 'guides',
      status: 'published',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const post = (await created.json()).post as { id: number; slug: string }
  postSlug = post.slug
  editor = await newPage(browser)
  grant(await signUpByApi(editor.request, standIns, origin, { name: 'Ed Editor' }), 'admin')
  await turnOnTwoFactor(editor)
  const approved = await editor.request.post('/api/v1/admin/moderation/approve', {
    headers: { origin },
    data: { postId: post.id },
  })
  expect(approved.status()).toBe(204)

  // Anonymous readers see "Sign in to comment", with the way back to the post.
  const visitor = await newPage(browser)
  await visitor.goto(`/en/blog/posts/${postSlug}/`)
  await expect(visitor.getByRole('link', { name: msg('en', 'comments_sign_in') })).toHaveAttribute(
    'href',
    new RegExp(`redirect=${encodeURIComponent(`/en/blog/posts/${postSlug}`)}`),
  )

  // A new reader comments: it waits for review, shown to them only.
  const reader = await newPage(browser)
  await signUpByApi(reader.request, standIns, origin, { name: 'Rae Reader' })
  await reader.goto(`/en/blog/posts/${postSlug}/`)
  await waitForHydration(reader)
  await reader
    .getByRole('textbox', { name: msg('en', 'comments_form_label') })
    .fill('Do they take cards?\nOr cash only? https://example.com/huts')
  await reader.getByRole('button', { name: msg('en', 'comments_submit') }).click()
  await expect(reader.getByText(msg('en', 'comments_review_toast'))).toBeVisible()
  await expect(
    reader.locator('#comments').getByText(msg('en', 'comments_pending_badge'), { exact: true }),
  ).toBeVisible()
  await visitor.reload()
  await expect(visitor.getByText('Do they take cards?')).toHaveCount(0)

  // The editor approves it in the queue (axe in en and uk).
  for (const locale of ['uk', 'en'] as const) {
    await editor.goto(`/${locale}/admin/moderation`)
    await waitForHydration(editor)
    await expect(
      editor.getByRole('heading', { name: msg(locale, 'comments_queue_pending_title'), exact: false }),
    ).toBeVisible()
    await expectNoAxeViolations(editor)
  }
  const item = editor.getByRole('article', { name: /Rae Reader/ })
  await item.getByRole('button', { name: msg('en', 'comments_approve') }).click()
  await expect(editor.getByText(msg('en', 'comments_approved_toast'))).toBeVisible()

  // The post's author gets one mail at the SMTP stand-in.
  // Raw messages: mailsTo's soft-break removal would cut the folded, encoded subject's `?=` line ends.
  const about = () =>
    standIns.inbox
      .filter((mail) => mail.to === writerEmail)
      .map((mail) => mail.raw)
      .filter((raw) => subjectOf(raw).includes(postTitle))
  await expect
    .poll(() => about().length, {
      timeout: 30_000,
    })
    .toBe(1)
  expect(subjectOf(about()[0]!)).toBe(`Rae Reader commented on “${postTitle}”`)

  // Public now, in the cached page too; the link is the reader's, marked as user content.
  await visitor.reload()
  await expect(visitor.getByText('Do they take cards?')).toBeVisible()
  await expect(visitor.getByRole('link', { name: 'https://example.com/huts' })).toHaveAttribute(
    'rel',
    'nofollow ugc noopener',
  )

  // The author replies.
  await writer.goto(`/en/blog/posts/${postSlug}/`)
  await waitForHydration(writer)
  await writer
    .locator('#comments')
    .getByRole('button', { name: msg('en', 'comments_reply') })
    .first()
    .click()
  await writer
    .getByRole('textbox', { name: msg('en', 'comments_reply_label', { name: 'Rae Reader' }) })
    .fill('Cash only, bring euros.')
  await writer.getByRole('button', { name: msg('en', 'comments_reply_submit') }).click()
  await expect(writer.getByText(msg('en', 'comments_posted_toast'))).toBeVisible()
  await expect(writer.locator('#comments').getByText('Cash only, bring euros.')).toBeVisible()
})

test('the post page with comments passes axe in en and uk; screenshots', async ({ browser }) => {
  test.setTimeout(120_000)
  const second = await newPage(browser)
  await signUpByApi(second.request, standIns, origin, { name: 'Sol Second' })
  await second.goto(`/en/blog/posts/${postSlug}/`)
  await waitForHydration(second)
  await second.getByRole('textbox', { name: msg('en', 'comments_form_label') }).fill('Is the trail open in May?')
  await second.getByRole('button', { name: msg('en', 'comments_submit') }).click()
  await expect(
    second.locator('#comments').getByText(msg('en', 'comments_pending_badge'), { exact: true }),
  ).toBeVisible()
  for (const locale of ['uk', 'en'] as const) {
    await second.goto(`/${locale}/blog/posts/${postSlug}/`)
    await waitForHydration(second)
    await expect(second.getByText('Cash only, bring euros.')).toBeVisible()
    await expect(
      second.locator('#comments').getByText(msg(locale, 'comments_pending_badge'), { exact: true }),
    ).toBeVisible()
    await expectNoAxeViolations(second)
    const anonymous = await newPage(browser)
    await anonymous.goto(`/${locale}/blog/posts/${postSlug}/`)
    await expect(anonymous.getByText('Cash only, bring euros.')).toBeVisible()
    await expectNoAxeViolations(anonymous)
  }
  await shoot(second, 'comments-member')
})
