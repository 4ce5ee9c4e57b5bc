import { REMOTES_ELEMENT_ID, type RemotesManifest } from '@dw/contracts';

/** Where the server writes GET /remotes.json into the page (backend/src/web/page-data.ts). */
export const PAGE_MANIFEST_ELEMENT_ID = REMOTES_ELEMENT_ID;

const isManifest = (value: unknown): value is RemotesManifest =>
  typeof value === 'object' && value !== null && Object.values(value).every((entry) => typeof entry === 'string');

/**
 * The remotes manifest the server wrote into the page, which saves a round trip before the first
 * remote can load; null when the page has none (then the shell fetches it).
 */
export function readPageManifest(doc: Document = document): RemotesManifest | null {
  const text = doc.getElementById(PAGE_MANIFEST_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isManifest(value) ? value : null;
  } catch {
    return null;
  }
}
