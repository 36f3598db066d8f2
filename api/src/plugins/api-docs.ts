/**
 * The API's OpenAPI document, collected from the routes' schemas by `@fastify/swagger`: their
 * `summary`, `description` and `response` schemas (the shapes of http/answer-schemas.ts), and the
 * query and body fields each route documents in `config.docs`. Those are documented, not validated
 * by Fastify: the routes validate with the contract's yup schemas, which give the codes the site
 * says; the body's fields are read from the same yup schema here, so the reference cannot drift.
 *
 * Served as JSON at `/api/docs/json` outside production; `npm run docs -w api` writes it out as
 * docs/api-reference.md. No browsable UI: the API's pages forbid every script and style
 * (`default-src 'none'`, plugins/security.ts), which Swagger UI needs, and its files would weigh
 * more than the rest of the API's dependencies put together for a page the reference already gives.
 */
import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import type { FastifySchema } from 'fastify';
import type { AnyObject, ObjectSchema, SchemaDescription } from 'yup';
import type { AppConfig } from '../config';
import { ANSWER_SCHEMAS } from '../http/answer-schemas';

/** What a route documents of its request beyond its path: query fields, and the body by its yup schema. */
export interface RequestDocs {
  /** Each query field and what it is (all optional unless `required` names it). */
  query?: Record<string, string>;
  required?: string[];
  /** The body's yup schema; several when the route takes one of several bodies. */
  body?: () => ObjectSchema<AnyObject> | ObjectSchema<AnyObject>[];
  /** `multipart/form-data` (the booking forms) rather than JSON. */
  multipart?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    docs?: RequestDocs;
  }
}

type JsonSchema = Record<string, unknown>;

/** One yup field as JSON Schema: its type, its choices and its bounds. */
function fieldSchema(field: SchemaDescription): JsonSchema {
  const tests = new Map(field.tests.map((test) => [test.name ?? '', test.params ?? {}]));
  const schema: JsonSchema = {};
  if (field.oneOf.length > 0) schema['enum'] = field.oneOf.filter((value) => value !== undefined);
  else if (field.type === 'number') schema['type'] = tests.has('integer') ? 'integer' : 'number';
  else if (field.type === 'array') schema['type'] = 'array';
  else if (field.type !== 'mixed') schema['type'] = field.type === 'date' ? 'string' : field.type;
  const min = tests.get('min')?.['min'];
  const max = tests.get('max')?.['max'];
  const bound = field.type === 'string' ? ['minLength', 'maxLength'] : ['minimum', 'maximum'];
  if (typeof min === 'number') schema[bound[0]!] = min;
  if (typeof max === 'number') schema[bound[1]!] = max;
  const regex = tests.get('matches')?.['regex'];
  if (regex instanceof RegExp) schema['pattern'] = regex.source;
  return schema;
}

/** A contract yup schema as a JSON Schema object, for the document only. */
export function bodySchema(schema: ObjectSchema<AnyObject>): JsonSchema {
  const fields = Object.entries(schema.describe().fields) as [string, SchemaDescription][];
  return {
    type: 'object',
    properties: Object.fromEntries(fields.map(([name, field]) => [name, fieldSchema(field)])),
    required: fields.filter(([, field]) => !field.optional).map(([name]) => name),
    additionalProperties: false,
  };
}

function requestBody(schemas: ObjectSchema<AnyObject> | ObjectSchema<AnyObject>[]): JsonSchema {
  return Array.isArray(schemas) ? { oneOf: schemas.map(bodySchema) } : bodySchema(schemas);
}

function documented(schema: FastifySchema | undefined, docs: RequestDocs | undefined): FastifySchema {
  if (!docs) return schema ?? {};
  const query = docs.query ?? {};
  return {
    ...schema,
    ...(Object.keys(query).length > 0
      ? {
          querystring: {
            type: 'object',
            properties: Object.fromEntries(
              Object.entries(query).map(([name, description]) => [name, { type: 'string', description }]),
            ),
            ...(docs.required ? { required: docs.required } : {}),
          },
        }
      : {}),
    ...(docs.body ? { body: requestBody(docs.body()) } : {}),
    ...(docs.multipart ? { consumes: ['multipart/form-data'] } : {}),
  };
}

export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    for (const schema of ANSWER_SCHEMAS) app.addSchema(schema);
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Aravali Care Hospital API',
          description: 'The HTTP API the hospital site calls.',
          version: '1',
        },
      },
      // Shapes keep their names (`Doctor`), not `def-0`.
      refResolver: { buildLocalReference: (json, _baseUri, _fragment, index) => String(json['$id'] ?? `def-${index}`) },
      transform: ({ schema, url, route }) => ({ schema: documented(schema, route.config?.docs), url }),
    });
    if (config.serveApiDocs) {
      app.get(
        '/api/docs/json',
        { schema: { hide: true, response: { 200: { type: 'object', additionalProperties: true } } } },
        async () => app.swagger(),
      );
    }
  },
  { name: 'api-docs' },
);
