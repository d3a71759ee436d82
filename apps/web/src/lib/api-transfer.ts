import type { z } from 'zod/mini';
import { API_BASE, ApiError, authorizationHeader, errorFromResponse, textOf, type UiText } from './api-client';

interface UploadOptions<T> {
  file: File;
  schema: z.ZodMiniType<T>;
  /** Shown when the server gives no message of its own (SPEC §8 words it with the status). */
  fallbackMessage: (status: number) => UiText;
  /** Fraction of the file sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
}

/**
 * Sends one file as the multipart field `file`, with the session token. XMLHttpRequest rather than fetch,
 * because only it reports upload progress.
 */
export function uploadFile<T>(path: string, { file, schema, fallbackMessage, onProgress }: UploadOptions<T>) {
  const authorization = authorizationHeader();
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE}${path}`);
    request.setRequestHeader('Authorization', authorization);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('error', () => reject(new ApiError(0, 'NETWORK_ERROR', textOf(fallbackMessage(0)))));
    request.addEventListener('load', () => {
      const { status, responseText } = request;
      if (status < 200 || status >= 300) {
        // One reading of error bodies for every call: the fetch path's, fed the same bytes.
        const response = new Response(responseText, { status, headers: { 'Content-Type': 'application/json' } });
        void errorFromResponse(response, { auth: true, fallbackMessage: fallbackMessage(status) }).then(reject);
        return;
      }
      let payload: unknown;
      try {
        payload = JSON.parse(responseText);
      } catch {
        reject(new ApiError(status, 'BAD_RESPONSE', textOf(fallbackMessage(status))));
        return;
      }
      const parsed = schema.safeParse(payload);
      if (parsed.success) resolve(parsed.data);
      else reject(new ApiError(status, 'BAD_RESPONSE', textOf(fallbackMessage(status))));
    });
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}

/** The file name the server suggests in Content-Disposition, else the last path segment. */
function suggestedFileName(response: Response, path: string) {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const quoted = /filename="([^"]+)"/i.exec(disposition)?.[1];
  return quoted ?? path.split('?')[0]!.split('/').at(-1)!;
}

/** Fetches a signed-in attachment (a CSV export) and hands it to the browser as a download; answers its name. */
export async function downloadFile(path: string, { fallbackMessage }: { fallbackMessage: UiText }) {
  const headers = { Authorization: authorizationHeader() };
  const networkError = () => new ApiError(0, 'NETWORK_ERROR', textOf(fallbackMessage));
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { headers });
  } catch {
    throw networkError();
  }
  if (!response.ok) throw await errorFromResponse(response, { auth: true, fallbackMessage });

  // The server writes a large file as it reads it, so the body can break off after a good start.
  let file: Blob;
  try {
    file = await response.blob();
  } catch {
    throw networkError();
  }
  const fileName = suggestedFileName(response, path);
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob only after click() returns, so it is released a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return fileName;
}
