// Regenerates contracts/openapi.json and contracts/src/generated/openapi.ts from the running
// backend's document: `npm run generate:api` after changing a DTO. A test fails when they drift.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { ROOT, buildWhatIsStale } from './lib.mjs';

await buildWhatIsStale();
const json = execFileSync(process.execPath, [join(ROOT, 'backend/dist/openapi-export.js')], {
  cwd: ROOT,
  encoding: 'utf8',
  maxBuffer: 32 << 20,
});
const doc = JSON.parse(json);
writeFileSync(join(ROOT, 'contracts/openapi.json'), `${JSON.stringify(doc, null, 2)}\n`);
const ast = await openapiTS(doc, { exportType: true, alphabetize: true });
mkdirSync(join(ROOT, 'contracts/src/generated'), { recursive: true });
writeFileSync(
  join(ROOT, 'contracts/src/generated/openapi.ts'),
  `/* Generated from contracts/openapi.json by scripts/generate-api-types.mjs - do not edit. */\n${astToString(ast)}`,
);
console.log('contracts/openapi.json and contracts/src/generated/openapi.ts updated');
