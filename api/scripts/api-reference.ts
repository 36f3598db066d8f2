/**
 * docs/api-reference.md's endpoints and shapes, written from the API's OpenAPI document: each route
 * (its summary and description, query and body fields, answers by status) and each shape of
 * src/http/answer-schemas.ts. The prose above the generated part is kept as it is; `npm run docs -w api`
 * rewrites the rest, and test/api-reference.test.ts fails when the file differs from the routes.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

type Schema = Record<string, unknown>;

interface Operation {
  summary?: string;
  description?: string;
  parameters?: { in: string; name: string; required?: boolean; description?: string }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema: Schema }> }>;
}

export interface ApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

export const REFERENCE_FILE = new URL('../../docs/api-reference.md', import.meta.url);

/** Where the generated part starts; everything above it is written by hand. */
export const GENERATED_FROM =
  '<!-- Generated from here on by `npm run docs -w api`, from the routes’ schemas (src/features/*/routes.ts, ' +
  'src/http/answer-schemas.ts): change those and run it, never this part by hand. -->';

const METHODS = ['get', 'post', 'patch', 'put', 'delete'];

const code = (text: string) => `\`${text}\``;

/** A schema as a short type: `Doctor[]`, `string or null`, `ON` or `OFF`, `{en, hi}`. */
function typeOf(schema: Schema): string {
  // OpenAPI 3.0 says "or null" as `nullable` (the swagger plugin turns `type: [x, 'null']` into it).
  return schema['nullable'] === true ? `${typeWithoutNull(schema)} or null` : typeWithoutNull(schema);
}

function typeWithoutNull(schema: Schema): string {
  const target = schema['$ref'];
  if (typeof target === 'string') {
    const name = target.split('/').pop() ?? target;
    return `[${name}](#${name.toLowerCase()})`;
  }
  const choices = (schema['anyOf'] ?? schema['oneOf']) as Schema[] | undefined;
  if (choices) return choices.map(typeOf).join(' or ');
  const values = schema['enum'] as unknown[] | undefined;
  if (values) return values.map((value) => code(String(value))).join(' or ');
  const type = schema['type'];
  if (Array.isArray(type)) return type.join(' or ');
  if (type === 'array') return `${typeOf((schema['items'] ?? {}) as Schema)}[]`;
  if (type === 'object') {
    const properties = schema['properties'] as Schema | undefined;
    if (properties) return `{${Object.keys(properties).join(', ')}}`;
    const each = schema['additionalProperties'];
    return typeof each === 'object' && each !== null ? `{key: ${typeOf(each as Schema)}}` : 'object';
  }
  if (type === 'null') return 'null';
  return typeof type === 'string' ? type : 'any';
}

/** A field's rules beyond its type: bounds and pattern, as a body's yup schema sets them. */
function rulesOf(schema: Schema): string {
  const rules: string[] = [];
  const low = schema['minimum'] ?? schema['minLength'];
  const high = schema['maximum'] ?? schema['maxLength'];
  const unit = schema['minLength'] !== undefined || schema['maxLength'] !== undefined ? ' characters' : '';
  if (low !== undefined && high !== undefined) rules.push(`${String(low)} to ${String(high)}${unit}`);
  else if (low !== undefined) rules.push(`at least ${String(low)}${unit}`);
  else if (high !== undefined) rules.push(`at most ${String(high)}${unit}`);
  if (typeof schema['pattern'] === 'string') rules.push(`matching ${code(schema['pattern'])}`);
  return rules.join(', ');
}

/** An object's fields, one line each: name, type, whether it may be left out, what it is. */
function fieldLines(schema: Schema): string[] {
  const properties = (schema['properties'] ?? {}) as Record<string, Schema>;
  const required = new Set((schema['required'] ?? []) as string[]);
  return Object.entries(properties).map(([name, field]) => {
    const notes = [
      required.has(name) ? '' : 'optional',
      rulesOf(field),
      typeof field['description'] === 'string' ? field['description'] : '',
    ].filter(Boolean);
    return `- ${code(name)}: ${typeOf(field)}${notes.length > 0 ? `; ${notes.join('; ')}` : ''}`;
  });
}

function bodyLines(operation: Operation): string[] {
  const [mediaType, body] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
  if (!mediaType || !body) return [];
  const choices = (body.schema['oneOf'] as Schema[] | undefined) ?? [body.schema];
  const lines = [`Body (${code(mediaType)})${choices.length > 1 ? ', one of:' : ':'}`, ''];
  choices.forEach((choice, index) => {
    if (index > 0) lines.push('', 'or', '');
    lines.push(...fieldLines(choice));
  });
  return [...lines, ''];
}

function queryLine(operation: Operation): string[] {
  const query = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
  if (query.length === 0) return [];
  const fields = query.map(
    (parameter) =>
      `${code(parameter.name)}${parameter.required ? ' (required)' : ''}${parameter.description ? `: ${parameter.description}` : ''}`,
  );
  return [`Query: ${fields.join('; ')}.`, ''];
}

function answersLine(operation: Operation): string {
  const answers = Object.entries(operation.responses).map(([status, response]) => {
    const [mediaType, content] = Object.entries(response.content ?? {})[0] ?? [];
    if (!mediaType || !content) return `**${status}** no body`;
    const shape = mediaType === 'application/json' ? typeOf(content.schema) : code(mediaType);
    return `**${status}** ${shape}`;
  });
  return `Answers: ${answers.join(', ')}.`;
}

function endpoint(method: string, path: string, operation: Operation): string[] {
  return [
    `### ${method.toUpperCase()} ${code(path)}${operation.summary ? `: ${operation.summary}` : ''}`,
    '',
    ...(operation.description ? [operation.description, ''] : []),
    ...queryLine(operation),
    ...bodyLines(operation),
    answersLine(operation),
    '',
  ];
}

function shapeSection(name: string, schema: Schema): string[] {
  const lines = [`### ${name}`, ''];
  if (typeof schema['description'] === 'string') lines.push(schema['description'], '');
  const choices = (schema['anyOf'] ?? schema['oneOf']) as Schema[] | undefined;
  if (choices) lines.push(`One of ${typeOf(schema)}.`, '');
  const fields = fieldLines(schema);
  if (fields.length > 0) lines.push(...fields, '');
  if (schema['additionalProperties'] === true) lines.push('Other fields may come with it, kept as they are.', '');
  return lines;
}

/** The generated part: every route, then every shape the answers name. */
export function renderReference(document: ApiDocument): string {
  const lines = ['## Endpoints', ''];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = operations[method];
      if (operation) lines.push(...endpoint(method, path, operation));
    }
  }
  lines.push('## Shapes', '');
  for (const [name, schema] of Object.entries(document.components?.schemas ?? {})) {
    lines.push(...shapeSection(name, schema));
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** The reference file with its generated part replaced by `generated`. */
export function withGenerated(file: string, generated: string): string {
  const at = file.indexOf(GENERATED_FROM);
  if (at === -1) throw new Error(`docs/api-reference.md has lost its marker line: ${GENERATED_FROM}`);
  return `${file.slice(0, at)}${GENERATED_FROM}\n\n${generated}`;
}

/** The OpenAPI document of an app built on a throwaway data directory. */
export async function apiDocument(build: (dataDir: string) => FastifyInstance): Promise<ApiDocument> {
  const dataDir = await mkdtemp(join(tmpdir(), 'api-reference-'));
  try {
    const app = build(dataDir);
    await app.ready();
    const document = app.swagger() as unknown as ApiDocument;
    await app.close();
    return document;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The document of the routes as the sources declare them, from an app on a throwaway embedded database. */
export const routesDocument = (): Promise<ApiDocument> =>
  apiDocument((dataDir) => buildApp(loadConfig({ API_DATA_DIR: dataDir, LOG_LEVEL: 'silent' })));

export async function writeReference(document: ApiDocument): Promise<void> {
  const file = await readFile(REFERENCE_FILE, 'utf8');
  await writeFile(REFERENCE_FILE, withGenerated(file, renderReference(document)));
}
