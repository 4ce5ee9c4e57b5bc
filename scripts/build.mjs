// `npm run build`: every package, in dependency order (stale ones only unless --force).
import { buildWhatIsStale } from './lib.mjs';

buildWhatIsStale({ force: process.argv.includes('--force') }).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
