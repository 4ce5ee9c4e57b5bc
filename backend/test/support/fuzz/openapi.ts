import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The parts of an OpenAPI 3 schema the fuzzer reads. */
export interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  oneOf?: Schema[];
  nullable?: boolean;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

interface RawOperation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, unknown>;
  security?: Record<string, string[]>[];
}

interface Document {
  paths: Record<string, Record<string, RawOperation>>;
  components: { schemas: Record<string, Schema> };
}

export interface Operation {
  /** 'POST /api/products' */
  key: string;
  method: 'get' | 'post' | 'put' | 'delete' | 'patch';
  /** The templated path, e.g. '/api/products/{id}'. */
  path: string;
  pathParams: string[];
  queryParams: Parameter[];
  headerParams: Parameter[];
  /** The JSON request body schema, $refs resolved at the top. */
  body: Schema | null;
  /** Documented statuses. */
  statuses: number[];
  /** Security scheme names that may authorise the call ('dw.sid', 'lender-token'). */
  security: string[];
}

/** A leaf or node of a request body, with the path to reach it. */
export interface Field {
  path: (string | number)[];
  schema: Schema;
  required: boolean;
}

const DOC_PATH = join(__dirname, '..', '..', '..', '..', 'contracts', 'openapi.json');

let cached: Document | null = null;
export function openApiDocument(): Document {
  cached ??= JSON.parse(readFileSync(DOC_PATH, 'utf8')) as Document;
  return cached;
}

export function resolve(schema: Schema, doc = openApiDocument()): Schema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  const target = doc.components.schemas[name];
  if (!target) throw new Error(`Unknown schema ${schema.$ref}`);
  return resolve(target, doc);
}

/** Every operation of contracts/openapi.json, in document order. */
export function operations(doc = openApiDocument()): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const params = op.parameters ?? [];
      const json = op.requestBody?.content['application/json']?.schema;
      return {
        key: `${method.toUpperCase()} ${path}`,
        method: method as Operation['method'],
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params.filter((p) => p.in === 'query'),
        headerParams: params.filter((p) => p.in === 'header'),
        body: json ? resolve(json, doc) : null,
        statuses: Object.keys(op.responses).map(Number),
        security: (op.security ?? []).flatMap((s) => Object.keys(s)),
      };
    }),
  );
}

/**
 * Every field of a body schema, depth first: objects' properties and the first element of arrays
 * of objects (enough to reach each nested validator once).
 */
export function fields(schema: Schema, path: (string | number)[] = [], doc = openApiDocument()): Field[] {
  const out: Field[] = [];
  const s = resolve(schema, doc);
  for (const [name, raw] of Object.entries(s.properties ?? {})) {
    const child = resolve(raw, doc);
    const here = [...path, name];
    out.push({ path: here, schema: child, required: (s.required ?? []).includes(name) });
    if (child.properties) out.push(...fields(child, here, doc));
    if (child.type === 'array' && child.items && resolve(child.items, doc).properties) {
      out.push(...fields(child.items, [...here, 0], doc));
    }
  }
  return out;
}

/** What kind of value a field holds, as far as choosing wrong values goes. */
export type FieldKind = 'string' | 'enum' | 'integer' | 'number' | 'money' | 'array' | 'object' | 'unknown';

export function kindOf(schema: Schema): FieldKind {
  if (schema.oneOf) return 'money';
  if (schema.enum) return 'enum';
  if (schema.properties) return 'object';
  switch (schema.type) {
    case 'string':
      return 'string';
    case 'integer':
      return 'integer';
    case 'number':
      return 'number';
    case 'array':
      return 'array';
    default:
      // e.g. a `string | null` property documented as a bare nullable object: no safe wrong type.
      return 'unknown';
  }
}
