import { UPLOADS_PATH_PREFIX } from '@dw/contracts';

const UPLOAD_PATH = /^\/objects\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Products and listings only show images we stored or https URLs: no http, no
 * data: or javascript: URLs, no paths that climb out of the uploads folder.
 */
export function isAcceptedImageUrl(value: string): boolean {
  if (value.startsWith(UPLOADS_PATH_PREFIX)) return UPLOAD_PATH.test(value);
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0 && !url.username && !url.password;
  } catch {
    return false;
  }
}
