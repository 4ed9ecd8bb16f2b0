// What `npm start` prints after building (scripts/start.ts): the build's ~400 lines are kept back when it works.

/** One line: how long the build took, how much it wrote, and any warnings it printed. */
export function buildSummary(output: string, ms: number): string {
  const warnings = output.split('\n').filter((line) => /^\s*\(!\)|\bwarning:/i.test(line))
  const files = output.split('\n').filter((line) => /^\s*dist\//.test(line)).length
  const summary = `Built in ${(ms / 1000).toFixed(1)} s: ${files} file${files === 1 ? '' : 's'} in dist/ (\`npm run build\` shows them all).`
  return warnings.length ? `${summary}\n${warnings.join('\n')}` : summary
}
