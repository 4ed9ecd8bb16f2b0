import YAML from 'yaml'

// Markdown with YAML front matter, read with the one YAML dialect of all our content (YAML 1.2, the `yaml` package):
// `no` and `on` stay strings, and a date stays text until its schema reads it.

const OPEN = '---'
const CLOSE = '\n---'

/**
 * Splits `---\n<yaml>\n---\n<body>` into the parsed front matter and the body (the line break after the closing
 * `---` is not part of it). A text that does not start with `---` has no front matter: `data` is null and the body is
 * the whole text. Throws YAML's error for front matter that is not valid YAML.
 */
export function parseFrontMatter(input: string): { data: unknown; body: string } {
  const text = input.replace(/^\uFEFF/, '')
  if (!text.startsWith(OPEN) || text.startsWith(`${OPEN}-`)) return { data: null, body: text }
  const rest = text.slice(OPEN.length)
  const close = rest.indexOf(CLOSE)
  const block = close < 0 ? rest : rest.slice(0, close)
  const body = close < 0 ? '' : rest.slice(close + CLOSE.length).replace(/^\r?\n/, '')
  return { data: (YAML.parse(block) as unknown) ?? {}, body }
}
