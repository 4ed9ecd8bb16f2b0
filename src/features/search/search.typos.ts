// How many typos a word forgives, and the distance that counts them (ADR 064).

/** Words shorter than this must be spelled right: a typo in "hut" or "lima" is as likely another word. */
export const ONE_TYPO_LETTERS = 5
/** Words of this many letters forgive two typos. */
export const TWO_TYPOS_LETTERS = 9

/** The typos a word of this many letters (code points) forgives: 0 under 5, 1 from 5, 2 from 9 (as Meilisearch). */
export function typoBudget(letters: number): number {
  if (letters >= TWO_TYPOS_LETTERS) return 2
  return letters >= ONE_TYPO_LETTERS ? 1 : 0
}

/**
 * Optimal string alignment distance (Damerau–Levenshtein where no substring is edited twice): insertions, deletions,
 * substitutions and swaps of two neighbours each count one, so "auorra" is one typo from "aurora". Counted in code
 * points (Cyrillic and accented letters are one each). Returns `max + 1` as soon as the distance exceeds `max`.
 */
export function typoDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  const s = Array.from(a)
  const t = Array.from(b)
  if (Math.abs(s.length - t.length) > max) return max + 1
  let before: number[] = []
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j)
  for (let i = 1; i <= s.length; i++) {
    const current = [i]
    let rowBest = i
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) value = Math.min(value, before[j - 2]! + 1)
      current.push(value)
      rowBest = Math.min(rowBest, value)
    }
    if (rowBest > max) return max + 1
    before = previous
    previous = current
  }
  return Math.min(previous[t.length]!, max + 1)
}
