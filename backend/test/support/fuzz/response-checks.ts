import type { Response } from 'supertest';
import { ALL_PAYLOAD_STRINGS } from './payloads';

/** What a stack trace, SQL or a server path looks like in a response. */
const LEAKS: readonly [string, RegExp][] = [
  ['stack trace', /\n\s+at\s|\bat\s+[\w$.<>]+\s+\([^)]*:\d+:\d+\)/],
  [
    'error class',
    /\b(?:TypeError|RangeError|ReferenceError|SyntaxError|QueryFailedError|TypeORMError|EntityNotFoundError|EntityPropertyNotFoundError)\b/,
  ],
  ['SQL', /\b(?:SELECT\s+[\w*`"]|INSERT\s+INTO|UPDATE\s+[`"\w]+\s+SET|DELETE\s+FROM|DROP\s+TABLE|CREATE\s+TABLE)\b/],
  ['database driver', /sqlite|\bSQLITE_[A-Z]+|\bER_[A-Z_]{3,}|mysql|mariadb|SQLSTATE|syntax error/i],
  ['server path', /(?:\/work\/|\/tmp\/|\/home\/|\/usr\/|\/var\/|\/etc\/passwd|node_modules|[\w-]+\.(?:ts|js):\d+|[A-Za-z]:\\\\)/],
];

/** The text of a response with everything the client sent removed, so echoed input is not a leak. */
function withoutEcho(text: string, sent: readonly string[]): string {
  let out = text;
  const variants = [...sent, ...ALL_PAYLOAD_STRINGS].flatMap((s) => {
    const json = JSON.stringify(s).slice(1, -1);
    let decoded = s;
    try {
      decoded = decodeURIComponent(s);
    } catch {
      // not URL-encoded
    }
    return [s, json, decoded, JSON.stringify(decoded).slice(1, -1)];
  });
  for (const s of [...new Set(variants)].filter((v) => v.length >= 2).sort((a, b) => b.length - a.length)) {
    out = out.split(s).join('');
  }
  return out;
}

export function leaksIn(text: string, sent: readonly string[] = []): string[] {
  const clean = withoutEcho(text, sent);
  return LEAKS.filter(([, re]) => re.test(clean)).map(([name, re]) => `${name}: ${clean.match(re)?.[0]}`);
}

/**
 * Everything wrong with one response: a 5xx, an error not in the one shape, a missing nosniff,
 * HTML from the API, or a leak of internals.
 */
export function responseProblems(res: Response, sent: readonly string[]): string[] {
  const problems: string[] = [];
  const type = String(res.headers['content-type'] ?? '');
  if (res.status >= 500) problems.push(`status ${res.status}`);
  if (res.headers['x-content-type-options'] !== 'nosniff') problems.push('no X-Content-Type-Options: nosniff');
  if (/html|javascript/i.test(type)) problems.push(`answered with ${type}`);
  if (res.status >= 400) {
    if (!type.startsWith('application/json')) problems.push(`error sent as '${type}'`);
    const body = res.body as Record<string, unknown> | null;
    const keys = body && typeof body === 'object' ? Object.keys(body).sort() : [];
    if (keys.join() !== 'code,message,statusCode') problems.push(`error keys [${keys.join()}]: ${res.text.slice(0, 200)}`);
    else {
      if (body?.statusCode !== res.status) problems.push(`statusCode ${String(body?.statusCode)} != HTTP ${res.status}`);
      if (typeof body?.code !== 'string' || !/^[A-Z][A-Z0-9_]*$/.test(body.code)) problems.push(`code ${String(body?.code)}`);
      if (typeof body?.message !== 'string' || body.message.trim() === '') problems.push('empty message');
    }
  }
  if (type.startsWith('application/json') || type.startsWith('text/')) {
    problems.push(...leaksIn(res.text ?? '', sent));
  }
  return problems;
}
