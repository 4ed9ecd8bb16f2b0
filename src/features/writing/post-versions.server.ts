import { ConflictError } from '@/lib/errors'
import type { Locale } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import type { PostRow } from './my-posts.server'

// Versions: no lost updates (ADR 024).

/**
 * An edit made against a version of the post that is no longer the current one (the post was saved meanwhile in
 * another tab, device or API client): refused, nothing written. `currentVersion` is the post's version now.
 */
export class StaleEditError extends ConflictError {
  constructor(
    readonly currentVersion: number,
    locale: Locale,
  ) {
    super(m.writing_error_conflict({}, { locale }), 'conflict')
    this.name = 'StaleEditError'
  }
}

/**
 * The version(s) a write was made against: the editor sends the one it loaded or last saved; REST sends what its
 * `If-Match` lists. Without one a write applies to whatever the post is (API clients that never read first).
 */
export interface WriteCondition {
  version?: number | readonly number[]
}

export const expectedVersions = (condition: WriteCondition): readonly number[] | null =>
  condition.version === undefined
    ? null
    : typeof condition.version === 'number'
      ? [condition.version]
      : condition.version

/** Refuses the write when the post is not at one of the expected versions. */
export function assertVersion(row: PostRow, expected: readonly number[] | null, locale: Locale): void {
  if (expected && !expected.includes(row.version)) throw new StaleEditError(row.version, locale)
}
