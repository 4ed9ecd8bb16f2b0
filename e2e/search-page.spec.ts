// The search page's edge cases in the browser: queries that read as JSON in a plain URL, focus across searches,
// and the highlighted results under the dark theme.
import { expect, test, type Page } from '@playwright/test'
import { axeOn } from './support/helpers'

async function hydrated(page: Page) {
  await page.waitForLoadState('networkidle')
}

async function expectNoViolations(page: Page) {
  const results = await axeOn(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

test.describe('search page', () => {
  test('a search naming a topic links to its page, in the reader’s language', async ({ page }) => {
    await page.goto('/es/search?q=hiking')
    const topics = page.getByRole('region', { name: 'Temas', exact: true })
    await expect(topics.getByRole('link', { name: 'Senderismo' })).toBeVisible()
    await hydrated(page)
    await topics.getByRole('link', { name: 'Senderismo' }).click()
    await expect(page).toHaveURL(/\/es\/blog\/tags\/hiking$/)
  })

  test('a query with a NUL character or an escape that is not UTF-8 is dropped like any unusable query', async ({
    page,
    request,
  }) => {
    // Likewise escapes that are not UTF-8, which the browser reads as U+FFFD (the API answers 400 on q).
    for (const q of ['%00', 'a%00b', '%ff', 'volcano%C3%28']) {
      expect((await request.get(`/uk/search?q=${q}`)).status(), q).toBe(200)
      expect((await page.goto(`/en/search?q=${q}`))?.status(), q).toBe(200)
      await expect(page.locator('main').getByRole('searchbox')).toHaveValue('')
      await expect(page.locator('main').getByRole('status'), q).toHaveText('')
    }
    const api = await request.get('/api/v1/search?q=%ff', { headers: { 'accept-language': 'uk' } })
    expect(api.status()).toBe(400)
    expect(((await api.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      q: 'Це поле містить недопустимі символи.',
    })
  })

  test('a query too long to search, typed into the address, stays in the box with why, in the page’s language', async ({
    page,
  }) => {
    const typed = 'карпати '.repeat(13).trim() // 103 characters
    const response = await page.goto(`/ru/search?q=${encodeURIComponent(typed)}`)
    // Kept, not redirected away: the address still holds what was typed.
    expect(response?.status()).toBe(200)
    expect(new URL(page.url()).searchParams.get('q')).toBe(typed)
    const main = page.locator('main')
    const box = main.getByRole('searchbox')
    await expect(box).toHaveValue(typed)
    await expect(box).toHaveAttribute('aria-invalid', 'true')
    await expect(box).toHaveAccessibleDescription('Запрос может содержать не более 100 символов.')
    // No count yet, but its live region is there, empty: one that appears with its text is often not announced.
    await expect(main.getByRole('status')).toHaveText('')
    await main.getByRole('status').evaluate((node) => node.setAttribute('data-probe', 'before'))
    // Shortened, it is searched and the message goes.
    await hydrated(page)
    await box.fill('карпати')
    await box.press('Enter')
    await expect(main.getByRole('status')).toBeVisible()
    await expect(main.locator('[role="status"][data-probe="before"]')).toContainText('карпати')
    await expect(box).not.toHaveAttribute('aria-invalid')
    await expect(main.getByText('Запрос может содержать не более 100 символов.')).toHaveCount(0)
  })

  test('a query that reads as a number or a JSON word (the form without JavaScript, OpenSearch) is searched', async ({
    page,
  }) => {
    // The URL a browser builds from the OpenSearch template or the plain GET form: `q` is not JSON-quoted.
    for (const q of ['2024', 'true', 'null']) {
      await page.goto(`/en/search?q=${encodeURIComponent(q)}`)
      const main = page.locator('main')
      await expect(main.getByRole('searchbox')).toHaveValue(q)
      await expect(main.getByRole('status')).toContainText(`for “${q}”`)
    }
  })

  test('a phrase in quotes typed into the address (the form without JavaScript, OpenSearch) keeps its quotes', async ({
    page,
  }) => {
    await page.goto('/en/search?q=%22machu+picchu%22')
    const main = page.locator('main')
    await expect(main.getByRole('searchbox')).toHaveValue('"machu picchu"')
    await expect(main.getByRole('status')).toContainText('for “"machu picchu"”')
  })

  test('a new search from the page’s own box keeps the focus in the box', async ({ page }) => {
    await page.goto('/en/search?q=picchu')
    await hydrated(page)
    const box = page.locator('main').getByRole('searchbox')
    await box.fill('lighthouse')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/en\/search\?q=lighthouse$/)
    await expect(page.locator('main').getByRole('status')).toContainText('“lighthouse”')
    await expect(box).toHaveValue('lighthouse')
    await expect(box).toBeFocused()
    // A link to another query (here the browser's back button) still updates the box.
    await page.goBack()
    await expect(page.locator('main').getByRole('status')).toContainText('“picchu”')
    await expect(box).toHaveValue('picchu')
  })

  test('"/" on the search page focuses the page’s own box, with its query selected', async ({ page }) => {
    await page.goto('/en/search?q=picchu')
    await hydrated(page)
    await page.locator('main h1').click()
    await page.keyboard.press('/')
    const box = page.locator('main').getByRole('searchbox')
    await expect(box).toBeFocused()
    await page.keyboard.type('lighthouse')
    await expect(box).toHaveValue('lighthouse')
    await expect(page.getByRole('banner').getByRole('searchbox')).toHaveValue('')
  })

  test('a new search from the page’s own box keeps its type and language filters; the header’s starts afresh', async ({
    page,
  }) => {
    await page.goto(`/en/search?q=${encodeURIComponent('горы')}&type=post&lang=uk`)
    await hydrated(page)
    const box = page.locator('main').getByRole('searchbox')
    await box.fill('Карпати')
    await box.press('Enter')
    await expect(page.locator('main').getByRole('status')).toContainText('Карпати')
    const kept = new URL(page.url()).searchParams
    expect(Object.fromEntries(kept)).toEqual({ q: 'Карпати', type: 'post', lang: 'uk' })
    const header = page.getByRole('banner').getByRole('searchbox')
    await header.fill('lighthouse')
    await header.press('Enter')
    await expect(page).toHaveURL(/\/en\/search\?q=lighthouse$/)
  })

  test('a right-to-left query keeps its own direction inside the sentence', async ({ page }) => {
    // Hebrew ending in "!": read right to left, the "!" belongs at the word's left end, not after it.
    await page.goto(`/en/search?q=${encodeURIComponent('שלום!')}`)
    const status = page.locator('main').getByRole('status')
    await expect(status).toContainText('שלום!')
    const [bang, shin] = await status.evaluate((element) => {
      const x = (char: string) => {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
          const at = node.data.indexOf(char)
          if (at < 0) continue
          const range = document.createRange()
          range.setStart(node, at)
          range.setEnd(node, at + 1)
          return range.getBoundingClientRect().left
        }
        throw new Error(`${char} not found`)
      }
      return [x('!'), x('ש')]
    })
    expect(bang).toBeLessThan(shin)
  })

  test('highlighted words stay readable under the dark theme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/en/search?q=picchu')
    await expect(page.locator('main ol mark').first()).toBeVisible()
    const results = await axeOn(page).include('main ol').withRules(['color-contrast']).analyze()
    expect(results.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary}`))).toEqual(
      [],
    )
  })
})

test.describe('search page filters and names', () => {
  test('the header box and the page’s own box have distinct names, in every language', async ({ page }) => {
    const names = {
      en: ['Search trips and posts', 'Search query'],
      es: ['Buscar viajes y artículos', 'Texto de la búsqueda'],
      ru: ['Поиск по поездкам и статьям', 'Поисковый запрос'],
      uk: ['Пошук подорожей і статей', 'Пошуковий запит'],
    }
    for (const [locale, [header, own]] of Object.entries(names)) {
      await page.goto(`/${locale}/search?q=picchu`)
      await expect(page.getByRole('banner').getByRole('searchbox')).toHaveAccessibleName(header!)
      await expect(page.locator('main').getByRole('searchbox')).toHaveAccessibleName(own!)
      // The two search landmarks are told apart as well.
      await expect(page.getByRole('search', { name: header, exact: true })).toHaveCount(1)
      await expect(page.getByRole('search', { name: own, exact: true })).toHaveCount(1)
      const results = await axeOn(page).withRules(['landmark-unique']).analyze()
      expect(results.violations.map((v) => v.id)).toEqual([])
    }
  })

  test('the language filter keeps posts written in one language, in the address, by keyboard', async ({ page }) => {
    await page.goto(`/en/search?q=${encodeURIComponent('горы')}`)
    await hydrated(page)
    const languages = page.getByRole('navigation', { name: 'Language of posts' })
    await expect(languages.getByRole('link', { name: 'All languages' })).toHaveAttribute('aria-current', 'page')
    // Each choice says how many posts it lists: "(2)" on screen, "Русский (2 posts)" to a screen reader.
    for (const [name, shown] of <Array<[string, string]>>[
      ['All languages (3 posts)', 'All languages (3)'],
      ['English (0 posts)', 'English (0)'],
      ['Español (0 posts)', 'Español (0)'],
      ['Русский (2 posts)', 'Русский (2)'],
      ['Українська (1 post)', 'Українська (1)'],
    ])
      await expect(languages.getByRole('link', { name, exact: true })).toHaveText(
        new RegExp(`^${shown.replace(/[()]/g, '\\$&')}`),
      )
    const badges = page.locator('main ol:has(article) > li abbr')
    await expect(badges).toHaveText(['ru', 'ru', 'uk'])

    // Keyboard: the filter is a list of links, reached with Tab and followed with Enter.
    const ukrainian = languages.getByRole('link', { name: 'Українська' })
    await expect(ukrainian.locator('[lang="uk"]')).toHaveText('Українська')
    await ukrainian.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/[?&]lang=uk(&|$)/)
    await expect(ukrainian).toHaveAttribute('aria-current', 'page')
    await expect(badges).toHaveText(['uk'])
    await expect(page.locator('main').getByRole('status')).toContainText('1 result')

    // The type filter keeps the language, and the language filter keeps the type.
    await page
      .getByRole('navigation', { name: 'Show' })
      .getByRole('link', { name: /^Posts/ })
      .click()
    await expect(page).toHaveURL(/type=post/)
    expect(new URL(page.url()).searchParams.get('lang')).toBe('uk')
    await languages.getByRole('link', { name: 'Русский' }).click()
    await expect(page).toHaveURL(/lang=ru/)
    expect(new URL(page.url()).searchParams.get('type')).toBe('post')
    await expect(badges).toHaveText(['ru', 'ru'])
    await expectNoViolations(page)

    // A filtered view is a page of its own: its canonical and alternates keep both filters (not the cursor).
    const canonical = new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!)
    expect(Object.fromEntries(canonical.searchParams)).toEqual({ q: 'горы', type: 'post', lang: 'ru' })
    const spanish = new URL((await page.locator('link[rel="alternate"][hreflang="es-ES"]').getAttribute('href'))!)
    expect(spanish.pathname).toBe('/es/search')
    expect(Object.fromEntries(spanish.searchParams)).toEqual({ q: 'горы', type: 'post', lang: 'ru' })

    // Back to every language.
    await languages.getByRole('link', { name: 'All languages' }).click()
    await expect(badges).toHaveText(['ru', 'ru', 'uk'])
    expect(new URL(page.url()).searchParams.get('lang')).toBeNull()
  })

  test('the language filter speaks the page’s language, and an unknown language in the address is ignored', async ({
    page,
  }) => {
    const response = await page.goto(`/uk/search?q=${encodeURIComponent('горы')}&lang=xx`)
    expect(response?.status()).toBe(200)
    const languages = page.getByRole('navigation', { name: 'Мова статей' })
    await expect(languages.getByRole('link', { name: 'Усі мови' })).toHaveAttribute('aria-current', 'page')
    // The counts speak the page's language, in its plural forms.
    await expect(languages.getByRole('link', { name: 'Усі мови (3 статті)', exact: true })).toBeVisible()
    await expect(languages.getByRole('link', { name: 'Русский (2 статті)', exact: true })).toBeVisible()
    await expect(languages.getByRole('link', { name: 'Українська (1 стаття)', exact: true })).toBeVisible()
    await expect(languages.getByRole('link', { name: 'English (0 статей)', exact: true })).toBeVisible()
    await expect(languages.getByRole('link', { name: 'English' })).toBeVisible()
    await expect(page.locator('main ol:has(article) > li article')).toHaveCount(3)
  })

  test('the type filter speaks the page’s language, in its plural forms', async ({ page }) => {
    await page.goto(`/uk/search?q=${encodeURIComponent('горы')}`)
    const types = page.getByRole('navigation', { name: 'Показати' })
    // "(3)" on screen, "Статті (3 статті)" to a screen reader, as the language filter's choices are read.
    for (const [name, shown] of <Array<[string, string]>>[
      ['Усе (3 результати)', 'Усе (3)'],
      ['Подорожі (0 подорожей)', 'Подорожі (0)'],
      ['Статті (3 статті)', 'Статті (3)'],
    ])
      await expect(types.getByRole('link', { name, exact: true })).toHaveText(
        new RegExp(`^${shown.replace(/[()]/g, '\\$&')}`),
      )
  })

  test('a query that asks for nothing (invisible characters, a lone "-", empty quotes) is not searched, like the API', async ({
    page,
    request,
  }) => {
    const main = page.locator('main')
    const box = main.getByRole('searchbox')
    for (const q of ['%E2%80%8B', '%EF%BB%BF%C2%AD', '-', "''", '%22%22', '%E2%80%8B-%22%22']) {
      expect((await page.goto(`/en/search?q=${q}`))?.status(), q).toBe(200)
      await expect(box, q).toHaveAttribute('aria-invalid', 'true')
      await expect(box, q).toHaveAccessibleDescription('Type something to search for.')
      await expect(main.getByRole('status'), q).toHaveText('')
      await expect(main.locator('ol article'), q).toHaveCount(0)
    }
    await page.goto('/ru/search?q=%E2%80%8B')
    await expect(page.locator('main').getByRole('searchbox')).toHaveAccessibleDescription('Введите, что искать.')

    for (const q of ['%E2%80%8B', '%EF%BB%BF', '%C2%AD', '-', "''", '%22%22']) {
      const api = await request.get(`/api/v1/search?q=${q}`, { headers: { 'accept-language': 'uk' } })
      expect(api.status(), q).toBe(400)
      const body = (await api.json()) as { error: { code: string; fields: Record<string, string> } }
      expect(body.error.fields, q).toEqual({ q: 'Введіть, що шукати.' })
    }
  })

  test('a query of exclusions only finds nothing and asks for a word to search for, like the API', async ({
    page,
    request,
  }) => {
    await page.goto('/en/search?q=-mountain')
    const main = page.locator('main')
    const box = main.getByRole('searchbox')
    const hint = 'Add a word to search for: “-word” only leaves words out.'
    await expect(box).toHaveValue('-mountain')
    await expect(box).toHaveAttribute('aria-invalid', 'true')
    await expect(box).toHaveAccessibleDescription(hint)
    await expect(main.locator('ol article')).toHaveCount(0)
    await expect(main.getByRole('status')).toHaveText('')

    // Read as the number -5 from the address, shown as typed: an exclusion too.
    await page.goto('/en/search?q=-5')
    await expect(box).toHaveValue('-5')
    await expect(box).toHaveAccessibleDescription(hint)

    await page.goto(`/ru/search?q=${encodeURIComponent('-"hut to hut" -горы')}`)
    await expect(page.locator('main').getByRole('searchbox')).toHaveAccessibleDescription(
      'Добавьте слово для поиска: «-слово» только исключает слова.',
    )

    const api = await request.get('/api/v1/search?q=-mountain', { headers: { 'accept-language': 'uk' } })
    expect(api.status()).toBe(400)
    const body = (await api.json()) as { error: { code: string; fields: Record<string, string> } }
    expect(body.error.code).toBe('invalid_input')
    expect(body.error.fields).toEqual({ q: 'Додайте слово для пошуку: «-слово» лише виключає слова.' })
    // A word with an exclusion is still searched.
    expect((await request.get('/api/v1/search?q=mountain%20-huts')).status()).toBe(200)
  })

  test('a search that finds nothing says so once, with the help; a typo is forgiven', async ({ page }) => {
    await page.goto('/en/search?q=qwxzv')
    const main = page.locator('main')
    await expect(main.getByRole('status')).toHaveText('Nothing found for “qwxzv”.')
    await expect(main.getByText(/Nothing found for/)).toHaveCount(1)
    await expect(main.getByText(/0 results/)).toHaveCount(0)
    await expect(main.getByRole('region', { name: 'Popular topics' })).toBeVisible()
    await expectNoViolations(page)
    // A swap of two letters in a word of five or more letters finds the word (ADR 064).
    await page.goto('/en/search?q=pichcu')
    await expect(main.getByText('Nothing matched “pichcu”. Showing results for “picchu”.')).toBeVisible()
  })
})
