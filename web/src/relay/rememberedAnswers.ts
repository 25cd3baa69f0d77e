/**
 * The last answers of a few small setup queries (a route's lookups), kept in localStorage so that
 * a reload or a new tab shows its page without first waiting for them: the copy is used at once
 * and the server is asked beside the page's own query. A copy belongs to one user and one language;
 * every copy goes when a session ends (see environmentHolder), so nothing outlives a sign-out.
 */
const PREFIX = 'remembered_answer:';
const remembered = new Set<string>();

interface Copy {
  user: string;
  language: string;
  data: unknown;
}

/** Keeps this query's answers from now on (a setup query registers itself when its loader loads). */
export function rememberAnswers(queryName: string) {
  remembered.add(queryName);
}

/** Keeps a query's answer, when it is one to remember. Storage full or blocked: nothing is kept. */
export function keepAnswer(queryName: string, user: string | undefined, language: string, data: unknown) {
  if (!remembered.has(queryName) || !user || data == null) return;
  try {
    globalThis.localStorage?.setItem(PREFIX + queryName, JSON.stringify({ user, language, data } satisfies Copy));
  } catch {
    // A full or disabled storage only costs the next visit a round trip.
  }
}

/** The kept answer of a query for this user in this language, if there is one. */
export function keptAnswer(queryName: string, user: string | undefined, language: string): Record<string, unknown> | undefined {
  if (!user) return undefined;
  try {
    const raw = globalThis.localStorage?.getItem(PREFIX + queryName);
    if (!raw) return undefined;
    const copy = JSON.parse(raw) as Partial<Copy>;
    const { data } = copy;
    if (copy.user !== user || copy.language !== language) return undefined;
    return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Forgets every kept answer (a session ended). */
export function forgetAnswers() {
  const storage = globalThis.localStorage;
  if (!storage) return;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  keys.forEach((key) => storage.removeItem(key));
}
