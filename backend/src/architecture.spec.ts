import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, posix, relative, resolve, sep } from 'node:path';
import * as ts from 'typescript';

/**
 * The backend's module boundaries, checked on every import under backend/src.
 *
 * A feature module is a folder of backend/src (catalog, cart, orders…). Its public surface, the
 * only files another module may import, is:
 *   - its root-level `*.module.ts`, `*.service.ts` and `*.guard.ts` files,
 *   - its `dto/` files (request DTOs and response views),
 *   - the files listed for it in EXTRA_PUBLIC below.
 * Never another module's `*.entity.ts` or anything under its `domain/`: tables are read through the
 * owning module's service, pure rules stay private (or move to common/ when shared).
 * `common/`, `config/` and `database/` import no feature module; `database/entities.ts`, the list
 * of every entity for the data source and the migration check, is the one exception.
 * The modules' import graph has no cycle. Files at the root of backend/src (app.module.ts,
 * app.factory.ts, main.ts…) compose the app and may import anything.
 */
const SHARED = new Set(['common', 'config', 'database']);

/** The one file of the shared layers that names feature modules. */
const SHARED_EXCEPTIONS = new Set(['database/entities.ts']);

/** Public files beyond the naming rule, each with the reason. */
const EXTRA_PUBLIC: Readonly<Record<string, readonly string[]>> = {
  // The storage port (health checks it) and its factory (the catalogue's demo seed stores images).
  uploads: ['storage/object-storage.ts', 'storage/create-object-storage.ts'],
  // The shape a module's periodic job implements to register with JobRunner.
  jobs: ['scheduled-job.ts'],
};

export interface SourceFile {
  /** Path under backend/src, with '/' separators, e.g. 'cart/cart.service.ts'. */
  path: string;
  /** Module specifiers the file imports or re-exports. */
  imports: readonly string[];
}

export interface Violation {
  file: string;
  specifier: string;
  reason: string;
}

function moduleOf(path: string): string | null {
  const slash = path.indexOf('/');
  return slash < 0 ? null : path.slice(0, slash);
}

function isPublic(targetModule: string, inner: string): boolean {
  if (inner.endsWith('.entity.ts') || inner.startsWith('domain/') || inner.includes('/domain/')) return false;
  if (!inner.includes('/') && /\.(module|service|guard)\.ts$/.test(inner)) return true;
  if (inner.startsWith('dto/')) return true;
  return (EXTRA_PUBLIC[targetModule] ?? []).includes(inner);
}

/** The file a relative specifier names, under backend/src, or null for packages and paths outside it. */
function resolveImport(from: string, specifier: string, exists: (path: string) => boolean): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = posix.join(posix.dirname(from), specifier);
  if (base.startsWith('..')) return null;
  for (const candidate of [`${base}.ts`, `${base}/index.ts`, base]) if (exists(candidate)) return candidate;
  return `${base}.ts`;
}

/** Every import that crosses a boundary it may not cross. */
export function boundaryViolations(files: readonly SourceFile[]): Violation[] {
  const known = new Set(files.map((f) => f.path));
  const violations: Violation[] = [];
  for (const file of files) {
    const from = moduleOf(file.path);
    if (from === null) continue; // the composition root
    for (const specifier of file.imports) {
      const target = resolveImport(file.path, specifier, (p) => known.has(p));
      const to = target === null ? null : moduleOf(target);
      if (target === null || to === null || to === from || SHARED.has(to)) continue;
      if (SHARED.has(from)) {
        if (!SHARED_EXCEPTIONS.has(file.path)) {
          violations.push({ file: file.path, specifier, reason: `${from}/ is shared and must not import the feature module ${to}/` });
        }
        continue;
      }
      const inner = target.slice(to.length + 1);
      if (!isPublic(to, inner)) {
        const what = inner.endsWith('.entity.ts') ? 'entity' : inner.includes('domain/') ? 'domain internals' : 'internals';
        violations.push({ file: file.path, specifier, reason: `imports ${to}/${inner}, the ${what} of module ${to}/` });
      }
    }
  }
  return violations;
}

/** The module graph (an edge per importing module), without the allowed exception's edges. */
export function moduleGraph(files: readonly SourceFile[]): Map<string, Set<string>> {
  const known = new Set(files.map((f) => f.path));
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const from = moduleOf(file.path);
    if (from === null || SHARED_EXCEPTIONS.has(file.path)) continue;
    if (!graph.has(from)) graph.set(from, new Set());
    for (const specifier of file.imports) {
      const target = resolveImport(file.path, specifier, (p) => known.has(p));
      const to = target === null ? null : moduleOf(target);
      if (to !== null && to !== from) graph.get(from)?.add(to);
    }
  }
  return graph;
}

/** A cycle of the graph as a path ('a -> b -> a'), or null when it is a DAG. */
export function findCycle(graph: ReadonlyMap<string, ReadonlySet<string>>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): string[] | null => {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'open') return [...stack.slice(stack.indexOf(node)), node];
    state.set(node, 'open');
    stack.push(node);
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of [...graph.keys()].sort()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

function sourceFiles(root: string): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith('.ts')) {
        const { importedFiles } = ts.preProcessFile(readFileSync(full, 'utf8'), true, true);
        files.push({ path: relative(root, full).split(sep).join('/'), imports: importedFiles.map((f) => f.fileName) });
      }
    }
  };
  walk(root);
  return files;
}

const report = (violations: readonly Violation[]) =>
  violations.map((v) => `backend/src/${v.file}: import '${v.specifier}' ${v.reason}`).join('\n');

describe('backend module boundaries', () => {
  const files = sourceFiles(resolve(__dirname));

  it('reads the source tree', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(files.find((f) => f.path === 'orders/checkout.service.ts')?.imports).toContain('../catalogue/products.service');
  });

  it("lets a module import only another module's public surface, and the shared layers no feature", () => {
    expect(report(boundaryViolations(files))).toBe('');
  });

  it('lets no module export TypeOrmModule (its repositories are its own)', () => {
    const exporting = files
      .filter((f) => f.path.endsWith('.module.ts'))
      .filter((f) => /exports:\s*\[[^\]]*TypeOrmModule/.test(readFileSync(join(__dirname, f.path), 'utf8')))
      .map((f) => `backend/src/${f.path}`);
    expect(exporting).toEqual([]);
  });

  it('has no cycle between modules', () => {
    const cycle = findCycle(moduleGraph(files));
    expect(cycle ? `module cycle: ${cycle.join(' -> ')}` : null).toBeNull();
  });
});

describe('the boundary rules themselves', () => {
  const tree = (imports: Record<string, string[]>): SourceFile[] => [
    ...Object.entries(imports).map(([path, specs]) => ({ path, imports: specs })),
    ...[
      'catalog/product.entity.ts',
      'catalog/products.service.ts',
      'catalog/domain/slug.ts',
      'catalog/dto/product.view.ts',
      'catalog/catalog-cache.ts',
      'lenders/lender-token.guard.ts',
      'uploads/storage/object-storage.ts',
      'uploads/storage/s3.storage.ts',
    ].map((path) => ({ path, imports: [] })),
  ];

  it('refuses an entity, domain file or internal of another module, naming the file and the import', () => {
    const violations = boundaryViolations(
      tree({
        'cart/cart.service.ts': ['../catalog/product.entity', '../catalog/domain/slug', '../catalog/catalog-cache', 'typeorm'],
        'health/health.service.ts': ['../uploads/storage/s3.storage'],
      }),
    );
    expect(report(violations)).toBe(
      [
        "backend/src/cart/cart.service.ts: import '../catalog/product.entity' imports catalog/product.entity.ts, the entity of module catalog/",
        "backend/src/cart/cart.service.ts: import '../catalog/domain/slug' imports catalog/domain/slug.ts, the domain internals of module catalog/",
        "backend/src/cart/cart.service.ts: import '../catalog/catalog-cache' imports catalog/catalog-cache.ts, the internals of module catalog/",
        "backend/src/health/health.service.ts: import '../uploads/storage/s3.storage' imports uploads/storage/s3.storage.ts, the internals of module uploads/",
      ].join('\n'),
    );
  });

  it('allows services, modules, guards, DTOs, declared files, its own internals and the shared layers', () => {
    const violations = boundaryViolations(
      tree({
        'cart/cart.service.ts': ['../catalog/products.service', '../catalog/dto/product.view', '../common/uuid', './domain/cart-line'],
        'listings/listings.controller.ts': ['../lenders/lender-token.guard'],
        'health/health.service.ts': ['../uploads/storage/object-storage'],
      }),
    );
    expect(violations).toEqual([]);
  });

  it('keeps common/, config/ and database/ free of features, but for the list of entities', () => {
    const violations = boundaryViolations(
      tree({
        'common/validators.ts': ['../catalog/products.service'],
        'database/entities.ts': ['../catalog/product.entity'],
      }),
    );
    expect(report(violations)).toBe(
      "backend/src/common/validators.ts: import '../catalog/products.service' common/ is shared and must not import the feature module catalog/",
    );
  });

  it('finds a cycle and names its path', () => {
    const graph = moduleGraph(
      tree({
        'availability/availability.service.ts': ['../orders/orders.service'],
        'orders/orders.service.ts': ['../catalog/products.service'],
        'catalog/products.service.ts': ['../availability/availability.service'],
      }),
    );
    expect(findCycle(graph)?.join(' -> ')).toBe('availability -> orders -> catalog -> availability');
    expect(findCycle(new Map([['a', new Set(['b'])]]))).toBeNull();
  });
});
