import type { UploadTicket } from '@dw/contracts';
import { failureFromText } from '@dw/web-kit';

/**
 * Two-step upload: ask the API for a signed URL, PUT the bytes there with their
 * type, and keep the objectPath the API named as the image's address.
 */
export async function uploadImage(file: File, requestTicket: () => Promise<UploadTicket>): Promise<string> {
  const { uploadURL, objectPath } = await requestTicket();
  const response = await fetch(uploadURL, {
    method: 'PUT',
    body: file,
    headers: { 'Content-Type': file.type },
    credentials: 'same-origin',
  });
  // The API's error body says whether the file was at fault (its code); an object store's is not JSON.
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- an ApiFailure, as the API client's calls fail: callers read its code (isApiFailure)
  if (!response.ok) throw failureFromText(response.status, await response.text());
  return objectPath;
}
