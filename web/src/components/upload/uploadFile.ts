import { t } from '@lingui/core/macro';
import { authStore } from '../../features/auth/authStore';
import { serverLanguage } from '../../relay/createNetworkEnvironment';

/** Why an upload did not end in a 2xx answer. */
export type UploadErrorCode =
  /** The server refused the file; `message` is its own, in the user's language (413, 400, 403, 404, 409…). */
  | 'SERVER'
  /** No answer: offline, the connection dropped, or an answer that was not ours. */
  | 'NETWORK'
  /** `signal` aborted it (the user removed the file, or the page went away). */
  | 'ABORTED';

/** A failed upload, its `message` ready to show. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly code: UploadErrorCode,
    /** The HTTP status, when the server answered. */
    readonly status: number | null = null,
    /** The server's `code` (PAYLOAD_TOO_LARGE, VALIDATION_FAILED, DEVICE_DELETED…), when it sent one. */
    readonly serverCode: string | null = null,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

export type UploadOptions = {
  /** Where to POST: a path on the gateway (`/uploads/devices/{deviceId}/images`). */
  url: string;
  file: File;
  /** The multipart field the file goes in (`images` for device images). */
  field: string;
  /** Bytes of the request body sent so far and in all (the body is a little larger than the file). */
  onProgress?: (loaded: number, total: number) => void;
  /** Aborts the request; the promise then rejects with an `UploadError` of code ABORTED. */
  signal?: AbortSignal;
};

/**
 * Sends one file in one multipart request, with the session's bearer token and the interface
 * language taken where the GraphQL client takes them (`authStore`, `serverLanguage`), so the
 * server's refusals come back in the user's words. Resolves with the server's JSON answer; rejects
 * with an `UploadError` whose message can be shown as it is.
 *
 * XMLHttpRequest, not fetch: fetch cannot report how much of a request body has been sent (a
 * streamed request body would be needed, which browsers allow only over HTTP/2 and without a
 * progress event), and a progress bar is the point here.
 */
export function uploadFile<Result = unknown>({ url, file, field, onProgress, signal }: UploadOptions): Promise<Result> {
  return new Promise<Result>((resolve, reject) => {
    const aborted = () => new UploadError(t`The upload was cancelled.`, 'ABORTED');
    if (signal?.aborted) {
      reject(aborted());
      return;
    }
    const networkError = () => new UploadError(t`Could not reach the server. Check your connection and try again.`, 'NETWORK');
    const xhr = new XMLHttpRequest();
    const token = authStore.get().token;
    xhr.open('POST', url);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('accept-language', serverLanguage());
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded, event.total);
      };
    }
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);

    xhr.onabort = () => {
      done();
      reject(aborted());
    };
    xhr.onerror = () => {
      done();
      reject(networkError());
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onload = () => {
      done();
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(body as Result);
        return;
      }
      const { message, code } = (typeof body === 'object' && body !== null ? body : {}) as { message?: unknown; code?: unknown };
      // The session ended (expired or revoked) while the page was open: as the GraphQL client does.
      if (xhr.status === 401 && token) authStore.signOut();
      if (typeof message === 'string' && message.trim()) {
        reject(new UploadError(message, 'SERVER', xhr.status, typeof code === 'string' ? code : null));
        return;
      }
      // Not our server's answer (a proxy's page): say it in our words.
      const status = xhr.status;
      reject(
        xhr.status === 413
          ? new UploadError(t`The file is too big to upload.`, 'SERVER', 413)
          : new UploadError(t`The upload failed (status ${status}). Please try again.`, 'SERVER', xhr.status),
      );
    };

    const form = new FormData();
    form.append(field, file, file.name);
    xhr.send(form);
  });
}
