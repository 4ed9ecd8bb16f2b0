// Moderation end to end (ADR 052), on a server of its own with review on (MODERATION_TRUSTED_AFTER=1; the shared e2e
// server lets members publish directly, as the other specs expect): a new member publishes and sees "Waiting for
// review", an editor approves and the post is on the blog; a reader reports it and the editor hides it. The queue,
// the suspensions page and the report form pass axe in en and uk.
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test'
import { signUpByApi } from '../support/accounts'
import { expectNoAxeViolations, msg, waitForHydration } from '../support/helpers'
import { root, startServer, type ServerProcess } from '../support/server-process'
import { startStandIns, type StandIns } from '../support/stand-ins'
import { turnOnTwoFactor } from '../support/staff'

test.describe.configure({ mode: 'serial' })

const port = Number(process.env.E2E_PORT ?? 3100) + 9
const origin = `http://127.0.0.1:${port}`
const dataDir = path.join(root, `${process.env.E2E_DATA_DIR ?? '.tmp/e2e-data'}-moderation`)
const shots = process.env.STAFF_SHOTS ? path.join(root, '.tmp', 'staff-shots') : null

let server: ServerProcess
let standIns: StandIns
let editor: Page
let postTitle = ''
let postSlug = ''

async function shoot(page: Page, name: string, part?: Locator) {
  if (!shots) return
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 })
    const file = path.join(shots, `${name}-${width}.png`)
    if (part) await part.screenshot({ path: file })
    else await page.screenshot({ path: file, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 720 })
}

/** `npm run admin` against this spec's server (its socket in the data dir). */
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

const newPage = async (browser: Browser) => (await browser.newContext({ baseURL: origin })).newPage()
const publicStatus = async (pathname: string) => (await fetch(`${origin}${pathname}`)).status

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

test('a new member publishes and waits for review; an editor approves and it is on the blog', async ({ browser }) => {
  test.setTimeout(120_000)
  const writer = await newPage(browser)
  await signUpByApi(writer.request, standIns, origin, { name: 'Wren Writer' })
  await writer.goto('/en/profile/blog')
  await writer.getByRole('link', { name: 'Write a post' }).click()
  postTitle = `Fog over the fjord ${Date.now()}`
  await writer.getByLabel('Title', { exact: true }).fill(postTitle)
  await writer.getByLabel('Category').selectOption('guides')
  await writer.getByLabel('Text (Markdown)').fill('The **fog** lifts by noon, and the ferries start.')
  await expect(writer).toHaveURL(/\/en\/profile\/blog\/\d+$/, { timeout: 15_000 })
  const id = new URL(writer.url()).pathname.split('/').at(-1)
  await writer.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(writer.getByText(msg('en', 'moderation_sent_for_review_toast'))).toBeVisible()
  await expect(writer.getByText(msg('en', 'moderation_status_pending'), { exact: true })).toBeVisible()
  postSlug = (await (await writer.request.get(`/api/v1/me/posts/${id}`)).json()).post.slug
  await writer.goto('/en/profile/blog')
  await expect(writer.getByRole('row', { name: new RegExp(postTitle) })).toContainText(
    msg('en', 'moderation_status_pending'),
  )
  await expectNoAxeViolations(writer)
  expect(await publicStatus(`/en/blog/posts/${postSlug}/`)).toBe(404)

  editor = await newPage(browser)
  const { email } = { email: await signUpByApi(editor.request, standIns, origin, { name: 'Ed Editor' }) }
  grant(email, 'admin')
  await turnOnTwoFactor(editor)
  for (const locale of ['uk', 'en'] as const) {
    await editor.goto(`/${locale}/admin/moderation`)
    await waitForHydration(editor)
    await expect(editor.getByRole('heading', { level: 1, name: msg(locale, 'moderation_queue_title') })).toBeVisible()
    await expect(editor.getByRole('heading', { name: postTitle })).toBeVisible()
    await editor.getByText(msg(locale, 'moderation_preview')).click()
    await expectNoAxeViolations(editor)
  }
  await shoot(editor, 'moderation-queue')
  const item = editor.getByRole('article', { name: postTitle })
  // Reject opens the reason field in place (its own axe check), then is cancelled.
  await item.getByRole('button', { name: msg('en', 'moderation_reject') }).click()
  await expect(item.getByLabel(msg('en', 'moderation_reason_label'))).toBeFocused()
  await expectNoAxeViolations(editor)
  await item.getByRole('button', { name: msg('en', 'moderation_cancel') }).click()
  await item.getByRole('button', { name: msg('en', 'moderation_approve') }).click()
  await expect(editor.getByText(msg('en', 'moderation_approved_toast', { title: postTitle }))).toBeVisible()
  await expect(editor.getByRole('heading', { name: postTitle })).toHaveCount(0)

  const visitor = await newPage(browser)
  await visitor.goto('/en/blog/')
  await expect(visitor.getByRole('link', { name: postTitle }).first()).toBeVisible()
})

test('a reader reports the post; the editor hides it; suspensions pass axe', async ({ browser }) => {
  test.setTimeout(120_000)
  const reader = await newPage(browser)
  await signUpByApi(reader.request, standIns, origin, { name: 'Rae Reader' })
  for (const locale of ['uk', 'en'] as const) {
    await reader.goto(`/${locale}/blog/posts/${postSlug}/`)
    await waitForHydration(reader)
    await reader.getByRole('button', { name: msg(locale, 'moderation_report_post') }).click()
    await expect(reader.getByRole('heading', { name: msg(locale, 'moderation_report_title') })).toBeVisible()
    await expectNoAxeViolations(reader)
  }
  await shoot(reader, 'moderation-report', reader.getByRole('form', { name: msg('en', 'moderation_report_title') }))
  await reader.getByLabel(msg('en', 'moderation_reason_spam')).check()
  await reader.getByLabel(msg('en', 'moderation_report_note')).fill('Links to a ferry shop.')
  await reader.getByRole('button', { name: msg('en', 'moderation_report_submit') }).click()
  await expect(reader.getByRole('status').filter({ hasText: msg('en', 'moderation_report_sent') })).toBeVisible()

  await editor.goto('/en/admin/moderation')
  await waitForHydration(editor)
  const report = editor.getByRole('article', { name: postTitle })
  await expect(report).toContainText('Links to a ferry shop.')
  await report.getByRole('button', { name: msg('en', 'moderation_hide') }).click()
  await report.getByLabel(msg('en', 'moderation_reason_label')).fill('Advertising for a shop.')
  await report.getByRole('button', { name: msg('en', 'moderation_hide_submit') }).click()
  await expect(editor.getByText(msg('en', 'moderation_hidden_toast', { title: postTitle }))).toBeVisible()
  expect(await publicStatus(`/en/blog/posts/${postSlug}/`)).toBe(404)

  for (const locale of ['uk', 'en'] as const) {
    await editor.goto(`/${locale}/admin/suspensions`)
    await waitForHydration(editor)
    await expect(
      editor.getByRole('heading', { level: 1, name: msg(locale, 'moderation_suspensions_title') }),
    ).toBeVisible()
    await expectNoAxeViolations(editor)
  }
  await shoot(editor, 'moderation-suspensions')
  await editor.goto('/en/admin')
  await expect(editor.getByRole('region', { name: msg('en', 'moderation_dashboard_title') })).toBeVisible()
  await shoot(editor, 'moderation-dashboard')
})
