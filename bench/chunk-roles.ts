// Why a page loads a chunk, from the build's chunk report (scripts/chunk-report-plugin.ts): the chunk's role (the
// entry, a chunk group of scripts/chunk-groups.ts, a route, messages several routes share) and what is biggest in it.
import type { ChunkReportEntry } from '../scripts/chunk-report-plugin.ts'

/** Chunk groups by file name prefix (scripts/chunk-groups.ts), with the decision that made each. */
const groups: Array<[prefix: string, role: string]> = [
  ['assets/shared-', "the public lists' cards and queries (ADR 061, 078)"],
  ['assets/forms-', 'form pieces (ADR 065, 077)'],
  ['assets/toaster-', 'toaster (ADR 076)'],
  ['assets/cookies-', 'consent cookies (ADR 076)'],
]

const share = (part: number, whole: number) => `${Math.round((100 * part) / whole)}%`

/** "role: biggest sources by share", e.g. "entry: react-dom 42%, @tanstack/router-core 14%, … (+88)". */
export function describeChunk(chunk: ChunkReportEntry, top = 4): string {
  const sources = Object.entries(chunk.sources).sort((a, b) => b[1] - a[1])
  const total = sources.reduce((sum, [, length]) => sum + length, 0) || 1
  const messages = sources.filter(([source]) => source.startsWith('message:'))
  const role = chunk.isEntry
    ? 'entry: the framework and the page shell (ADR 054, 078)'
    : (groups.find(([prefix]) => chunk.file.startsWith(prefix))?.[1] ??
      (messages.length === sources.length
        ? 'messages several routes share'
        : `route: ${sources.find(([source]) => source.startsWith('src/routes/'))?.[0] ?? 'a part several routes share'}`))
  const biggest = sources
    .slice(0, top)
    .map(([source, length]) => `${source.replace(/^message:/, '')} ${share(length, total)}`)
    .join(', ')
  const rest = sources.length > top ? ` (+${sources.length - top})` : ''
  return `${role} — ${biggest}${rest}`
}
