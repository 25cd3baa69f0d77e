/** A path into a JSON value: object keys and array indexes. */
export type ValuePath = (string | number)[];

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text PostgreSQL cannot store: a NUL character, or a lone UTF-16 surrogate (no UTF-8 for it). */
export const isUnstorableText = (text: string): boolean => text.includes('\0') || loneSurrogate.test(text);

/** A value met on the walk, with the way back to the root (paths are built only for a hit). */
type Step = { value: unknown; key?: string | number; parent?: Step };

function pathTo(step: Step, lastKey?: string): ValuePath {
  const path: ValuePath = lastKey === undefined ? [] : [lastKey];
  for (let current: Step | undefined = step; current?.parent; current = current.parent) path.push(current.key!);
  return path.reverse();
}

/**
 * The path of the first string or object key in `value` that PostgreSQL cannot store as text, or
 * undefined. Any route would otherwise pass such a value to the database and fail there (a 500):
 * the validator refuses it first, naming the field. Walks with its own stack: JSON can nest deeper
 * than the call stack; and a step points at its parent instead of copying its path, which would
 * make a deeply nested body (100 000 levels fit in 200 KB) cost quadratic time.
 */
export function findUnstorableText(value: unknown): ValuePath | undefined {
  const stack: Step[] = [{ value }];
  while (stack.length > 0) {
    const step = stack.pop()!;
    const current = step.value;
    if (typeof current === 'string') {
      if (isUnstorableText(current)) return pathTo(step);
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push({ value: item, key: index, parent: step }));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (isUnstorableText(key)) return pathTo(step, key);
        stack.push({ value: item, key, parent: step });
      }
    }
  }
  return undefined;
}
