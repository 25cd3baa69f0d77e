import { createSourceEventStream, type DocumentNode, execute, type ExecutionArgs, type ExecutionResult } from 'graphql';
import { endsSubscription } from './endsSubscription.ts';
import { SharedEventValue } from './SharedEventValue.ts';

/** A subscription's results, as graphql-ws reads them. */
type Results = AsyncIterableIterator<ExecutionResult>;

interface SharedResult {
  result: ExecutionResult;
  /** The session was refused: the subscription ends after this result. */
  last: boolean;
}

/**
 * The `subscribe` of the gateway's graphql-ws server: graphql-js's, except that the events a
 * session's subscriptions share (SharedEventValue) are executed once per event and operation —
 * the same document, operation name and variables — and the result is handed to each of them.
 * Everything else (`LIVE`, `RECONNECTING`, the error that ends a session) is executed per
 * subscription, as graphql-js does.
 *
 * Sharing is within one session (one token and language: one viewer), because the upstream event
 * objects are the session stream's own. Results are held only while an event object is alive, that
 * is while some subscription of the session has yet to take it.
 */
export function shareEventResults(): (args: ExecutionArgs) => Promise<Results | ExecutionResult> {
  // Documents are parsed once per query text (see createDocumentCache), so the same query is the
  // same object; numbering them keeps the operation's key short.
  const documentIds = new WeakMap<DocumentNode, number>();
  let lastDocumentId = 0;
  const documentId = (document: DocumentNode) => {
    let id = documentIds.get(document);
    if (id === undefined) documentIds.set(document, (id = ++lastDocumentId));
    return id;
  };
  const resultsByEvent = new WeakMap<object, Map<string, Promise<SharedResult | undefined>>>();

  return async (args) => {
    const source = await createSourceEventStream(args);
    if (!(Symbol.asyncIterator in source)) return source;
    const operation = `${documentId(args.document)} ${args.operationName ?? ''} ${JSON.stringify(args.variableValues ?? {})}`;

    const executeWith = async (value: unknown): Promise<SharedResult> => ({
      result: await execute({ ...args, rootValue: value }),
      last: endsSubscription(value),
    });
    const resultOf = (payload: unknown): Promise<SharedResult | undefined> => {
      if (!(payload instanceof SharedEventValue)) return executeWith(payload);
      let byOperation = resultsByEvent.get(payload.event);
      if (!byOperation) resultsByEvent.set(payload.event, (byOperation = new Map()));
      let shared = byOperation.get(operation);
      if (!shared) {
        // This subscription's own value and context: the session's, as the others' would be.
        shared = payload.value().then((value) => (value === undefined ? undefined : executeWith(value)));
        byOperation.set(operation, shared);
      }
      return shared;
    };
    return mapResults(source[Symbol.asyncIterator](), resultOf);
  };
}

/**
 * `source`'s payloads as results, skipping those without one. Unsubscribing ends the source at once,
 * even while a result is awaited (an async generator's own `return()` would wait for it).
 */
function mapResults(source: AsyncIterator<unknown>, resultOf: (payload: unknown) => Promise<SharedResult | undefined>): Results {
  let ended = false;
  const end = async () => {
    if (ended) return;
    ended = true;
    await source.return?.();
  };
  const done = { done: true, value: undefined } as const;
  const results: Results = {
    async next() {
      while (!ended) {
        const next = await source.next();
        if (next.done) {
          ended = true;
          break;
        }
        const shared = await resultOf(next.value);
        if (!shared) continue;
        if (shared.last) await end();
        return { done: false, value: shared.result };
      }
      return done;
    },
    async return() {
      await end();
      return done;
    },
    async throw(error: unknown) {
      await end();
      throw error;
    },
    [Symbol.asyncIterator]: () => results,
  };
  return results;
}
