// No zod here: client code (text checks, forms) imports it.

/** JSON Schema keywords (2020-12; patterns read with the `u` flag) stating what a refinement function checks. */
export type JsonSchemaHint = Record<string, unknown>

/**
 * Gives a refinement function the JSON Schema of its check, so the OpenAPI document states it (ADR 050): the
 * document builder reads `fn.jsonSchema` from every refinement of a request schema.
 */
export function withJsonSchema<F extends (...args: never[]) => unknown>(
  fn: F,
  jsonSchema: JsonSchemaHint,
): F & { jsonSchema: JsonSchemaHint } {
  return Object.assign(fn, { jsonSchema })
}
