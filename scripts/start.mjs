// `npm start`: builds whatever is missing or stale, then serves API, images and the apps on PORT.
import { spawn } from 'node:child_process';
import { BACKEND_ARGS, ROOT, buildWhatIsStale, nodeSupport } from './lib.mjs';

// Say which Node this needs before anything else: the LTS in .nvmrc; 22 still runs it, 20 is refused
// before the SQLite driver (better-sqlite3 13) is loaded, since it crashes there.
const support = nodeSupport();
if (support.message) console[support.ok ? 'warn' : 'error'](support.message);
if (!support.ok) process.exit(1);

try {
  await buildWhatIsStale();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const server = spawn(process.execPath, BACKEND_ARGS, { cwd: ROOT, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
