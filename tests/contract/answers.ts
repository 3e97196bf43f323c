import { readFileSync } from 'node:fs'
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import type { Answer } from '@/mocks/http'

type Operation = { responses: { '200': { content: { 'application/json': { schema: object } } } } }
type Document = {
  paths: Record<string, Partial<Record<Answer['method'], Operation>>>
  components: { schemas: { Error: object } }
}

/** The committed contract document: what the demo backend must keep to. */
const document = JSON.parse(readFileSync('docs/openapi.json', 'utf8')) as Document
const ajv = new Ajv2020({ allErrors: true, strict: false })
const compiled = new Map<object, ValidateFunction>()
const validator = (schema: object) => {
  let validate = compiled.get(schema)
  if (!validate) compiled.set(schema, (validate = ajv.compile(schema)))
  return validate
}

/**
 * What is wrong with one of the demo backend's answers, by the contract document: a success's
 * envelope and `data`, a failure's `{ code, msg }`. Null when it keeps to it, and for the demo's own
 * calls (`/__demo/…`) and file answers, which the document does not cover.
 */
export async function contractViolation({ method, path, response }: Answer): Promise<string | null> {
  const operation = document.paths[path]?.[method]
  if (!operation || !/\bjson\b/.test(response.headers.get('content-type') ?? '')) return null
  const schema = response.ok
    ? operation.responses['200'].content['application/json'].schema
    : document.components.schemas.Error
  const validate = validator(schema)
  if (validate(await response.json())) return null
  const errors = ajv.errorsText(validate.errors)
  return `${method.toUpperCase()} ${path} answered ${response.status} against the contract: ${errors}`
}
