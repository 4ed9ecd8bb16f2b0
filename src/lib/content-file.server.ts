import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import YAML from 'yaml'
import { parseFrontMatter } from './front-matter'
import type { z } from 'zod'

/** The folder of Markdown/YAML content (site pages, the seed's trips and posts), beside package.json. */
export const contentRoot = path.resolve(process.cwd(), 'content')

/** A content file that cannot be used; the message names the file and the field, e.g. `content/trips/x.yaml: price: …`. */
export class ContentFileError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(problems.map((p) => `${displayPath(file)}: ${p}`).join('\n'))
    this.name = 'ContentFileError'
  }
}

function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file)
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative
}

function fieldPath(issuePath: readonly PropertyKey[], prefix: readonly PropertyKey[]): string {
  const parts = [...prefix, ...issuePath]
  return parts.length ? parts.map(String).join('.') : '(file)'
}

/** Validates parsed data; every zod issue becomes one `field: message` line of a ContentFileError. */
export function validateContent<S extends z.ZodType>(
  file: string,
  schema: S,
  data: unknown,
  prefix: readonly PropertyKey[] = [],
): z.output<S> {
  const result = schema.safeParse(data)
  if (result.success) return result.data
  throw new ContentFileError(
    file,
    result.error.issues.map((issue) => `${fieldPath(issue.path, prefix)}: ${issue.message}`),
  )
}

function read(file: string): string {
  try {
    return readFileSync(file, 'utf8')
  } catch (error) {
    throw new ContentFileError(file, [`cannot be read (${(error as Error).message})`])
  }
}

function parseYaml(file: string, text: string): unknown {
  try {
    // YAML 1.2 (the `yaml` package) for every content file, so "no" or "on" stay strings.
    return YAML.parse(text, { prettyErrors: true })
  } catch (error) {
    throw new ContentFileError(file, [`invalid YAML: ${(error as Error).message.split('\n')[0]}`])
  }
}

export function readYamlFile<S extends z.ZodType>(file: string, schema: S): z.output<S> {
  return validateContent(file, schema, parseYaml(file, read(file)))
}

/**
 * A Markdown file with YAML front-matter. `body` is the text after the front-matter, without the file's final
 * newline, so what is stored is exactly what was written.
 */
export function readMarkdownFile<S extends z.ZodType>(file: string, schema: S): { data: z.output<S>; body: string } {
  const text = read(file)
  let parsed: { data: unknown; body: string }
  try {
    parsed = parseFrontMatter(text)
  } catch (error) {
    throw new ContentFileError(file, [`invalid front-matter: ${(error as Error).message.split('\n')[0]}`])
  }
  if (parsed.data === null) throw new ContentFileError(file, ['(file): front-matter (--- … ---) is missing'])
  return { data: validateContent(file, schema, parsed.data), body: parsed.body.replace(/\r?\n$/, '') }
}

/** Files with one of `extensions` under `dir` (recursive), sorted, as absolute paths. */
export function listContentFiles(dir: string, extensions: readonly string[]): string[] {
  let entries
  try {
    entries = readdirSync(dir, { recursive: true, withFileTypes: true })
  } catch (error) {
    throw new ContentFileError(dir, [`cannot be listed (${(error as Error).message})`])
  }
  return entries
    .filter((e) => e.isFile() && extensions.some((ext) => e.name.endsWith(ext)))
    .map((e) => path.join(e.parentPath, e.name))
    .sort()
}
