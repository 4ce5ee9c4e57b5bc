import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express from 'express';
import type { RemoteName } from '@dw/contracts';

export const REMOTE_NAMES: readonly RemoteName[] = ['shop', 'lender', 'admin'];

export function distOf(root: string | null, app: 'shell' | RemoteName): string | null {
  if (!root) return null;
  const dir = join(root, app === 'shell' ? 'shell' : `${app}-frontend`, 'dist');
  return existsSync(dir) ? dir : null;
}

/**
 * Serves the built shell and remotes. Bundles are content-hashed, so they are cached for a year;
 * entry files (remoteEntry.js, index.html) are revalidated so a redeploy shows at once.
 */
export function staticFiles(root: string | null): express.Router {
  const router = express.Router();
  const files = (dir: string) =>
    express.static(dir, {
      index: false,
      fallthrough: true,
      setHeaders: (res, path) => {
        const hashed = /[.-][0-9a-f]{8,}\.(js|css|woff2?|webp|png|svg|avif)$/.test(path);
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  // dist/server holds the Node build the server runs (first-screen.ts), not a file for browsers.
  const statics = (dir: string): express.RequestHandler => {
    const serve = files(dir);
    return (req, res, next) => {
      // No built file lives under /api or /objects: those requests go on without a look at the disk.
      if (req.path.startsWith('/server/') || req.path.startsWith('/api/') || req.path.startsWith('/objects/')) next();
      else serve(req, res, next);
    };
  };
  for (const name of REMOTE_NAMES) {
    const dist = distOf(root, name);
    if (dist) router.use(`/remotes/${name}`, statics(dist));
  }
  const shell = distOf(root, 'shell');
  if (shell) router.use(statics(shell));
  return router;
}
