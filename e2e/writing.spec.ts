import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import sharp from 'sharp'
// Fails the test on any Content-Security-Policy violation (image previews and uploaded images included).
import { signUpByApi, submitSignUp } from './support/accounts'
import { expectNoHorizontalScroll, test, waitForHydration } from './support/helpers'
import { startSmtpInbox, type SmtpInbox } from './support/stand-ins'

/**
 * Writing end to end: a member signs up (mail over a local SMTP server), writes a post with a cover, sees the
 * preview, leaves and comes back to the autosaved draft, publishes, finds it on the blog, edits and unpublishes it.
 */

let mail: SmtpInbox

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  mail = await startSmtpInbox()
})
test.afterAll(() => mail.close())

async function confirmLink(to: string): Promise<string> {
  let found: string | undefined
  await expect
    .poll(
      () => {
        const raw = mail.inbox
          .filter((m) => m.to === to)
          .map((m) => m.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='))
          .find((r) => r.includes('/en/auth/email/confirm'))
        found = raw?.match(/https?:\/\/[^\s"<>]*\/en\/auth\/email\/confirm[^\s"<>]*/)?.[0]
        return found
      },
      { timeout: 15_000 },
    )
    .toBeTruthy()
  const url = new URL(found!.replaceAll('&amp;', '&'))
  return url.pathname + url.search
}

async function signUp(page: Page) {
  const email = `writer.${Date.now()}@example.test`
  await page.goto('/en/auth/login?mode=signup')
  await expect(page.locator('main form button[type=submit]').first()).toBeEnabled()
  await submitSignUp(page, 'Wren Writer', email)
  await page.goto(await confirmLink(email))
  await expect(page).toHaveURL(/\/en\/profile$/)
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  expect(
    results.violations,
    JSON.stringify(results.violations.map((v) => [v.id, v.nodes.map((n) => n.target)])),
  ).toEqual([])
}

test('write a post with a cover, autosave, publish, find it, edit it, unpublish it', async ({ page }) => {
  test.setTimeout(120_000)
  await signUp(page)

  await page.goto('/en/profile/blog')
  await expect(page.getByText('You have not written anything yet')).toBeVisible()
  await page.getByRole('link', { name: 'Write a post' }).click()
  await expect(page.getByRole('heading', { name: 'New post' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled()

  const title = `Harbour lights ${Date.now()}`
  await page.getByLabel('Title', { exact: true }).fill(title)
  await page.getByLabel('Category').selectOption('guides')
  // A tag that does not exist yet is typed in and created when the draft saves (ADR 031).
  const newTag = `Night ferries ${Date.now() % 100000}`
  await page.getByLabel('New tag').fill(newTag)
  await page.getByRole('button', { name: 'Add tag' }).click()
  await expect(page.getByRole('checkbox', { name: `Remove tag “${newTag}”` })).toBeChecked()
  await page.getByLabel('Text (Markdown)').fill('## Morning\n\nThe **harbour** wakes before the town.')
  // The preview is the public page's pipeline: real heading and emphasis, sanitised.
  const preview = page.getByTestId('preview')
  await expect(preview.getByRole('heading', { name: 'Morning' })).toBeVisible()
  await expect(preview.locator('strong')).toHaveText('harbour')

  // Autosave gives the draft an address: the editor's URL becomes /profile/blog/{id}.
  await expect(page).toHaveURL(/\/en\/profile\/blog\/\d+$/, { timeout: 15_000 })
  await expect(page.locator('[data-save-state="saved"]')).toHaveText('All changes saved')
  const editorUrl = new URL(page.url()).pathname

  // Cover image with a progress bar while it uploads, announced: its live region is there, empty, beforehand.
  const uploadStatus = page.getByTestId('cover-upload-status')
  await expect(uploadStatus).toHaveAttribute('role', 'status')
  await expect(uploadStatus).toHaveText('')
  await uploadStatus.evaluate((node) => node.setAttribute('data-probe', 'before'))
  const jpeg = await sharp({ create: { width: 1600, height: 800, channels: 3, background: '#1d6f8a' } })
    .jpeg()
    .toBuffer()
  await page.getByLabel('Cover image').setInputFiles({ name: 'harbour.jpg', mimeType: 'image/jpeg', buffer: jpeg })
  await expect(page.getByAltText('Current cover')).toBeVisible({ timeout: 20_000 })
  await expect(page.locator('[data-testid="cover-upload-status"][data-probe="before"]')).toHaveCount(1)
  await expect(page.locator('[data-save-state="saved"]')).toBeVisible({ timeout: 15_000 })

  // A bad file is refused with a message; the post keeps its cover.
  await page
    .getByLabel('Cover image')
    .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image') })
  await expect(page.getByRole('alert').filter({ hasText: 'Choose a JPEG, PNG, WebP or AVIF image.' })).toBeVisible()
  // A file over the limit (10 MB): the editor says so under the field, in the page's language, without sending it…
  const huge = Buffer.alloc(24 * 1024 * 1024, 0xff)
  await page.getByLabel('Cover image').setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: huge })
  await expect(page.getByRole('alert').filter({ hasText: 'The file is too large: at most 10 MB.' })).toBeVisible()
  await expect(page.getByAltText('Current cover')).toBeVisible()
  // …and the server, sent one anyway, answers a localized 400 with the field message (not a bare 413).
  const refused = await page.request.post('/api/v1/me/uploads', {
    headers: { origin: new URL(page.url()).origin, 'accept-language': 'uk' },
    multipart: { file: { name: 'huge.jpg', mimeType: 'image/jpeg', buffer: huge } },
  })
  expect(refused.status()).toBe(400)
  expect((await refused.json()).error.fields.file).toBe('Файл завеликий: не більше 10 МБ.')

  // Unsaved edits ask before leaving.
  await page.getByLabel('Excerpt').fill('Lights on the water.')
  page.once('dialog', (dialog) => void dialog.dismiss())
  await page.getByRole('link', { name: 'Back to my posts' }).click()
  await expect(page).toHaveURL(new RegExp(`${editorUrl}$`))
  await expect(page.locator('[data-save-state="saved"]')).toBeVisible({ timeout: 15_000 })

  // Leave and come back: the autosaved draft is there, and nowhere public.
  await page.goto('/en/blog')
  await expect(page.getByText(title)).toHaveCount(0)
  await page.goto('/en/profile/blog')
  const row = page.getByRole('row').filter({ hasText: title })
  await expect(row.getByText('Draft')).toBeVisible()
  await row.getByRole('link', { name: `Edit “${title}”` }).click()
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title)
  await expect(page.getByLabel('Excerpt')).toHaveValue('Lights on the water.')
  await expect(page.getByRole('checkbox', { name: newTag, exact: true })).toBeChecked()
  await expect(page.getByAltText('Current cover')).toBeVisible()
  await expectNoAxeViolations(page)

  // The editor in another language is accessible too.
  await page.goto(editorUrl.replace('/en/', '/uk/'))
  await expect(page.getByRole('heading', { name: 'Редагування допису' })).toBeVisible()
  await expectNoAxeViolations(page)

  // Publish, then find it on the blog in its language, with a responsive cover.
  await page.goto(editorUrl)
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText('The post is published.')).toBeVisible()
  await page.goto('/en/blog')
  const card = page.getByRole('article').filter({ hasText: title })
  await expect(card).toBeVisible()
  await expect(card.locator('picture source[type="image/avif"]')).toHaveAttribute(
    'srcset',
    / 640w, .* 1280w, .* 1600w$/,
  )
  await card.getByRole('link', { name: title }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Morning' })).toBeVisible()
  await expect(page.getByRole('link', { name: `#${newTag}` })).toBeVisible()
  const postUrl = new URL(page.url()).pathname

  // Edit the published post: changes go live on "Save changes".
  await page.goto(editorUrl)
  await page.getByLabel('Title', { exact: true }).fill(`${title} (updated)`)
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.locator('[data-save-state="saved"]')).toBeVisible()
  await page.goto(postUrl)
  await expect(page.getByRole('heading', { level: 1, name: `${title} (updated)` })).toBeVisible()

  // Unpublish: the public page is gone.
  await page.goto(editorUrl)
  await page.getByRole('button', { name: 'Unpublish' }).click()
  await expect(page.getByText('The post is no longer public.')).toBeVisible()
  const gone = await page.request.get(postUrl)
  expect(gone.status()).toBe(404)
})

test("the editor's View link goes to the saved address, not to a slug typed but not saved", async ({
  page,
  request,
}) => {
  await signUp(page)
  const title = `Slug trail ${Date.now()}`
  const created = await page.request.post('/api/v1/me/posts', {
    headers: { origin: new URL(page.url()).origin },
    data: { title, lang: 'en', body: 'Along the quay.', categorySlug: 'guides', status: 'published' },
  })
  expect(created.status()).toBe(201)
  const post = ((await created.json()) as { post: { id: number; slug: string } }).post
  const editor = `/en/profile/blog/${post.id}`
  await page.goto(editor)
  const view = page.getByRole('link', { name: 'View on the blog' })
  await expect(view).toHaveAttribute('href', `/en/blog/posts/${post.slug}`)

  // A new slug, not saved yet: View still leads to the post where it is (the typed address is a 404 until saved).
  const moved = `${post.slug}-moved`
  await page.getByLabel('Address (slug)').fill(moved)
  await expect(view).toHaveAttribute('href', `/en/blog/posts/${post.slug}`)
  expect((await page.request.get(`/en/blog/posts/${post.slug}`)).status()).toBe(200)
  expect((await page.request.get(`/en/blog/posts/${moved}`)).status()).toBe(404)
  // A visitor's copy of the page (the page cache keeps it for anonymous visitors).
  expect((await request.get(`/en/blog/posts/${post.slug}`)).status()).toBe(200)

  // Saved: View follows the new address.
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.locator('[data-save-state="saved"]')).toBeVisible()
  await expect(view).toHaveAttribute('href', `/en/blog/posts/${moved}`)
  await view.click()
  await expect(page).toHaveURL(new RegExp(`/en/blog/posts/${moved}$`))
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  // The old address, in links and bookmarks already, redirects to the new one for good (301), in the browser too.
  const old = await page.request.get(`/en/blog/posts/${post.slug}`, { maxRedirects: 0 })
  expect(old.status()).toBe(301)
  expect(new URL(old.headers()['location']!, page.url()).pathname).toBe(`/en/blog/posts/${moved}`)
  // Visitors too: the cached page of the old address went with the change.
  expect((await request.get(`/en/blog/posts/${post.slug}`, { maxRedirects: 0 })).status()).toBe(301)
  await page.goto(`/en/blog/posts/${post.slug}`)
  await expect(page).toHaveURL(new RegExp(`/en/blog/posts/${moved}$`))
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
})

test('publishing with errors moves focus to the first field to fix', async ({ page }) => {
  await signUp(page)
  await page.goto('/en/profile/blog/create')
  await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled()
  await page.getByLabel('Title', { exact: true }).fill(`Unfinished ${Date.now()}`)
  // No category and no text: the server refuses to publish.
  await page.getByRole('button', { name: 'Publish' }).click()
  const category = page.getByLabel('Category')
  await expect(category).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Text (Markdown)')).toHaveAttribute('aria-invalid', 'true')
  await expect(category).toBeFocused()
})

test('a text over the length limit is said as it is typed, and the preview says why it stopped', async ({ page }) => {
  await signUp(page)
  await page.goto('/en/profile/blog/create')
  await page.waitForLoadState('networkidle')
  const body = page.getByLabel('Text (Markdown)')
  const preview = page.getByTestId('preview')
  await body.fill('A short *start*.')
  await expect(preview.locator('em')).toHaveText('start')
  await body.fill('x'.repeat(100_001))
  await expect(body).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('At most 100000 characters.', { exact: true })).toBeVisible()
  await expect(preview).toContainText('Too long to preview: at most 100000 characters.')
  await expect(preview.locator('em')).toHaveCount(0)
  // Back under the limit, the preview comes back.
  await body.fill('Back to *normal*.')
  await expect(body).not.toHaveAttribute('aria-invalid', 'true')
  await expect(preview.locator('em')).toHaveText('normal')
})

test("another member's post id and an unknown id show the 404 page", async ({ page }) => {
  await signUp(page)
  const response = await page.goto('/en/profile/blog/1')
  expect(response?.status()).toBe(404)
  const unknown = await page.goto('/en/profile/blog/99999999')
  expect(unknown?.status()).toBe(404)
})

test('My posts: every action in a row is named after its post, in the page language', async ({ page }) => {
  await signUp(page)
  const headers = { origin: new URL(page.url()).origin }
  const ids: Record<string, number> = {}
  for (const title of ['Alder', 'Birch']) {
    const created = await page.request.post('/api/v1/me/posts', {
      data: { title, lang: 'en', body: `${title} by the water.`, categorySlug: 'guides' },
      headers,
    })
    expect(created.status()).toBe(201)
    ids[title] = ((await created.json()) as { post: { id: number } }).post.id
  }
  const published = await page.request.patch(`/api/v1/me/posts/${ids.Alder}`, {
    data: { status: 'published' },
    headers,
  })
  expect(published.status()).toBe(200)
  await page.goto('/en/profile/blog')
  // A screen reader lists the buttons of the whole table: "Publish" five times told nothing of which post.
  const named = (role: 'button' | 'link', name: string) => page.getByRole(role, { name, exact: true })
  await expect(named('link', 'View on the blog: “Alder”')).toBeVisible()
  await expect(named('button', 'Unpublish “Alder”')).toBeVisible()
  await expect(named('button', 'Delete “Alder”')).toBeVisible()
  await expect(named('button', 'Publish “Birch”')).toBeVisible()
  await expect(named('button', 'Delete “Birch”')).toBeVisible()
  await page.goto('/uk/profile/blog')
  await expect(named('button', 'Опублікувати «Birch»')).toBeVisible()
  await expect(named('button', 'Видалити «Alder»')).toBeVisible()
})

test('My posts: publishing, unpublishing and deleting from the list keep keyboard focus in the list', async ({
  page,
}) => {
  await signUp(page)
  const headers = { origin: new URL(page.url()).origin }
  for (const title of ['Alder', 'Birch', 'Cedar']) {
    const created = await page.request.post('/api/v1/me/posts', {
      data: { title, lang: 'en', body: `${title} by the water.`, categorySlug: 'guides' },
      headers,
    })
    expect(created.status()).toBe(201)
  }
  await page.goto('/en/profile/blog')
  const row = (title: string) => page.getByRole('row').filter({ hasText: title })
  // The pressed button is replaced by its opposite: focus lands on the new one, not on <body>.
  await row('Birch').getByRole('button', { name: 'Publish' }).click()
  await expect(row('Birch').getByRole('button', { name: 'Unpublish' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(row('Birch').getByRole('button', { name: 'Publish' })).toBeFocused()
  // A deleted row goes with its buttons: focus moves to the next post, the previous one for the last row…
  const rows = page.locator('tbody tr')
  const remove = async (index: number) => {
    await rows.nth(index).getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
  }
  const edit = async (index: number) => (await rows.nth(index).getByRole('link').first().getAttribute('aria-label'))!
  const nextEdit = await edit(1)
  await remove(0)
  await expect(rows).toHaveCount(2)
  await expect(page.getByRole('link', { name: nextEdit })).toBeFocused()
  const previousEdit = await edit(0)
  await remove(1)
  await expect(rows).toHaveCount(1)
  await expect(page.getByRole('link', { name: previousEdit })).toBeFocused()
  await remove(0)
  // …and to "Write a post" when none is left.
  await expect(page.getByText('You have not written anything yet')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Write a post' })).toBeFocused()
})

test('a publish date no Date can hold (a year typed with six digits) is a field error, not a save that never succeeds', async ({
  page,
}) => {
  await signUp(page)
  const created = await page.request.post('/api/v1/me/posts', {
    data: { title: `Dated ${Date.now()}`, lang: 'en', body: 'By the water.' },
    headers: { origin: new URL(page.url()).origin },
  })
  expect(created.status()).toBe(201)
  await page.goto(`/en/profile/blog/${((await created.json()) as { post: { id: number } }).post.id}`)
  await expect(page.getByRole('button', { name: 'Publish' })).toBeEnabled()
  // Chrome's year segment takes up to six digits: "20270" for 2027 gives year 202701.
  const date = page.getByLabel('Publish date')
  await date.click()
  await page.keyboard.press('Home')
  await page.keyboard.type('010120270')
  await page.keyboard.type('1230P')
  await expect(date).toHaveValue(/^202701-01-01T/)
  await expect(date).toHaveAttribute('aria-invalid', 'true', { timeout: 15_000 })
  await expect(page.getByText('Enter a valid date and time.')).toBeVisible()
  await expect(page.locator('[data-save-state]')).toHaveText('Not saved: correct the marked fields.')
})

test('over the daily upload limit the editor says so under the cover field', async ({ page }) => {
  test.setTimeout(120_000)
  await signUp(page)
  await page.goto('/en/profile/blog/create')
  await expect(page.getByRole('heading', { name: 'New post' })).toBeVisible()
  // Use up the member's 100 uploads a day (ADR 025) with tiny images, as the editor would send them.
  const tiny = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#1d6f8a' } })
    .png()
    .toBuffer()
  const origin = new URL(page.url()).origin
  for (let i = 0; i < 100; i++) {
    const res = await page.request.post('/api/v1/me/uploads', {
      headers: { origin },
      multipart: { file: { name: `tiny-${i}.png`, mimeType: 'image/png', buffer: tiny } },
    })
    expect(res.status(), `upload ${i + 1}`).toBe(201)
  }
  await page.getByLabel('Cover image').setInputFiles({ name: 'one-more.png', mimeType: 'image/png', buffer: tiny })
  await expect(
    page.getByRole('alert').filter({ hasText: 'You can upload at most 100 images a day. Try again later.' }),
  ).toBeVisible()
  await expect(page.getByLabel('Cover image')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByAltText('Current cover')).toHaveCount(0)
})

test("a member's word longer than the line wraps: the post, the blog list and the member's pages fit a phone", async ({
  page,
  baseURL,
}) => {
  // One word of 180 letters: a pasted URL or a joke title. Cards share a grid track, so one such title used to widen
  // every card of the list (and the page) to 2,000 px.
  const word = 'Pneumonoultramicroscopicsilicovolcanoconiosis'.repeat(4)
  const origin = new URL(baseURL!).origin
  await signUpByApi(page.request, mail, origin, { name: word.slice(0, 80) })
  const headers = { origin }
  const created = await page.request.post('/api/v1/me/posts', {
    data: {
      title: word,
      excerpt: word,
      lang: 'en',
      body: `Intro ${word} and https://example.com/${word}.\n\n\`${word}\`\n\n\`\`\`\n${word} ${word}\n\`\`\`\n\n| a | b |\n|---|---|\n| ${word} | x |`,
      categorySlug: 'guides',
      status: 'published',
    },
    headers,
  })
  expect(created.status(), await created.text()).toBe(201)
  const { post } = (await created.json()) as { post: { slug: string } }
  const session = (await (await page.request.get('/api/auth/session')).json()) as { user: { username: string } }
  await page.setViewportSize({ width: 360, height: 800 })
  for (const path of [
    `/en/blog/posts/${post.slug}`,
    '/en/blog',
    '/en/blog/categories/guides',
    `/en/blog/users/${session.user.username}`,
    '/en/profile',
    '/en/profile/blog',
  ]) {
    await test.step(path, async () => {
      await page.goto(path)
      await expect(page.locator('main h1').first()).toBeVisible()
      await expectNoHorizontalScroll(page, 360)
    })
  }
})

test('the same post open in two tabs: the second save does not clobber the first, and its text is kept', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signUp(page)
  const origin = new URL(page.url()).origin
  const created = await page.request.post('/api/v1/me/posts', {
    headers: { origin },
    data: { title: `Two tabs ${Date.now()}`, lang: 'en', body: 'First draft.' },
  })
  const id = ((await created.json()) as { post: { id: number } }).post.id
  const stored = async () =>
    ((await (await page.request.get(`/api/v1/me/posts/${id}`)).json()) as { post: { body: string } }).post.body

  // Both tabs open the post as it is now.
  const tabA = page
  const tabB = await page.context().newPage()
  for (const tab of [tabA, tabB]) {
    await tab.goto(`/en/profile/blog/${id}`)
    await expect(tab.getByLabel('Text (Markdown)')).toHaveValue('First draft.')
    // Typed before React takes over the textarea, the text would merge with the server's (seen as a flake).
    await waitForHydration(tab)
  }

  // Tab A autosaves first.
  await tabA.getByLabel('Text (Markdown)').fill('Written in tab A.')
  await expect(tabA.locator('[data-save-state="saved"]')).toBeVisible()
  expect(await stored()).toBe('Written in tab A.')

  // Tab B, still on the first version, autosaves: refused, announced, its text kept, focus left where it types.
  const bodyB = tabB.getByLabel('Text (Markdown)')
  await bodyB.fill('Written in tab B.')
  const panel = tabB.getByRole('region', { name: 'This post was changed somewhere else' })
  await expect(panel).toBeVisible()
  await expect(tabB.getByRole('alert').filter({ hasText: 'This post was changed somewhere else' })).toBeVisible()
  await expect(tabB.locator('[data-save-state="conflict"]')).toHaveText('Not saved: changed elsewhere')
  await expect(bodyB).toHaveValue('Written in tab B.')
  await expect(bodyB).toBeFocused()
  expect(await stored()).toBe('Written in tab A.')
  // Autosave has stopped: more typing is not written over tab A's text either.
  await bodyB.fill('Written in tab B, and more.')
  await tabB.waitForTimeout(2500)
  expect(await stored()).toBe('Written in tab A.')
  await expectNoAxeViolations(tabB)

  // A button pressed while in conflict is refused too, and takes focus to the choices.
  await tabB.getByRole('button', { name: 'Save now' }).click()
  await expect(panel).toBeFocused()
  expect(await stored()).toBe('Written in tab A.')

  // "Keep mine": tab B's text is saved over tab A's, deliberately.
  await panel.getByRole('button', { name: 'Keep mine' }).click()
  await expect(tabB.locator('[data-save-state="saved"]')).toBeVisible()
  await expect(panel).toBeHidden()
  expect(await stored()).toBe('Written in tab B, and more.')

  // Tab A now holds the older version: its next save is refused in turn, and it loads the newer one.
  const bodyA = tabA.getByLabel('Text (Markdown)')
  await bodyA.fill('Tab A again.')
  const panelA = tabA.getByRole('region', { name: 'This post was changed somewhere else' })
  await expect(panelA).toBeVisible()
  expect(await stored()).toBe('Written in tab B, and more.')
  // Dismissing the confirmation keeps tab A's text.
  tabA.once('dialog', (dialog) => void dialog.dismiss())
  await panelA.getByRole('button', { name: 'Load the newer version' }).click()
  await expect(bodyA).toHaveValue('Tab A again.')
  tabA.once('dialog', (dialog) => void dialog.accept())
  await panelA.getByRole('button', { name: 'Load the newer version' }).click()
  await expect(bodyA).toHaveValue('Written in tab B, and more.')
  await expect(panelA).toBeHidden()
  await expect(tabA.getByLabel('Title', { exact: true })).toBeFocused()
  // From there, tab A saves again as usual.
  await bodyA.fill('Tab A, on top of B.')
  await expect(tabA.locator('[data-save-state="saved"]')).toBeVisible()
  expect(await stored()).toBe('Tab A, on top of B.')
  await tabB.close()
})
