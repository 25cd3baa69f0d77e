import { useLingui } from '@lingui/react';
import { useCallback, useEffect, useInsertionEffect, useRef, useState } from 'react';
import { useStableHandler } from '../useStableHandler';
import { fileProblem, type FileRules } from './fileProblem';
import { UploadError, uploadFile } from './uploadFile';

export type UploadStatus =
  /** Refused in the browser (too big, wrong type, empty): never sent. */
  | 'invalid'
  /** Waiting for a free slot. */
  | 'queued'
  | 'uploading'
  /** The server refused it or the connection failed: can be tried again. */
  | 'failed'
  /** Uploaded; kept (hidden) until the caller's list has it, so its name stays taken meanwhile. */
  | 'done';

export type UploadItem = {
  /** Stable within the queue (React key). */
  key: string;
  file: File;
  status: UploadStatus;
  /** 0 to 1 while uploading. */
  progress: number;
  /** Why it is invalid or failed, ready to show. */
  error: string | null;
};

export type UploadQueueOptions<Result> = {
  /** Where each file goes (one request per file). */
  url: string;
  /** The multipart field. */
  field: string;
  rules: FileRules;
  /**
   * The names already uploaded (the gallery's images): a file of one of these names is not added
   * (dropped files are de-duplicated by name, spec part 2 §5).
   */
  existingNames: readonly string[];
  /** Files sent at once: 1 or 2. */
  concurrency?: 1 | 2;
  /** After each upload: refresh the list, so the new file shows (and its name enters `existingNames`). */
  onUploaded?: (result: Result, file: File) => void;
  /** Nothing may be added (a deleted device, no right to upload). */
  disabled?: boolean;
};

export type AddResult = {
  /** Names left out because a file of that name is uploaded, on its way, or was given twice. */
  duplicates: string[];
  /** Files refused in the browser (listed in the queue with their reason). */
  invalid: number;
};

let nextKey = 0;

/**
 * The upload queue every area uses (device images, service-order images, installation pictures,
 * attachments): files are checked (`rules`), de-duplicated by name against the queue and the names
 * already uploaded, sent one per request, `concurrency` at a time, each with its progress; a queued
 * or failed file can be removed, a failed one retried, an uploading one cancelled (removing it).
 * Uploads under way are cancelled when the component goes away.
 */
export function useUploadQueue<Result = unknown>({
  url,
  field,
  rules,
  existingNames,
  concurrency = 2,
  onUploaded,
  disabled = false,
}: UploadQueueOptions<Result>) {
  const { i18n } = useLingui();
  const [items, setItems] = useState<UploadItem[]>([]);
  // The latest items, for `add` (its answer depends on them) without waiting for a render.
  const itemsRef = useRef(items);
  useInsertionEffect(() => {
    itemsRef.current = items;
  });
  const controllers = useRef(new Map<string, AbortController>());
  const uploaded = useStableHandler((result: Result, file: File) => onUploaded?.(result, file));

  const patch = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const add = useCallback(
    (files: readonly File[]): AddResult => {
      if (disabled) return { duplicates: [], invalid: 0 };
      // A name is taken by an image already there, or a file in the queue that is not refused:
      // a refused or failed file of the same name gives way to the new one.
      const current = itemsRef.current;
      const taken = new Set([
        ...existingNames,
        ...current.filter((item) => item.status !== 'invalid' && item.status !== 'failed').map((item) => item.file.name),
      ]);
      const duplicates: string[] = [];
      const replaced = new Set<string>();
      const added: UploadItem[] = [];
      for (const file of files) {
        if (taken.has(file.name)) {
          duplicates.push(file.name);
          continue;
        }
        taken.add(file.name);
        replaced.add(file.name);
        const problem = fileProblem(i18n, file, rules);
        added.push({ key: `upload-${(nextKey += 1)}`, file, status: problem ? 'invalid' : 'queued', progress: 0, error: problem });
      }
      const next = [...current.filter((item) => !replaced.has(item.file.name)), ...added];
      itemsRef.current = next;
      setItems(next);
      return { duplicates, invalid: added.filter((item) => item.status === 'invalid').length };
    },
    [disabled, existingNames, i18n, rules],
  );

  /** Takes a file out of the queue; one on its way is cancelled. */
  const remove = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    setItems((current) => current.filter((item) => item.key !== key));
  }, []);

  /** Queues a failed file again. */
  const retry = useCallback(
    (key: string) => patch(key, { status: 'queued', progress: 0, error: null }),
    [patch],
  );

  /** Takes out every refused and failed file. */
  const clearProblems = useCallback(() => {
    setItems((current) => current.filter((item) => item.status !== 'invalid' && item.status !== 'failed'));
  }, []);

  // Starts queued files while there is a free slot.
  useEffect(() => {
    const running = items.filter((item) => item.status === 'uploading').length;
    const waiting = items.filter((item) => item.status === 'queued' && !controllers.current.has(item.key));
    for (const item of waiting.slice(0, Math.max(0, concurrency - running))) {
      const controller = new AbortController();
      controllers.current.set(item.key, controller);
      patch(item.key, { status: 'uploading', progress: 0 });
      uploadFile<Result>({
        url,
        file: item.file,
        field,
        signal: controller.signal,
        onProgress: (loaded, total) => patch(item.key, { progress: total > 0 ? loaded / total : 0 }),
      }).then(
        (result) => {
          controllers.current.delete(item.key);
          patch(item.key, { status: 'done', progress: 1 });
          uploaded(result, item.file);
        },
        (error: unknown) => {
          controllers.current.delete(item.key);
          if (error instanceof UploadError && error.code === 'ABORTED') return;
          patch(item.key, { status: 'failed', progress: 0, error: error instanceof Error ? error.message : String(error) });
        },
      );
    }
  }, [items, concurrency, url, field, patch, uploaded]);

  // An uploaded file leaves the queue once the caller's list has been refreshed (its name there may
  // differ: the server strips folder parts and control characters from names).
  const existingKey = existingNames.join('\n');
  const shownKey = useRef(existingKey);
  useEffect(() => {
    if (shownKey.current === existingKey) return;
    shownKey.current = existingKey;
    setItems((current) => (current.some((item) => item.status === 'done') ? current.filter((item) => item.status !== 'done') : current));
  }, [existingKey]);

  // Uploads under way stop with the page.
  useEffect(() => {
    const map = controllers.current;
    return () => {
      map.forEach((controller) => controller.abort());
      map.clear();
    };
  }, []);

  return {
    /** The files to show: all but those uploaded (which the caller's list shows). */
    items: items.filter((item) => item.status !== 'done'),
    add,
    remove,
    retry,
    clearProblems,
    /** Files are on their way or waiting. */
    busy: items.some((item) => item.status === 'queued' || item.status === 'uploading'),
  };
}
