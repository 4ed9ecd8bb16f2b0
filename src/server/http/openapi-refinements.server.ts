import { z } from 'zod'

// The request schemas' checks that zod's JSON Schema leaves out, stated for the OpenAPI document (ADR 050).

type JsonSchema = Record<string, unknown>

/** Adds `extra`'s keywords; a second `pattern` goes into `allOf`, so both hold. */
function mergeKeywords(target: JsonSchema, extra: JsonSchema) {
  for (const [key, value] of Object.entries(extra)) {
    if (key === 'pattern' && key in target && target[key] !== value)
      target.allOf = [...((target.allOf as JsonSchema[] | undefined) ?? []), { [key]: value }]
    else if (key === 'allOf') target.allOf = [...((target.allOf as JsonSchema[] | undefined) ?? []), ...(value as [])]
    else target[key] = value
  }
}

/** A pattern of the decimal spellings (no leading zeros) of the integers from `min` to `max` (both ≥ 0). */
export function decimalRangePattern(min: number, max: number): string {
  const same = (lo: string, hi: string): string[] => {
    if (lo === hi) return [lo]
    const rest = lo.length - 1
    if (rest === 0) return [`[${lo}-${hi}]`]
    if (lo[0] === hi[0]) return same(lo.slice(1), hi.slice(1)).map((part) => lo[0] + part)
    if (/^0*$/.test(lo.slice(1)) && /^9*$/.test(hi.slice(1))) return [`[${lo[0]}-${hi[0]}][0-9]{${rest}}`]
    const parts = same(lo.slice(1), '9'.repeat(rest)).map((part) => lo[0] + part)
    const first = Number(lo[0]) + 1
    const last = Number(hi[0]) - 1
    if (first <= last) parts.push(`[${first}-${last}][0-9]{${rest}}`)
    return [...parts, ...same('0'.repeat(rest), hi.slice(1)).map((part) => hi[0] + part)]
  }
  const parts: string[] = []
  for (let digits = String(min).length; digits <= String(max).length; digits++) {
    const lo = digits === String(min).length ? String(min) : `1${'0'.repeat(digits - 1)}`
    const hi = digits === String(max).length ? String(max) : '9'.repeat(digits)
    parts.push(...same(lo, hi))
  }
  return `^(?:${parts.join('|')})$`
}

type ZodInternals = {
  _zod: {
    def: {
      type: string
      checks?: Array<{ _zod: { def: { fn?: { jsonSchema?: JsonSchema } } } }>
      out?: z.ZodType
    }
  }
}

/**
 * What zod's JSON Schema leaves out of a request schema but the server checks (ADR 050): a refinement whose function
 * carries its JSON Schema (`withJsonSchema`, e.g. "no control characters" as a pattern), and in a pipe the checks made
 * after the input is tidied (an e-mail trimmed, then its format; digits in a path, then an id's bounds).
 */
export function stateRefinements(schema: unknown, out: JsonSchema) {
  const def = (schema as ZodInternals)._zod.def
  if (def.type === 'pipe' && out.type === 'string' && def.out) statePipeOutput(def.out, out)
  for (const check of def.checks ?? []) {
    const extra = check._zod.def.fn?.jsonSchema
    if (extra) mergeKeywords(out, extra)
  }
}

function statePipeOutput(output: z.ZodType, out: JsonSchema) {
  const after = z.toJSONSchema(output, {
    io: 'output',
    unrepresentable: 'any',
    override: (ctx) => stateRefinements(ctx.zodSchema, ctx.jsonSchema),
  }) as JsonSchema
  if (after.type === 'string') {
    const { type: _type, $schema: _schema, ...keywords } = after
    mergeKeywords(out, keywords)
  } else if (after.type === 'integer' && typeof after.minimum === 'number' && typeof after.maximum === 'number') {
    // Decimal digits that make an integer within its bounds (the digits' own pattern is looser).
    delete out.pattern
    out.pattern = decimalRangePattern(Math.max(0, after.minimum), after.maximum)
  }
}
