/** A form-encoded body decoded into nested values the way Stripe (and the `qs` library) reads `a[b][0][c]=v`. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

export function isFormObject(value: FormValue | undefined): value is FormObject {
  return typeof value === 'object' && !Array.isArray(value);
}

/** `line_items[0][price_data][currency]` → ['line_items', '0', 'price_data', 'currency']. */
function keyPath(key: string): string[] | null {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) return null;
  const rest = [...match[2].matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]);
  return [match[1], ...rest];
}

/** Objects keyed 0..n-1 become arrays, as qs does, except under `metadata`, whose keys are the caller's own. */
function withArrays(value: FormValue, inMetadata: boolean): FormValue {
  if (!isFormObject(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((k) => [k, withArrays(value[k], k === 'metadata')] as const);
  const indexed = !inMetadata && keys.length > 0 && keys.every((k, i) => k === String(i));
  return indexed ? entries.map(([, v]) => v) : Object.fromEntries(entries);
}

/** Returns null when a key is malformed or assigns both a value and children to the same name. */
export function parseForm(body: string): FormObject | null {
  const root: FormObject = {};
  for (const pair of body.split('&').filter(Boolean)) {
    const at = pair.includes('=') ? pair.indexOf('=') : pair.length;
    const decode = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '));
    let key: string;
    let value: string;
    try {
      key = decode(pair.slice(0, at));
      value = decode(pair.slice(at + 1));
    } catch {
      return null;
    }
    const path = keyPath(key);
    if (!path) return null;
    let node: FormObject = root;
    for (const [i, part] of path.entries()) {
      // `expand[]=x` appends, as qs does.
      const name = part === '' ? String(Object.keys(node).length) : part;
      if (i === path.length - 1) {
        if (node[name] !== undefined) return null;
        node[name] = value;
      } else {
        const next = node[name] ?? {};
        if (!isFormObject(next)) return null;
        node[name] = next;
        node = next;
      }
    }
  }
  const parsed = withArrays(root, false);
  return isFormObject(parsed) ? parsed : null;
}
