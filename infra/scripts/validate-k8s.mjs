#!/usr/bin/env node
// Validates Kubernetes manifests offline against the API schemas (package kubernetes-models):
// every document of every .yaml file given (default: infra/k8s), kustomization files excepted.
//   node infra/scripts/validate-k8s.mjs [--json] [file-or-directory ...]
// Prints one line per object (or a JSON array with --json); exits 1 when any object is invalid.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import yaml from 'js-yaml';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = process.argv.slice(2);
const json = args.includes('--json');
const targets = args.filter((a) => a !== '--json');
if (targets.length === 0) targets.push(join(ROOT, 'infra', 'k8s'));

const yamlFiles = (path) =>
  statSync(path).isDirectory()
    ? readdirSync(path)
        .filter((f) => /\.ya?ml$/.test(f))
        .sort()
        .map((f) => join(path, f))
    : [path];

/** kubernetes-models lays its classes out as <group>/<version>/<Kind> ("v1/<Kind>" for the core group). */
async function modelOf(apiVersion, kind) {
  if (!/^[a-z0-9.-]+(\/v[0-9a-z]+)?$/.test(apiVersion) || !/^[A-Z][A-Za-z]+$/.test(kind)) return null;
  try {
    const module = await import(`kubernetes-models/${apiVersion}/${kind}`);
    return module[kind] ?? null;
  } catch {
    return null;
  }
}

const results = [];
for (const file of targets.flatMap(yamlFiles)) {
  const where = relative(ROOT, file);
  let docs;
  try {
    docs = yaml.loadAll(readFileSync(file, 'utf8'));
  } catch (error) {
    results.push({ file: where, index: 0, kind: null, name: null, error: `not YAML: ${error.message}` });
    continue;
  }
  for (const [index, doc] of docs.entries()) {
    if (doc === null || doc === undefined) continue;
    const { apiVersion, kind, metadata } = doc;
    const entry = { file: where, index, apiVersion, kind, name: metadata?.name ?? null, error: null };
    if (typeof apiVersion === 'string' && apiVersion.startsWith('kustomize.config.k8s.io/')) continue;
    const Model = await modelOf(String(apiVersion), String(kind));
    if (!Model) entry.error = `unknown kind ${apiVersion}/${kind}`;
    else {
      try {
        new Model(doc).validate();
      } catch (error) {
        entry.error = error.message;
      }
    }
    results.push(entry);
  }
}

if (json) console.log(JSON.stringify(results, null, 2));
else
  for (const r of results) console.log(`${r.error ? 'INVALID' : 'ok     '} ${r.file} ${r.kind}/${r.name}${r.error ? `: ${r.error}` : ''}`);
process.exit(results.some((r) => r.error) ? 1 : 0);
