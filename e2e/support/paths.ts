import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const BACKEND_MAIN = path.join(REPO_ROOT, 'backend', 'dist', 'main.js');
export const ARTIFACTS_DIR = path.join(REPO_ROOT, 'e2e', 'artifacts');
/** Debian's Chromium (installed by .ci/run); CHROMIUM_PATH overrides it for other machines. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
