/** Longest display name kept, in characters. */
export const MAX_DISPLAY_NAME = 200;

/**
 * A client's file name made safe to show and to put in a Content-Disposition header: only the last
 * segment of any path (`../../etc/passwd.png` → `passwd.png`, `C:\x\y.jpg` → `y.jpg`), without
 * control or bidirectional-override characters, NFC, trimmed, at most MAX_DISPLAY_NAME characters
 * (keeping the extension). Empty, `.` or `..` gives the fallback. It is a label only: files are
 * stored under generated keys.
 */
export function displayName(clientName: string | undefined, fallback: string): string {
  const lastSegment = (clientName ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = lastSegment
    .normalize('NFC')
    // Cc: control characters; Cf: format characters such as U+202E (right-to-left override), which can disguise an extension.
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!cleaned || cleaned === '.' || cleaned === '..') return fallback;
  const chars = [...cleaned];
  if (chars.length <= MAX_DISPLAY_NAME) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 11 ? cleaned.slice(dot) : '';
  return chars.slice(0, MAX_DISPLAY_NAME - [...extension].length).join('') + extension;
}

/** A Content-Disposition value naming `name`: an ASCII fallback plus the exact name (RFC 6266 / 8187). */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
