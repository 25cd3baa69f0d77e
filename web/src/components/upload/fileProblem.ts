import type { I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { formatBytes } from './formatBytes';

/** What a file must be before it is sent: checked in the browser for an early word; the server decides from the bytes. */
export type FileRules = {
  /** The largest file, in bytes. */
  maxBytes: number;
  /**
   * MIME types (`image/png`, `image/*`) and extensions (`.png`) that fit; a file fits when its
   * type or its name's extension is among them. Also the picker's `accept` (`acceptOf`).
   */
  accept: readonly string[];
};

/** The largest upload (spec part 2 §5). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Images as the API takes them: JPEG, PNG, WebP, GIF and HEIC/HEIF, at most 5 MB. */
export const IMAGE_RULES: FileRules = {
  maxBytes: MAX_UPLOAD_BYTES,
  accept: [
    'image/jpeg',
    'image/png',
    'image/webp',
    'image/gif',
    'image/heic',
    'image/heif',
    '.jpg',
    '.jpeg',
    '.png',
    '.webp',
    '.gif',
    '.heic',
    '.heif',
  ],
};

/** The picker's `accept` attribute for these rules. */
export const acceptOf = (rules: FileRules) => rules.accept.join(',');

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
};

function fitsType(file: File, accept: readonly string[]): boolean {
  const type = file.type.toLowerCase();
  const extension = extensionOf(file.name);
  return accept.some((entry) => {
    const rule = entry.trim().toLowerCase();
    if (rule.startsWith('.')) return rule === extension;
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return rule === type;
  });
}

/**
 * Why a file cannot be uploaded under `rules`, in the user's language (the §5 messages), or null
 * when it may be sent. The type is judged by the browser's type and the name, which a renamed file
 * fools: the server reads the bytes and has the last word.
 */
export function fileProblem(i18n: I18n, file: File, rules: FileRules): string | null {
  if (file.size > rules.maxBytes) {
    const limit = formatBytes(i18n, rules.maxBytes);
    return t(i18n)`File size is too big, Max file size is ${limit}`;
  }
  if (!fitsType(file, rules.accept)) return t(i18n)`This File type isn't supported`;
  if (file.size === 0) return t(i18n)`The file is empty.`;
  return null;
}
