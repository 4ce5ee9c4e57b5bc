import { gzipSync } from 'node:zlib';
import { Field, FieldKind, Operation, fields, kindOf } from './openapi';
import {
  BAD_NUMBERS,
  HEADER_JUNK,
  HTML_PAYLOADS,
  LONE_SURROGATES,
  MALFORMED_JSON,
  NAN_LIKE,
  PATH_JUNK,
  PROTO_KEYS,
  RawJson,
  SQL_PAYLOADS,
  UNICODE_PAYLOADS,
  WRONG_CONTENT_TYPES,
  longString,
  rawKey,
  toJsonText,
} from './payloads';
import { Prng } from './prng';
import type { ValidRequest } from './world';

/**
 * refuse: must answer 4xx and write nothing. nowrite: any status under 500, nothing written.
 * any: any status under 500 (the input is odd but legitimate, e.g. HTML in a product name).
 */
export type Expectation = 'refuse' | 'nowrite' | 'any';

export interface FuzzCase {
  label: string;
  expect: Expectation;
  /** The exact answer, where the API's layering decides it whoever asks (e.g. 413 before any guard). */
  status?: number;
  code?: string;
  method: Operation['method'];
  /** Encoded path with its query string. */
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** Strings the client sent: echoing them back is not a leak. */
  sent: string[];
}

/** Who sends the request, and so which guard it passes. */
export interface Persona {
  name: 'anonymous' | 'admin' | 'lender' | 'signed';
  /** True when this persona passes the operation's guard, so validation is what refuses it. */
  authorised: boolean;
  headers: Record<string, string>;
  /** The signed upload URL's query is the only credential of PUT /objects/uploads/{id}. */
  keepQuery: boolean;
}

const JSON_TYPE = 'application/json';
const LENDER_HEADER = /^x-lender-token$/i;
const UNSAFE = new Set(['post', 'put', 'patch', 'delete']);

/** One way of breaking a request; `apply` edits a draft. */
interface Mutation {
  label: string;
  /** Whether the API must refuse a request carrying this mutation. */
  refuse: boolean;
  /** Touches only the path: junk ids never match a row, so nothing may be written. */
  pathOnly?: boolean;
  /** Breaks this persona's credential, so the guard must refuse it (e.g. a junk lender token). */
  refuseFor?: Persona['name'];
  /** The exact status (and code) it must get; `authorisedOnly`: only once past routing and the guard. */
  exact?: { status: number; code?: string; authorisedOnly?: boolean };
  apply(draft: Draft): void;
}

interface Draft {
  params: Record<string, string>;
  query: Record<string, string | string[]> | string;
  headers: Record<string, string>;
  /** A JSON value (serialised with toJsonText) or raw bytes/text. */
  body: { json: unknown } | { raw: string | Buffer } | undefined;
  contentType: string | undefined;
}

function clone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

function setAt(target: unknown, path: readonly (string | number)[], value: unknown, remove = false): void {
  let node = target as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) {
    if (node[key] === null || typeof node[key] !== 'object') return;
    node = node[key] as Record<string | number, unknown>;
  }
  const last = path[path.length - 1];
  if (remove) delete node[last];
  else node[last] = value;
}

const jsonBody = (draft: Draft): unknown => (draft.body && 'json' in draft.body ? draft.body.json : undefined);

/** The draft's JSON body, made `{}` first when the valid request had none (all fields optional). */
function fieldsOf(draft: Draft): unknown {
  if (draft.body === undefined) {
    draft.body = { json: {} };
    draft.contentType = JSON_TYPE;
  }
  return jsonBody(draft);
}

function nested(depth: number): RawJson {
  return new RawJson('['.repeat(depth) + ']'.repeat(depth));
}

/** Values of the wrong kind for a field, each with whether the API must refuse it. */
function wrongValues(kind: FieldKind, field: Field): { label: string; value: unknown; refuse: boolean }[] {
  const textual = kind === 'string';
  const strict = kind !== 'unknown';
  const out: { label: string; value: unknown; refuse: boolean }[] = [
    { label: 'null', value: null, refuse: strict && field.required },
    { label: 'true', value: true, refuse: strict },
    { label: 'an object', value: { value: 'x', $gt: '' }, refuse: strict && kind !== 'object' },
    { label: 'an object with __proto__', value: { [rawKey('__proto__')]: { admin: true } }, refuse: strict },
    { label: 'an array', value: ['x', 1, null], refuse: strict && kind !== 'array' },
    { label: 'a nested array', value: [[[['deep']]]], refuse: strict },
    { label: 'an array of 10,000 items', value: Array.from({ length: 10_000 }, (_, i) => String(i % 10)), refuse: strict },
    { label: 'a 10 KB string', value: longString(10 * 1024), refuse: strict },
    { label: 'nesting 2,000 deep', value: nested(2000), refuse: strict },
  ];
  if (textual || kind === 'enum' || kind === 'array' || kind === 'object' || kind === 'unknown') {
    out.push({ label: 'the number 42', value: 42, refuse: strict });
  }
  for (const n of BAD_NUMBERS) {
    out.push({ label: `number ${n instanceof RawJson ? n.text : String(n)}`, value: n, refuse: strict });
  }
  // Text where text belongs is legitimate (and must come back as text); anywhere else it is refused.
  const notText = strict && !textual;
  for (const s of NAN_LIKE) out.push({ label: `string '${s}'`, value: s, refuse: notText || (textual && s === '' && field.required) });
  for (const s of [...SQL_PAYLOADS, ...HTML_PAYLOADS, ...UNICODE_PAYLOADS]) {
    out.push({ label: `string ${JSON.stringify(s).slice(0, 40)}`, value: s, refuse: notText });
  }
  for (const s of LONE_SURROGATES) out.push({ label: `lone surrogate ${s.text}`, value: s, refuse: notText });
  if (kind === 'integer') {
    out.push({ label: 'a fraction', value: 1.5, refuse: true }, { label: "the string '2'", value: '2', refuse: true });
  }
  if (kind === 'enum')
    out.push({ label: 'an enum value in capitals', value: String(field.schema.enum?.[0]).toUpperCase() + '!', refuse: true });
  if (kind === 'array') {
    out.push(
      { label: 'an array of objects', value: [{ a: 1 }], refuse: true },
      { label: 'an empty array', value: [], refuse: (field.schema.minItems ?? 0) > 0 || field.required },
      { label: 'an array of 10 KB strings', value: [longString(10 * 1024)], refuse: true },
    );
  }
  return out;
}

function fieldMutations(op: Operation): Mutation[] {
  if (!op.body) return [];
  const out: Mutation[] = [];
  for (const field of fields(op.body)) {
    const name = field.path.join('.');
    const kind = kindOf(field.schema);
    out.push({
      label: `body.${name} missing`,
      refuse: field.required,
      apply: (d) => setAt(fieldsOf(d), field.path, undefined, true),
    });
    for (const wrong of wrongValues(kind, field)) {
      out.push({ label: `body.${name} = ${wrong.label}`, refuse: wrong.refuse, apply: (d) => setAt(fieldsOf(d), field.path, wrong.value) });
    }
  }
  return out;
}

/** Whole-body breakage: not JSON, wrong type, too big, the wrong shape, hostile keys. */
function bodyMutations(op: Operation): Mutation[] {
  const hasSchema = op.body !== null;
  const unsafe = UNSAFE.has(op.method);
  const rawUpload = op.path.startsWith('/objects/uploads/');
  // RFC 8058 one-click unsubscribe: mail providers post a form there (the signed token decides).
  const oneClick = op.path === '/api/newsletter/unsubscribe';
  const out: Mutation[] = [];
  out.push({
    label: 'JSON after a byte-order mark',
    refuse: hasSchema,
    apply: (d) => {
      d.body = { raw: '\uFEFF{"a":1}' };
      d.contentType = JSON_TYPE;
    },
  });
  for (const text of MALFORMED_JSON) {
    // An empty body is no body at all: it fails only where fields are required.
    out.push({
      label: `malformed JSON ${JSON.stringify(text).slice(0, 30)}`,
      refuse: text === '' ? hasSchema && (op.body?.required?.length ?? 0) > 0 : true,
      // The parser runs before routing and guards: everyone gets the same answer.
      exact: text === '' ? undefined : { status: 400, code: 'MALFORMED_JSON' },
      apply: (d) => {
        d.body = { raw: text };
        d.contentType = JSON_TYPE;
      },
    });
  }
  for (const type of WRONG_CONTENT_TYPES) {
    const takesForm = oneClick && type === 'application/x-www-form-urlencoded';
    out.push({
      label: `body sent as ${type}`,
      refuse: unsafe && !takesForm,
      // Upload PUTs take raw bytes: there the signature is checked first, then the image type.
      exact: unsafe && !rawUpload && !takesForm ? { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' } : undefined,
      apply: (d) => {
        d.body = { raw: toJsonText(jsonBody(d) ?? { probe: 1 }) };
        d.contentType = type;
      },
    });
  }
  out.push(
    {
      label: 'a 200 KB JSON body',
      refuse: true,
      exact: { status: 413, code: 'PAYLOAD_TOO_LARGE' },
      apply: (d) => {
        d.body = { json: { ...(jsonBody(d) ?? {}), padding: longString(200 * 1024) } };
        d.contentType = JSON_TYPE;
      },
    },
    {
      label: 'a gzip body that is not gzip',
      refuse: true,
      apply: (d) => {
        d.body = { raw: Buffer.from('definitely not gzip') };
        d.contentType = JSON_TYPE;
        d.headers['Content-Encoding'] = 'gzip';
      },
    },
    {
      label: 'a gzip bomb (10 MB of spaces)',
      refuse: true,
      apply: (d) => {
        d.body = { raw: gzipSync(Buffer.concat([Buffer.from('{"a":"'), Buffer.alloc(10 * 1024 * 1024, 0x20), Buffer.from('"}')])) };
        d.contentType = JSON_TYPE;
        d.headers['Content-Encoding'] = 'gzip';
      },
    },
    {
      label: 'an unknown content encoding',
      refuse: true,
      apply: (d) => {
        d.body = { raw: '{}' };
        d.contentType = JSON_TYPE;
        d.headers['Content-Encoding'] = 'x-made-up';
      },
    },
    {
      label: 'a UTF-16 charset',
      refuse: true,
      apply: (d) => {
        d.body = { raw: Buffer.from(toJsonText(jsonBody(d) ?? {}), 'utf16le') };
        d.contentType = 'application/json; charset=utf-16';
      },
    },
    {
      label: 'invalid UTF-8 bytes',
      refuse: hasSchema,
      apply: (d) => {
        d.body = {
          raw: Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xc0, 0xae, 0xff, 0xfe, 0xed, 0xa0, 0x80]), Buffer.from('"}')]),
        };
        d.contentType = JSON_TYPE;
      },
    },
    {
      label: 'a body nested 5,000 deep',
      refuse: hasSchema,
      exact: hasSchema ? { status: 400, authorisedOnly: true } : undefined,
      apply: (d) => {
        d.body = { json: { ...(jsonBody(d) ?? {}), deep: nested(5000) } };
        d.contentType = JSON_TYPE;
      },
    },
    {
      label: 'an array body of 10,000 items',
      refuse: hasSchema,
      apply: (d) => {
        d.body = { json: Array.from({ length: 10_000 }, () => 1) };
        d.contentType = JSON_TYPE;
      },
    },
    {
      label: 'an unknown field',
      refuse: hasSchema,
      exact: hasSchema ? { status: 400, code: 'UNKNOWN_FIELD', authorisedOnly: true } : undefined,
      apply: (d) => {
        d.body = { json: { ...(jsonBody(d) ?? {}), isAdmin: true } };
        d.contentType = JSON_TYPE;
      },
    },
  );
  for (const key of PROTO_KEYS) {
    out.push({
      label: `a '${key}' key`,
      refuse: hasSchema,
      exact: hasSchema ? { status: 400, code: 'UNKNOWN_FIELD', authorisedOnly: true } : undefined,
      apply: (d) => {
        d.body = { json: { [rawKey(key)]: { admin: true, prototype: { admin: true } }, ...(jsonBody(d) ?? {}) } };
        d.contentType = JSON_TYPE;
      },
    });
  }
  if (hasSchema) {
    for (const field of fields(op.body!).filter((f) => kindOf(f.schema) === 'object')) {
      out.push({
        label: `an unknown field inside body.${field.path.join('.')}`,
        refuse: true,
        exact: { status: 400, code: 'UNKNOWN_FIELD', authorisedOnly: true },
        apply: (d) => setAt(fieldsOf(d), [...field.path, 'isAdmin'], true),
      });
      out.push({
        label: `a '__proto__' key inside body.${field.path.join('.')}`,
        refuse: true,
        exact: { status: 400, code: 'UNKNOWN_FIELD', authorisedOnly: true },
        apply: (d) => setAt(fieldsOf(d), [...field.path, rawKey('__proto__')], { isAdmin: true }),
      });
    }
    out.push({
      label: 'an empty object',
      refuse: (op.body?.required?.length ?? 0) > 0,
      apply: (d) => {
        d.body = { json: {} };
        d.contentType = JSON_TYPE;
      },
    });
  }
  return out;
}

/** Cart session ids are chosen by the browser, so junk may name a real cart (made by an earlier case). */
const CLIENT_CHOSEN_PARAMS = new Set(['sessionId']);

function pathMutations(op: Operation): Mutation[] {
  return op.pathParams.flatMap((name) =>
    PATH_JUNK.map((junk) => ({
      label: `path {${name}} = ${junk.slice(0, 40)}`,
      refuse: false,
      // Server-issued ids: junk never matches a row, so nothing may be written.
      pathOnly: !CLIENT_CHOSEN_PARAMS.has(name),
      apply: (d: Draft) => {
        d.params[name] = junk;
      },
    })),
  );
}

function headerMutations(op: Operation): Mutation[] {
  return op.headerParams
    .filter((h) => h.name.toLowerCase() !== 'content-type' || op.body === null)
    .flatMap((h) =>
      HEADER_JUNK.map((junk) => ({
        label: `header ${h.name} = ${JSON.stringify(junk.slice(0, 30))}`,
        // A required header with junk is refused; an optional one may be ignored (or be a fine key).
        // The lender token is a credential: junk in it only matters to the lender relying on it.
        refuse: Boolean(h.required) && !LENDER_HEADER.test(h.name) && !(h.name.toLowerCase() === 'content-type' && junk === ''),
        refuseFor: LENDER_HEADER.test(h.name) ? ('lender' as const) : undefined,
        apply: (d: Draft) => {
          d.headers[h.name] = junk;
        },
      })),
    );
}

/** Junk in each documented query parameter, then junk any route may receive. */
function queryMutations(op: Operation): { perParam: Mutation[]; generic: Mutation[] } {
  const out: Mutation[] = [];
  for (const q of op.queryParams) {
    out.push(
      {
        label: `query ${q.name} = 10 KB`,
        refuse: true,
        apply: (d) => void ((d.query as Record<string, string>)[q.name] = longString(10 * 1024)),
      },
      { label: `query ${q.name} repeated`, refuse: true, apply: (d) => void ((d.query as Record<string, string[]>)[q.name] = ['a', 'b']) },
      ...[...SQL_PAYLOADS, ...HTML_PAYLOADS, ...UNICODE_PAYLOADS].map((junk) => ({
        label: `query ${q.name} = ${JSON.stringify(junk).slice(0, 30)}`,
        refuse: Boolean(q.schema?.enum),
        apply: (d: Draft) => void ((d.query as Record<string, string>)[q.name] = junk),
      })),
    );
  }
  const generic: Mutation[] = [
    {
      label: 'an unknown query parameter',
      refuse: op.queryParams.length > 0,
      apply: (d) => void ((d.query as Record<string, string>).isAdmin = 'true'),
    },
    {
      label: 'a __proto__ query parameter',
      refuse: op.queryParams.length > 0,
      // defineProperty: a plain assignment to __proto__ would set the prototype, not add a key.
      apply: (d) => void Object.defineProperty(d.query, '__proto__', { value: 'x', enumerable: true }),
    },
    {
      label: 'bracketed query keys',
      refuse: op.queryParams.length > 0,
      apply: (d) => void (d.query = 'category[$ne]=x&a[__proto__][admin]=1'),
    },
    { label: 'a broken query encoding', refuse: false, apply: (d) => void (d.query = '%E0%A4%A=%ZZ&&=&size') },
  ];
  return { perParam: out, generic };
}

function encodeQuery(query: Draft['query']): string {
  if (typeof query === 'string') return query;
  const parts: string[] = [];
  for (const key of Object.keys(query)) {
    const value = query[key];
    for (const v of Array.isArray(value) ? value : [value]) parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(v)}`);
  }
  return parts.join('&');
}

function draftFrom(valid: ValidRequest, persona: Persona): Draft {
  return {
    params: { ...valid.params },
    query: persona.keepQuery ? { ...(valid.query ?? {}) } : {},
    headers: { ...(valid.headers ?? {}), ...persona.headers },
    body: valid.body === undefined ? undefined : { json: clone(valid.body) },
    contentType: valid.body === undefined ? undefined : JSON_TYPE,
  };
}

function stringsIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (value instanceof RawJson) out.push(value.text);
  else if (Array.isArray(value)) value.slice(0, 50).forEach((v) => stringsIn(v, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.push(k.replace(/^@@rawkey:(.*)@@$/, '$1'));
      stringsIn(v, out);
    }
  }
  return out;
}

function toCase(op: Operation, valid: ValidRequest, persona: Persona, mutations: Mutation[]): FuzzCase {
  const draft = draftFrom(valid, persona);
  for (const m of mutations) m.apply(draft);
  const path = op.path.replace(/{(\w+)}/g, (_m, name: string) => {
    const value = draft.params[name] ?? '';
    // Real values are encoded here; junk from PATH_JUNK is already in its wire form.
    return valid.params[name] === value ? encodeURIComponent(value) : value;
  });
  const query = encodeQuery(draft.query);
  const headers = { ...draft.headers };
  let body: string | Buffer | undefined;
  if (draft.body) {
    body = 'json' in draft.body ? toJsonText(draft.body.json) : draft.body.raw;
    headers['Content-Type'] = draft.contentType ?? JSON_TYPE;
  }
  const refused = mutations.some((m) => m.refuse || m.refuseFor === persona.name) || !persona.authorised;
  const junkPath = mutations.some((m) => m.pathOnly);
  const expect: Expectation = refused ? 'refuse' : junkPath || op.method === 'get' ? 'nowrite' : 'any';
  // Validation answers only once routing and the guard let the request through (a junk id may not decode).
  const validated = persona.authorised && !junkPath;
  const exact = mutations.map((m) => m.exact).find((e) => e && (!e.authorisedOnly || validated));
  const sent = [
    ...Object.values(draft.params),
    ...Object.values(headers),
    ...stringsIn(draft.query),
    ...(draft.body && 'json' in draft.body ? stringsIn(draft.body.json) : []),
    ...(typeof body === 'string' ? [body] : []),
    `${path}${query ? `?${query}` : ''}`,
    op.path,
    path,
  ];
  return {
    label: `${persona.name}: ${mutations.map((m) => m.label).join(' + ') || 'as documented'}`,
    expect,
    status: exact?.status,
    code: exact?.code,
    method: op.method,
    url: `${path}${query ? `?${query}` : ''}`,
    headers,
    body,
    sent,
  };
}

/**
 * About `budget` cases for one operation and persona: a fixed core (malformed JSON, a wrong content
 * type, an oversize body, hostile keys, junk ids) and a seeded random sample of everything else.
 */
export function casesFor(op: Operation, valid: ValidRequest, persona: Persona, prng: Prng, budget: number): FuzzCase[] {
  const field = fieldMutations(op);
  const body = bodyMutations(op);
  const path = pathMutations(op);
  const header = headerMutations(op);
  const query = queryMutations(op);
  const byLabel = (list: Mutation[], label: string) => list.filter((m) => m.label === label);
  const byPrefix = (list: Mutation[], prefix: string) => list.filter((m) => m.label.startsWith(prefix));

  const core: Mutation[][] = [
    [prng.pick(byPrefix(body, 'malformed JSON').filter((m) => m.refuse))],
    [prng.pick(byPrefix(body, 'body sent as'))],
    byLabel(body, 'a 200 KB JSON body'),
    byLabel(body, "a '__proto__' key"),
    byLabel(body, 'a body nested 5,000 deep'),
    byLabel(body, 'a gzip body that is not gzip'),
  ];
  if (path.length > 0) core.push([prng.pick(path)]);
  if (field.length > 0) core.push(byLabel(body, 'an unknown field'), byLabel(body, "a 'constructor' key"));

  // Destructive operations keep their real ids only beside something that must be refused.
  const destructive = valid.destructive === true && persona.authorised;
  const pool = [...field, ...body, ...header, ...query.perParam, ...query.generic];
  const cases: FuzzCase[] = [];
  const add = (mutations: Mutation[]) => {
    if (mutations.length === 0) return;
    const safe = !destructive || mutations.some((m) => m.refuse) || mutations.some((m) => m.pathOnly);
    const refusal = () => prng.pick(path.length > 0 ? path : byPrefix(body, 'malformed JSON').filter((m) => m.refuse));
    cases.push(toCase(op, valid, persona, safe ? mutations : [...mutations, refusal()]));
  };
  core.forEach(add);
  const rest = Math.max(0, budget - cases.length);
  for (const m of prng.sample(pool, rest)) {
    // One in four random cases also aims at a junk id, so the guards and lookups see both.
    add(path.length > 0 && prng.next() < 0.25 ? [m, prng.pick(path)] : [m]);
  }
  return cases;
}
