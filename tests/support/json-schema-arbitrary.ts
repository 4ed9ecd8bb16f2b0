import fc from 'fast-check'

// Values valid by a JSON Schema (2020-12, the subset the OpenAPI document uses), as fast-check arbitraries, for the
// request contract test (ADR 050). A request built from them is one the document says the server accepts.

export type JsonSchema = Record<string, unknown>

const MAX_GENERATED_LENGTH = 300

/** The `pattern`s of a schema and its `allOf`, as the `u` flag reads them. */
function patterns(schema: JsonSchema): RegExp[] {
  const found: RegExp[] = []
  const visit = (node: JsonSchema) => {
    if (typeof node.pattern === 'string') found.push(new RegExp(node.pattern, 'u'))
    for (const part of (node.allOf as JsonSchema[] | undefined) ?? []) visit(part)
  }
  visit(schema)
  return found
}

/** True when `value` is a string the schema's string keywords accept (length in code points, as JSON Schema counts). */
export function stringFits(schema: JsonSchema, value: string): boolean {
  const length = [...value].length
  if (typeof schema.minLength === 'number' && length < schema.minLength) return false
  if (typeof schema.maxLength === 'number' && length > schema.maxLength) return false
  return patterns(schema).every((re) => re.test(value))
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'date-time') {
    const min = typeof schema.formatMinimum === 'string' ? new Date(schema.formatMinimum) : new Date('1970-01-01')
    return fc
      .date({ min, max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true })
      .map((date) => date.toISOString())
      .filter((value) => stringFits(schema, value))
  }
  // A pattern without look-arounds shapes the value (fast-check builds strings from it); all of them filter it.
  const shape = patterns(schema).find((re) => !/\(\?<?[=!]/.test(re.source))
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0
  const max = Math.min(
    typeof schema.maxLength === 'number' ? schema.maxLength : MAX_GENERATED_LENGTH,
    MAX_GENERATED_LENGTH,
  )
  let base: fc.Arbitrary<string>
  try {
    base = shape ? fc.stringMatching(shape) : text(min, max)
  } catch {
    base = text(min, max)
  }
  return base.filter((value) => stringFits(schema, value))
}

/** Free text: mostly printable ASCII, sometimes any Unicode (accents, Cyrillic, emoji), sometimes long. */
function text(minLength: number, maxLength: number): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength: Math.min(maxLength, 40) }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength: Math.min(maxLength, 40) }) },
    { weight: 1, arbitrary: fc.string({ minLength, maxLength }) },
  )
}

/** An arbitrary of the values `schema` accepts. */
export function arbitraryFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]))
  if ('const' in schema) return fc.constant(schema.const)
  if (Array.isArray(schema.anyOf)) return fc.oneof(...(schema.anyOf as JsonSchema[]).map(arbitraryFor))
  if (Array.isArray(schema.oneOf)) return fc.oneof(...(schema.oneOf as JsonSchema[]).map(arbitraryFor))
  switch (schema.type) {
    case 'string':
      return stringArbitrary(schema)
    case 'integer':
      return fc.integer({
        min: typeof schema.minimum === 'number' ? schema.minimum : -(2 ** 31),
        max: typeof schema.maximum === 'number' ? schema.maximum : 2 ** 31 - 1,
      })
    case 'number':
      return fc.double({
        min: typeof schema.minimum === 'number' ? schema.minimum : -1e9,
        max: typeof schema.maximum === 'number' ? schema.maximum : 1e9,
        noNaN: true,
        noDefaultInfinity: true,
      })
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array': {
      const items = arbitraryFor((schema.items as JsonSchema | undefined) ?? {})
      const bounds = {
        minLength: typeof schema.minItems === 'number' ? schema.minItems : 0,
        maxLength: Math.min(typeof schema.maxItems === 'number' ? schema.maxItems : 5, 5),
      }
      return schema.uniqueItems
        ? fc.uniqueArray(items, { ...bounds, selector: (v) => JSON.stringify(v) })
        : fc.array(items, bounds)
    }
    case 'object': {
      const properties = (schema.properties as Record<string, JsonSchema> | undefined) ?? {}
      const required = (schema.required as string[] | undefined) ?? []
      const model = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, arbitraryFor(value)]))
      const minProperties = typeof schema.minProperties === 'number' ? schema.minProperties : 0
      return fc.record(model, { requiredKeys: required }).filter((value) => Object.keys(value).length >= minProperties)
    }
    default:
      // No type: any JSON value.
      return fc.jsonValue({ maxDepth: 2 })
  }
}

/** A value of the wrong JSON type for `schema` (a number for a string, a string for a number or an object...). */
export function wrongTypeFor(schema: JsonSchema): fc.Arbitrary<unknown> | undefined {
  const types = new Set<unknown>(
    Array.isArray(schema.anyOf) ? (schema.anyOf as JsonSchema[]).map((s) => s.type) : [schema.type],
  )
  if (types.has(undefined)) return undefined
  const options: Array<fc.Arbitrary<unknown>> = []
  if (!types.has('string')) options.push(fc.string({ maxLength: 10 }))
  if (!types.has('integer') && !types.has('number')) options.push(fc.integer())
  if (!types.has('boolean')) options.push(fc.boolean())
  if (!types.has('object')) options.push(fc.constant({ x: 1 }))
  if (!types.has('array')) options.push(fc.constant([1, 2]))
  return fc.oneof(...options)
}
