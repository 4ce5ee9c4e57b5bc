import type { UploadTicket } from '@dw/contracts';

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
  if (!response.ok) throw new Error(`Upload answered ${response.status}`);
  return objectPath;
}
