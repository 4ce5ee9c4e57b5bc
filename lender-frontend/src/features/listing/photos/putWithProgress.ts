import { NETWORK_FAILURE, failureFromText } from '@dw/web-kit';

/**
 * PUTs a file to a signed upload URL; a refusal rejects with the API's failure (its `code` says
 * whether the file was at fault), a lost connection with NETWORK_FAILURE. XMLHttpRequest rather than fetch because only XHR
 * reports upload progress, which the dialog shows as a real percentage.
 */
export function putWithProgress(url: string, file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', file.type);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve();
      } else {
        // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- an ApiFailure, as the API client's calls fail: callers read its code
        reject(failureFromText(xhr.status, xhr.responseText));
      }
    };
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- the same failure the API client gives when offline
    xhr.onerror = () => reject(NETWORK_FAILURE);
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
