import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router'

/** Thrown instead of a SyntaxError: it carries no stack, and the router only catches it. */
const NOT_JSON = Symbol('not JSON')

/** What JSON.parse accepts around a value (JSON's own whitespace, not JavaScript's). */
const JSON_SPACE = '[ \\t\\n\\r]*'
const JSON_LITERAL = new RegExp(`^(?:true|false|null)${JSON_SPACE}$`)
const JSON_NUMBER = new RegExp(`^-?(?:0|[1-9]\\d*)(?:\\.\\d+)?(?:[eE][+-]?\\d+)?${JSON_SPACE}$`)
/** The router's own test for a value that may be JSON (router-core's searchParams.ts). */
const JSON_START = /^(?:\s|["[{\d-]|fa|nu|tr)/

/**
 * JSON.parse for the router's search-string writer, without the exception for the common case. The default writer
 * asks JSON.parse about every value starting with a digit, `-`, "tr", "fa" or "nu" (to quote strings that would read
 * back as JSON), and a slug like "trekking" or "family" cost a thrown SyntaxError per link: 2 % of a blog page's
 * render with its tag filters. Literals and numbers are recognised exactly as JSON.parse does; anything else that
 * may be JSON still goes to JSON.parse.
 */
function parseJson(text: string): unknown {
  if (!JSON_START.test(text)) throw NOT_JSON
  if (/^[tfn]/.test(text) && !JSON_LITERAL.test(text)) throw NOT_JSON
  if (/^[-\d]/.test(text) && !JSON_NUMBER.test(text)) throw NOT_JSON
  return JSON.parse(text)
}

/** The router's default search-string writer (same output), minus the exceptions (see parseJson). */
export const stringifySearch = stringifySearchWith(JSON.stringify, parseJson)

/**
 * The writer quotes a string only when it would otherwise read back as something else (`"2025"`, `"true"`, a text
 * that starts and ends with quotes). A quoted value that the writer would not have written is a text someone typed
 * with quotes (the search form without JavaScript, the browser's site search: `?q="machu picchu"`, a phrase): it
 * stays as typed instead of losing its quotes. Likewise a number reads back only as the writer spells it: `1e0`,
 * `1.0` or `1 ` stay texts, so `?book=1e0` is not `book=1`.
 */
function parseValue(text: string): unknown {
  const value = parseJson(text)
  if (typeof value === 'string' && !writerQuotes(value)) throw NOT_JSON
  if (typeof value === 'number' && JSON.stringify(value) !== text) throw NOT_JSON
  return value
}

function writerQuotes(text: string): boolean {
  try {
    parseJson(text)
    return true
  } catch {
    return false
  }
}

/** The router's default search-string reader, except that a typed quoted text keeps its quotes (see parseValue). */
export const parseSearch = parseSearchWith(parseValue)
