/** A path into a JSON value: object keys and array indexes. */
export type ValuePath = (string | number)[];

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text PostgreSQL cannot store: a NUL character, or a lone UTF-16 surrogate (no UTF-8 for it). */
export const isUnstorableText = (text: string): boolean => text.includes('\0') || loneSurrogate.test(text);

/**
 * The path of the first string or object key in `value` that PostgreSQL cannot store as text, or
 * undefined. Any route would otherwise pass such a value to the database and fail there (a 500):
 * the validator refuses it first, naming the field. Walks with its own stack: JSON can nest deeper
 * than the call stack.
 */
export function findUnstorableText(value: unknown): ValuePath | undefined {
  const stack: { value: unknown; path: ValuePath }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (isUnstorableText(current)) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push({ value: item, path: [...path, index] }));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (isUnstorableText(key)) return [...path, key];
        stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return undefined;
}
