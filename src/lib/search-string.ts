import { stringifySearchWith } from '@tanstack/react-router'

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
