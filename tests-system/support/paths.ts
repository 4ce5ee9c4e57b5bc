import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const BACKEND_MAIN = path.join(REPO_ROOT, 'backend', 'dist', 'main.js');
