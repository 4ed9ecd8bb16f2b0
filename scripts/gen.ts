// Generates src/paraglide without Vite (for type-checking, tests and tools).
import { compile } from '@inlang/paraglide-js'
import { paraglideOptions } from '../paraglide.options.ts'

await compile(paraglideOptions)
console.log('paraglide: compiled')
// The compiler leaves timers running for ~30 s; nothing else is pending once it has written the files.
process.exit(0)
