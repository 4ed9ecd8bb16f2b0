// Browser builds only: vite.config.ts resolves every client import of 'zod' to this module (ADR 028), so zod's
// settings are in place before any schema is built, wherever zod first loads (a form's chunk, a lazy dialog) —
// and pages that validate nothing in the browser never load zod at all.
//
// - CSP-safe mode: zod probes for `new Function` support to compile fast object parsers; under our CSP (no
//   'unsafe-eval') that probe is a reported violation in the browser. Interpreted parsing is fast enough here.
// - Our messages (ADR 008): a check without a message of its own gets the server's generic message, in the page's
//   language, instead of zod's English ("Too small: expected string to have >=1 characters").
import { z } from 'zod'
import { issueMessage, validationLocale } from './validation'

if (typeof document !== 'undefined')
  z.config({ jitless: true, customError: (issue) => issueMessage(issue, validationLocale()) })

export * from 'zod'
export { default } from 'zod'
