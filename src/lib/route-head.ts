import { isNotFound, type AnyRoute } from '@tanstack/react-router'

interface MatchState {
  status: string
  error?: unknown
}

/**
 * The match whose failure the page shows, if any. A not-found caught by the root keeps status 'success' and carries
 * the notFound as its error.
 */
export function failedMatch<T extends MatchState>(matches: readonly T[]): T | undefined {
  return matches.find((match) => match.status === 'error' || match.status === 'notFound' || isNotFound(match.error))
}

type Head = NonNullable<AnyRoute['options']['head']>
const steppingAside = new WeakSet<Head>()

/**
 * WCAG 2.4.2 (ADR 040): while the page shows an error, every route's head but the root's steps aside. The router keeps
 * the deepest route's title and meta, and a failed route still runs its own head, so the trips list's "Small-group
 * trips" hid the error title the root's head sets. Done once here rather than in each route file: a wrapper inside
 * `createFileRoute({...})` loses the head's inferred types (loaderData, match.context). Safe to call again.
 */
export function headsStepAsideOnError(routes: Iterable<AnyRoute>): void {
  for (const route of routes) {
    const head = route.options.head as Head | undefined
    if (route.isRoot || !head || steppingAside.has(head)) continue
    const wrapped: Head = (ctx) => (failedMatch(ctx.matches) ? {} : head(ctx))
    steppingAside.add(wrapped)
    route.update({ head: wrapped })
  }
}

/** A page's head tags as a loader returns them (plain data: it travels to the browser with the loader's result). */
export interface LoadedHead {
  meta?: Array<Record<string, string>>
  links?: Array<Record<string, string>>
  scripts?: Array<{ type: string; children: string }>
}

/**
 * ADR 065: a route's head tags are computed by its loader, which loads with the route's component, and its `head`
 * only returns them. `head` itself stays in the first-load script of every page, so the titles of every route, in
 * four languages, and the SEO helpers they call used to ride along on each first visit.
 */
export function headFromLoader({ loaderData }: { loaderData?: { head?: LoadedHead } }): LoadedHead {
  return loaderData?.head ?? {}
}
