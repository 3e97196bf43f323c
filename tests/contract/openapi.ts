import { z } from 'zod/mini'
import { API_BASE } from '@/lib/env'
import { nullSchema } from '@/lib/schemas'
import { calls, type Call } from './calls'

type JsonSchema = Record<string, unknown>

/** The JSON Schema of what the server sends (a schema's input side: before the portal's transforms). */
function jsonSchema(schema: z.core.$ZodType): JsonSchema {
  if (schema === nullSchema) return { type: 'null' }
  const converted = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema
  // The document says its dialect once, for all of its schemas.
  delete converted.$schema
  return converted
}

const envelope = (data: JsonSchema): JsonSchema => ({
  type: 'object',
  properties: { code: { const: 0 }, msg: { type: 'string' }, data },
  required: ['code', 'data'],
})

const failure = {
  description:
    'A failure: any non-2xx (the error `code` mirrors the HTTP status). ' +
    'The body is usually the error envelope, but may be empty, HTML from a proxy, or not JSON at all.',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
}

function parameters(call: Call): JsonSchema[] {
  const query = call.query ? jsonSchema(call.query) : { properties: {}, required: [] }
  const properties = (query.properties ?? {}) as Record<string, JsonSchema>
  const required = new Set((query.required ?? []) as string[])
  const listed = Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
    ...(call.additions?.includes(name) ? { 'x-addition': true } : {}),
  }))
  const filters = call.filters
    ? [
        {
          name: 'filters',
          in: 'query',
          description: 'One parameter per chosen filter (`?channel=live`): the key figures are computed with it.',
          style: 'form',
          explode: true,
          schema: { type: 'object', additionalProperties: { type: 'string' } },
          'x-addition': true,
        },
      ]
    : []
  return [{ $ref: '#/components/parameters/AcceptLanguage' }, ...listed, ...filters]
}

function operation(call: Call): JsonSchema {
  const answerAdditions = (call.additions ?? []).filter(
    (name) => !(call.query && name in (jsonSchema(call.query).properties as object)),
  )
  return {
    operationId:
      call.method + call.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, next?: string) => (next ?? '').toUpperCase()),
    summary: call.summary,
    parameters: parameters(call),
    ...(call.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(call.body) } } } }
      : {}),
    ...(call.multipart
      ? {
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  properties: { file: { type: 'string', format: 'binary' } },
                  required: ['file'],
                },
              },
            },
          },
        }
      : {}),
    responses: {
      '200': {
        description: 'Success: the envelope with `data`.',
        content: { 'application/json': { schema: envelope(jsonSchema(call.data)) } },
      },
      default: failure,
    },
    ...(answerAdditions.length > 0 ? { 'x-additions': answerAdditions } : {}),
  }
}

/** The OpenAPI 3.1 document of the backend contract, from the schemas the portal parses answers with. */
export function openApiDocument(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {}
  for (const call of calls) (paths[call.path] ??= {})[call.method] = operation(call)
  return {
    openapi: '3.1.0',
    info: {
      title: 'Seller operations report portal: backend contract',
      version: '1',
      description:
        'Generated from the zod schemas the portal parses answers with (`npm run openapi`; CI fails when it drifts). ' +
        'Every JSON answer is the envelope `{ code: 0, msg, data }`; ' +
        'a 2xx whose `code` is not 0 is a failure (an addition). ' +
        '`x-addition` and `x-additions` mark what the portal added to the original contract. ' +
        'Meaning that a schema cannot say: docs/API.md.',
    },
    servers: [{ url: API_BASE }],
    paths,
    components: {
      parameters: {
        AcceptLanguage: {
          name: 'Accept-Language',
          in: 'header',
          required: false,
          description: 'The language the person reads: the server writes `msg` in it (Chinese without it).',
          schema: { enum: ['zh-CN', 'en-US'] },
          'x-addition': true,
        },
      },
      schemas: {
        Error: {
          type: 'object',
          properties: { code: { type: 'integer' }, msg: { type: 'string' } },
          required: ['code', 'msg'],
        },
      },
      responses: {
        File: {
          description:
            "A file (a GET of a stored file's `url`): a 2xx whose content type is not JSON, " +
            'named by Content-Disposition (`filename*=UTF-8\'\'…` over `filename="…"`; without one, `file`).',
          headers: { 'Content-Disposition': { schema: { type: 'string' } } },
          content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
        },
      },
    },
  }
}
