import { z } from 'zod'

// zod probes for `new Function` support to compile fast object parsers; under our CSP (no 'unsafe-eval') that probe
// is a reported violation in the browser. Interpreted parsing is fast enough for the forms a page validates.
if (typeof document !== 'undefined') z.config({ jitless: true })
