import { errorFromUpstream } from '../errors.ts';
import type { UpstreamResponse } from './httpRequest.ts';

/** The body of a successful REST answer; any other answer is thrown as a coded GraphQL error. */
export function unwrap<Data>(result: { ok: true; data: Data } | { ok: false; error: unknown; response: Pick<UpstreamResponse, 'status' | 'headers'> }): Data {
  if (!result.ok) throw errorFromUpstream(result.response, result.error);
  return result.data;
}
