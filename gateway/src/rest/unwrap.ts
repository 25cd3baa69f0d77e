import { errorFromUpstream } from '../errors.ts';

interface RestResult<T> {
  data?: T;
  error?: unknown;
  /** A WHATWG Response in the types; at run time the REST client's lighter UpstreamResponse. */
  response: { ok: boolean; status: number; headers: { get(name: string): string | null } };
}

/** The body of a successful REST answer; any other answer is thrown as a coded GraphQL error. */
export function unwrap<T>(result: RestResult<T>): T {
  if (!result.response.ok) throw errorFromUpstream(result.response, result.error);
  return result.data as T;
}
