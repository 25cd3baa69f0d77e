/** Characters no common file system accepts in a name (besides control characters). */
const FORBIDDEN = new Set(['\\', '/', ':', '*', '?', '"', '<', '>', '|']);

/**
 * A downloadable file's name from a title the user reads: each run of characters that Windows,
 * macOS or Linux refuse (and control characters) becomes one '-'; `fallback` when nothing is left.
 */
export function safeFileName(name: string, fallback: string): string {
  let out = '';
  let inRun = false;
  for (const char of name) {
    const bad = FORBIDDEN.has(char) || char.codePointAt(0)! < 0x20;
    if (bad && !inRun) out += '-';
    else if (!bad) out += char;
    inRun = bad;
  }
  return out.trim() || fallback;
}
