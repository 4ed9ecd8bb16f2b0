// Browser builds only: vite.config.ts resolves every client import of 'zod' to this module (ADR 028), so zod's
// CSP-safe mode is set before any schema is built, wherever zod first loads (a form's chunk, a lazy dialog) —
// and pages that validate nothing in the browser never load zod at all.
//
// zod probes for `new Function` support to compile fast object parsers; under our CSP (no 'unsafe-eval') that probe
// is a reported violation in the browser. Interpreted parsing is fast enough for the forms a page validates.
import { z } from 'zod'

if (typeof document !== 'undefined') z.config({ jitless: true })

export * from 'zod'
export { default } from 'zod'
