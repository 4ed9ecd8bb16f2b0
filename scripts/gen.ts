// Generates src/paraglide without Vite (for type-checking and tools); fails on any missing message.
import { compile } from '@inlang/paraglide-js'
import { paraglideOptions } from '../paraglide.options.ts'

await compile(paraglideOptions)
console.log('paraglide: compiled')
